// Marketing copy for "AI for Newbies". Plain data only: no React, no JSX.
// Icon fields hold lucide-react icon component names.

export interface Benefit {
  icon: string;
  title: string;
  text: string;
}

export interface Testimonial {
  name: string;
  role: string;
  quote: string;
  initials: string;
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

export interface CostRow {
  item: string;
  separate: string;
  lab: string;
}

// ---------------------------------------------------------------------------
// Home page
// ---------------------------------------------------------------------------

export const heroCopy: { eyebrow: string; title: string; subtitle: string } = {
  eyebrow: 'Join 10,000+ students learning AI',
  title: 'Learn to use AI with confidence',
  subtitle:
    'Never used AI before? Start with a free course, practise with friendly feedback, and try 50+ models when you feel ready.',
};

export const journeySteps: JourneyStep[] = [
  {
    step: 'Learn',
    title: 'Start with Prompt School',
    text: 'Five short expert lessons, about two hours in all. Pass the 20-question quiz with 60% or more to earn a certificate.',
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
    text: 'Put your skills to work with 50+ models for text, images, video and audio, all in one place.',
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
    text: 'Prompt School costs nothing. Learn at your own pace in about two hours, whenever it suits you.',
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
    title: '1,000+ ready-made examples',
    text: 'See real prompts that work, so you never have to start from a blank page.',
  },
  {
    icon: 'Layers',
    title: 'One place for every tool',
    text: 'Use 50+ AI models for writing, images, video and audio without juggling separate accounts.',
  },
];

export const testimonials: Testimonial[] = [
  {
    name: 'Margaret Ellis',
    role: 'Retired teacher',
    quote:
      'I was nervous about AI, but the lessons took it one small step at a time. I now use it to plan my garden and write letters.',
    initials: 'ME',
  },
  {
    name: 'Daniel Okafor',
    role: 'Owner, neighbourhood bakery',
    quote:
      'The Gallery had prompts for businesses like mine. I filled in a few details and had a week of social posts in an afternoon.',
    initials: 'DO',
  },
  {
    name: 'Priya Sharma',
    role: 'Freelance bookkeeper',
    quote:
      'Prompt Coach showed me why my prompts were vague. After a few rewrites, my client emails came out right the first time.',
    initials: 'PS',
  },
];

export const closingCta: { title: string; text: string } = {
  title: 'Your first prompt starts here',
  text: 'Start the free Prompt School course today. No experience needed, just a little curiosity.',
};

// ---------------------------------------------------------------------------
// Prompt Lab page
// ---------------------------------------------------------------------------

export const labHero: { title: string; subtitle: string } = {
  title: 'Every AI tool, one place',
  subtitle:
    'Write, design, make videos and create audio with 50+ models. Try it free for 7 days, then plans start at $20 a month.',
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
    credits: '20-50 credits per generation',
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
    credits: 'Uses credits from your monthly plan',
  },
];

export const labModels: LabModel[] = [
  {
    name: 'GPT-4o',
    provider: 'OpenAI',
    kind: 'Text',
    bestFor: 'Everyday writing, questions and brainstorming',
  },
  {
    name: 'Claude Sonnet',
    provider: 'Anthropic',
    kind: 'Text',
    bestFor: 'Long documents, careful reasoning and clear writing',
  },
  {
    name: 'Gemini Pro',
    provider: 'Google',
    kind: 'Text',
    bestFor: 'Working through long files and mixed content',
  },
  {
    name: 'Llama',
    provider: 'Meta',
    kind: 'Text',
    bestFor: 'Quick, low-cost drafts and simple tasks',
  },
  {
    name: 'Mistral Large',
    provider: 'Mistral AI',
    kind: 'Text',
    bestFor: 'Fast answers and writing in European languages',
  },
  {
    name: 'Codestral',
    provider: 'Mistral AI',
    kind: 'Code',
    bestFor: 'Writing and explaining small pieces of code',
  },
  {
    name: 'DALL-E 3',
    provider: 'OpenAI',
    kind: 'Image',
    bestFor: 'Images that follow detailed descriptions closely',
  },
  {
    name: 'Stable Diffusion',
    provider: 'Stability AI',
    kind: 'Image',
    bestFor: 'Flexible image styles and quick variations',
  },
  {
    name: 'FLUX',
    provider: 'Black Forest Labs',
    kind: 'Image',
    bestFor: 'Realistic photos and readable text in images',
  },
  {
    name: 'Runway Gen-3',
    provider: 'Runway',
    kind: 'Video',
    bestFor: 'Short cinematic clips from text or images',
  },
  {
    name: 'Dream Machine',
    provider: 'Luma AI',
    kind: 'Video',
    bestFor: 'Smooth, natural motion in short clips',
  },
  {
    name: 'ElevenLabs',
    provider: 'ElevenLabs',
    kind: 'Audio',
    bestFor: 'Natural-sounding voiceovers in many languages',
  },
  {
    name: 'Whisper',
    provider: 'OpenAI',
    kind: 'Audio',
    bestFor: 'Turning speech recordings into accurate text',
  },
];

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

export const labCostComparison: CostRow[] = [
  { item: 'Chat and writing', separate: 'ChatGPT Plus $20/month', lab: 'Included' },
  { item: 'Long-form writing', separate: 'Claude Pro $20/month', lab: 'Included' },
  { item: 'Image creation', separate: 'Midjourney Basic $10/month', lab: 'Included' },
  { item: 'Video creation', separate: 'Runway Standard $15/month', lab: 'Included' },
  { item: 'Total each month', separate: '$65/month', lab: 'From $20/month' },
];

export const pricingFaqNote: string =
  'Credits reset each month and do not roll over: text uses 1-3 credits, code 2-5, images 5-10 and video 20-50 per generation.';
