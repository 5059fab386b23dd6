// Marketing copy for "AI for Newbies". Plain data only: no React, no JSX.
// Icon fields hold lucide-react icon component names. Figures the site claims (students, success
// rate, prompt count, testimonials) are site claims, not copy: see useSiteClaims.
import {
  CLAIM_LABELS,
  LAB_FACTS_AS_OF,
  cheapestPlanWith,
  courseDurationText,
  type PublicSiteClaims,
  type Testimonial,
} from '@ai4n/shared';

export interface Benefit {
  icon: string;
  /** '{promptCount}' stands for the live number of gallery prompts. */
  title: string;
  text: string;
}

export interface JourneyStep {
  step: 'Learn' | 'Practice' | 'Explore' | 'Master';
  title: string;
  text: string;
  to: '/prompt-school' | '/prompt-coach' | '/prompt-gallery' | '/prompt-lab';
}

export interface LabFeatureTab {
  id: 'text' | 'image' | 'video' | 'audio';
  label: 'Text' | 'Image' | 'Video' | 'Audio';
  icon: string;
  headline: string;
  text: string;
  /** 3-4 concrete example tasks */
  examples: string[];
  /** e.g. '1-3 credits per generation' */
  credits: string;
}

export interface LabModel {
  name: string;
  provider: string;
  kind: 'Text' | 'Image' | 'Video' | 'Audio' | 'Code';
  bestFor: string;
}

export interface Audience {
  icon: string;
  title: string;
  text: string;
}

// ---------------------------------------------------------------------------
// Home page
// ---------------------------------------------------------------------------

/** The hero's eyebrow: the students claim when the administrator vouches for one, else the site's own figure or no figure. */
export function homeEyebrow(students: PublicSiteClaims['students']): string {
  if (!students) return 'A free AI course for complete beginners';
  return students.label === CLAIM_LABELS.students
    ? `Join ${students.value} students learning AI`
    : `${students.value} certificates earned so far`;
}

/** 'Sam Lee' → 'SL'. */
export const initialsOf = (t: Testimonial) =>
  t.name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase())
    .slice(0, 2)
    .join('');

export const heroCopy: { title: string; subtitle: string } = {
  title: 'Learn to use AI with confidence',
  subtitle:
    'Never used AI before? Start with a free course, practise with friendly feedback, and try leading AI models when you feel ready.',
};

export const journeySteps: JourneyStep[] = [
  {
    step: 'Learn',
    title: 'Start with Prompt School',
    text: `Nine short expert lessons, about ${courseDurationText()} in all. Pass the 20-question quiz with 60% or more to earn a certificate.`,
    to: '/prompt-school',
  },
  {
    step: 'Practice',
    title: 'Get feedback from Prompt Coach',
    text: 'Write a prompt and get a score out of 10 for clarity, specificity and structure, plus a suggested rewrite.',
    to: '/prompt-coach',
  },
  {
    step: 'Explore',
    title: 'Borrow from Prompt Gallery',
    text: 'Browse free business prompts by category or business type. Copy one, fill in the blanks, and use it straight away.',
    to: '/prompt-gallery',
  },
  {
    step: 'Master',
    title: 'Create in Prompt Lab',
    text: 'Put your skills to work with leading models for text, images, video and audio on one platform.',
    to: '/prompt-lab',
  },
];

export const benefits: Benefit[] = [
  {
    icon: 'GraduationCap',
    title: 'Built for total beginners',
    text: 'No jargon and no experience needed. Every lesson starts from the basics and explains things in plain English.',
  },
  {
    icon: 'BookOpen',
    title: 'Free course to start',
    text: `Prompt School costs nothing. Learn at your own pace in about ${courseDurationText()} of lessons, whenever it suits you.`,
  },
  {
    icon: 'Award',
    title: 'A certificate you can share',
    text: 'Score 60% or more on the final quiz to download a certificate that others can verify.',
  },
  {
    icon: 'Target',
    title: 'Honest feedback on prompts',
    text: 'Prompt Coach shows what works, what to fix, and a better version to try. Your first analysis is free.',
  },
  {
    icon: 'Lightbulb',
    title: '{promptCount} ready-made examples',
    text: 'See real prompts that work, so you never have to start from a blank page.',
  },
  {
    icon: 'Layers',
    title: 'Many models, one account',
    text: 'Try leading AI models for writing, images, video and audio in Prompt Lab without juggling separate accounts.',
  },
];

export const closingCta: { title: string; text: string } = {
  title: 'Your first prompt starts here',
  text: 'Start the free Prompt School course today. No experience needed, just a little curiosity.',
};

// ---------------------------------------------------------------------------
// Prompt Lab page
// ---------------------------------------------------------------------------

const videoFrom = cheapestPlanWith('video');

export const labHero: { title: string; subtitle: string } = {
  title: 'Leading AI models, one platform',
  subtitle: `Write, design, make videos and create audio with leading AI models (listed below, as of ${LAB_FACTS_AS_OF}). Try it free for 7 days; plans start at $${cheapestPlanWith('text').monthlyPriceUsd} a month for text and images, with video and audio from $${videoFrom.monthlyPriceUsd}.`,
};

