/**
 * What each common task needs (issue 29, parts 4 and 5), as data: the shape and length the rewrite
 * suggests, and the questions the card asks first about what is missing. Checked in order; the
 * first kind whose pattern matches the task wins.
 */
export type QuestionId = 'goal' | 'about' | 'offer' | 'when' | 'next' | 'reader' | 'situation' | 'want' | 'owners';

export interface TaskKind {
  id: string;
  match: RegExp;
  /** The shape and the length the rewrite suggests, in words a learner can keep. */
  format: string;
  length: string;
  /** The questions that matter most for this task, in order. */
  questions: QuestionId[];
}

export const TASK_KINDS: TaskKind[] = [
  {
    id: 'newsletter',
    match: /\bnewsletters?\b/i,
    format: 'a subject line, two or three short paragraphs and one call to action',
    length: 'about 200 to 300 words',
    questions: ['about', 'offer', 'next', 'reader'],
  },
  {
    id: 'complaint',
    match: /\bcomplain\w*|\bcomplaint\b|\brefund\b/i,
    format: 'what went wrong (with dates), what you want, and by when',
    length: 'under 200 words',
    questions: ['situation', 'want', 'when', 'reader'],
  },
  {
    id: 'job-advert',
    match: /\bjob (?:advert|ad|post(?:ing)?|description)\b|\bvacanc(?:y|ies)\b|\brecruit\w*|\bhiring\b/i,
    format: 'job title, what the job involves, hours and pay, and how to apply with a closing date',
    length: 'about 150 to 250 words',
    questions: ['about', 'offer', 'next', 'when'],
  },
  {
    id: 'plan',
    match: /\bplans?\b|\bschedule\b|\brota\b|\btimetable\b|\bprogramme\b|\bstrategy\b|\broadmap\b/i,
    format: 'numbered steps, each with an owner and a date',
    length: 'one page',
    questions: ['goal', 'when', 'owners', 'situation'],
  },
  {
    id: 'review-reply',
    match: /\b(?:repl\w*|respond\w*|response|answer\w*)\b[^.!?\n]{0,40}\breviews?\b/i,
    format: 'thank them, answer the point they raised, and say what you have done about it',
    length: 'under 100 words',
    questions: ['situation', 'want', 'reader'],
  },
  {
    id: 'social-post',
    match: /\b(?:posts?|caption|tweet|instagram|facebook|linkedin|tiktok|social media)\b/i,
    format: 'one post with a strong first line, 2 or 3 hashtags and one call to action',
    length: 'under 80 words',
    questions: ['about', 'offer', 'next', 'reader'],
  },
  {
    id: 'advert',
    match: /\b(?:advert|advertisement|ad|flyer|leaflet|poster|brochure|landing page|product description)\b/i,
    format: 'a headline, two or three short lines on what it is and why it matters, and one call to action',
    length: 'under 100 words',
    questions: ['about', 'offer', 'next', 'reader'],
  },
  {
    id: 'email',
    match: /\b(?:emails?|repl(?:y|ies)|letters?|messages?|texts?|notes?|whatsapp|sms)\b/i,
    format: 'a subject line, a short greeting, two or three short paragraphs and a clear next step',
    length: 'under 150 words',
    questions: ['about', 'reader', 'next', 'when'],
  },
];

export interface QuestionSpec {
  question: string;
  hint: string;
  /** The form field the answer belongs in; in plain text, the label its line gets. */
  field: 'goal' | 'context' | 'targetAudience' | 'successCriteria' | 'constraints';
  label: string;
}

export const QUESTIONS: Record<QuestionId, QuestionSpec> = {
  goal: {
    question: 'What exactly should the AI produce, and what is it for?',
    hint: 'e.g. a 4-week plan to open our online shop on 1 October',
    field: 'goal',
    label: 'Task',
  },
  about: {
    question: 'Which product, service, news or event is it about? Give the facts the reader needs.',
    hint: 'e.g. our new sourdough loaf, £4.50, baked every Saturday',
    field: 'context',
    label: 'Context',
  },
  offer: {
    question: 'Is there an offer, a price or a date to mention?',
    hint: 'e.g. 20 % off the first order until 30 June',
    field: 'context',
    label: 'Context',
  },
  when: {
    question: 'By when? Which dates or deadline matter?',
    hint: 'e.g. by Friday 14 March',
    field: 'context',
    label: 'Context',
  },
  next: {
    question: 'What should the reader do next?',
    hint: 'e.g. book a table online, or reply with their favourite bake',
    field: 'successCriteria',
    label: 'Success criteria',
  },
  reader: {
    question: 'Who exactly will read it, and what do they already know?',
    hint: 'e.g. regular customers, most of them over 60',
    field: 'targetAudience',
    label: 'Audience',
  },
  situation: {
    question: 'What happened, or what is your situation, in a sentence or two?',
    hint: 'e.g. the boiler broke on 2 May and was only fixed on 20 May',
    field: 'context',
    label: 'Context',
  },
  want: {
    question: 'What do you want them to do about it?',
    hint: 'e.g. a refund of £60, or a date for the repair',
    field: 'successCriteria',
    label: 'Success criteria',
  },
  owners: {
    question: 'Who will do the work, and how much time or money is there?',
    hint: 'e.g. me and one part-time helper, 5 hours a week, £500',
    field: 'context',
    label: 'Context',
  },
};

/** The kind of task a text asks for, if it is one of the common ones. */
export function taskKindOf(text: string): TaskKind | null {
  return TASK_KINDS.find((k) => k.match.test(text)) ?? null;
}