export const labFeatureTabs: LabFeatureTab[] = [
  {
    id: 'text',
    label: 'Text',
    icon: 'MessageSquare',
    headline: 'Write with confidence',
    text: 'Draft, rewrite and summarise in seconds. Compare answers from different models and keep the one you like best.',
    examples: [
      'Write a friendly reply to a customer complaint',
      'Summarise a long report into five bullet points',
      'Draft a product description for an online shop',
      'Turn rough notes into a tidy meeting agenda',
    ],
    credits: '1-3 credits per generation',
  },
  {
    id: 'image',
    label: 'Image',
    icon: 'Image',
    headline: 'Turn words into pictures',
    text: 'Describe what you want to see and get images for posts, flyers and presentations. No design skills needed.',
    examples: [
      'Create a poster for a weekend market stall',
      'Make a cheerful header image for a newsletter',
      'Design a simple illustration for a blog post',
      'Show a product on a clean, bright background',
    ],
    credits: '5-10 credits per generation',
  },
  {
    id: 'video',
    label: 'Video',
    icon: 'Video',
    headline: 'Bring ideas to life',
    text: 'Make short video clips from a written description or a still image. Handy for social posts and quick demos.',
    examples: [
      'Make a short clip of steam rising from coffee',
      'Animate a product photo for a social post',
      'Create a calm looping background for a video',
    ],
    credits: `20-50 credits per generation · ${videoFrom.name} plan and up`,
  },
  {
    id: 'audio',
    label: 'Audio',
    icon: 'AudioLines',
    headline: 'Give your words a voice',
    text: 'Turn written scripts into natural-sounding speech, or turn recordings into text you can edit.',
    examples: [
      'Record a voiceover for a short product video',
      'Turn a blog post into a listenable audio version',
      'Transcribe a recorded interview into text',
    ],
    credits: `Uses credits from your monthly plan · ${cheapestPlanWith('audio').name} plan and up`,
  },
];

/** When the model list was checked: providers retire and replace models several times a year. */
export const labModelsAsOf = `Model families as of ${LAB_FACTS_AS_OF}. Providers release new versions often; Prompt Lab offers their current ones.`;

/** Model families, not versions: a family stays while its versions come and go. */
export const labModels: LabModel[] = (
  [
    ['GPT-5 family', 'OpenAI', 'Text', 'Everyday writing, questions and brainstorming'],
    ['Claude', 'Anthropic', 'Text', 'Long documents, careful reasoning and clear writing'],
    ['Gemini', 'Google', 'Text', 'Working through long files and mixed content'],
    ['Llama (open-weight releases)', 'Meta', 'Text', 'Quick, low-cost drafts and simple tasks'],
    ['Mistral', 'Mistral AI', 'Text', 'Fast answers and writing in European languages'],
    ['Coding models', 'OpenAI, Anthropic, Mistral AI', 'Code', 'Writing and explaining small pieces of code'],
    ['GPT Image', 'OpenAI', 'Image', 'Images that follow detailed descriptions closely'],
    [
      'Gemini image models (Nano Banana)',
      'Google',
      'Image',
      'Realistic photos, clean product shots and editing images by description',
    ],
    ['Stable Diffusion', 'Stability AI', 'Image', 'Flexible image styles and quick variations'],
    ['FLUX', 'Black Forest Labs', 'Image', 'Realistic photos and readable text in images'],
    ['Veo', 'Google', 'Video', 'Short clips with natural motion, from text or images'],
    ['Runway', 'Runway', 'Video', 'Animating still images and editing short clips'],
    ['ElevenLabs', 'ElevenLabs', 'Audio', 'Natural-sounding voiceovers in many languages'],
  ] satisfies [string, string, LabModel['kind'], string][]
).map(([name, provider, kind, bestFor]) => ({ name, provider, kind, bestFor }));

export const labAudiences: Audience[] = [
  {
    icon: 'Sparkles',
    title: 'Curious beginners',
    text: 'Try different AI tools safely in one place, with 10 free credits and a 7-day free trial to explore.',
  },
  {
    icon: 'Briefcase',
    title: 'Small businesses',
    text: 'Write emails, make social posts and create product images without paying for several separate tools.',
  },
  {
    icon: 'Rocket',
    title: 'Content creators',
    text: 'Go from idea to script, image, voiceover and video clip without switching between apps.',
  },
  {
    icon: 'Users',
    title: 'Growing teams',
    text: 'Larger plans give more monthly credits for a lower price per credit, so everyone can get work done.',
  },
];

/**
 * The cost section compares the plans with each other, in generations a month: like with like.
 * Other tools are not priced here (see docs/decisions/0058-prompt-lab-facts.md).
 */
export const labCostCopy: { title: string; intro: string; otherTools: string } = {
  title: 'What each plan buys in a month',
  intro: `Prices and credit costs as of ${LAB_FACTS_AS_OF}. Each figure runs from the dearest to the cheapest generation of that kind, if you spent every credit on it.`,
  otherTools:
    'Comparing with other tools? Many well-known AI assistants have a free tier, and their own paid plans usually allow far more use of that one tool than these credits. Prompt Lab is for trying many models in one place; if you mostly use one assistant, its own plan may suit you better.',
};

export const pricingFaqNote: string =
  'Credits reset each month and do not roll over: text uses 1-3 credits, code 2-5, images 5-10 and video 20-50 per generation.';
