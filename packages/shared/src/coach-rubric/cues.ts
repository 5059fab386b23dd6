import { contentWords, withoutQuotes } from './text.js';

/** The building blocks of a prompt (lesson 2's six, with tone and length apart, plus examples and criteria). */
export const PART_KEYS = [
  'role',
  'context',
  'task',
  'audience',
  'format',
  'length',
  'tone',
  'criteria',
  'constraints',
  'examples',
] as const;
export type PartKey = (typeof PART_KEYS)[number];

export interface Cue {
  key: PartKey;
  /** The learner's words for this part (the cue words themselves removed where possible). */
  text: string;
}

export const ACTION_VERBS = new Set(
  `write draft create compose list summarise summarize explain describe compare analyse analyze review rewrite edit proofread translate plan outline suggest recommend generate brainstorm give tell make produce design build code fix debug calculate work answer find identify extract classify sort rank evaluate check convert turn prepare propose develop research search shorten replace add remove change improve simplify organise organize schedule estimate help show teach quiz ask respond reply read go deal pick choose decide name define count map draw illustrate paint visualise visualize interview practise practice play act critique assess test spot flag highlight group categorise categorize cut expand continue finish complete fill structure forecast predict craft script refactor optimise optimize implement set book send redo rephrase reword tweak adjust update lengthen push stop`.split(
    /\s+/,
  ),
);

const LEAD =
  /^(?:(?:please|kindly|now|then|next|finally|also|and|so|first|second|third|lastly|in any chat|step \d+)[\s,:.-]+)+/i;
const CLAUSE =
  /^(?:using|based on|with|from|given|looking at|taking|after|before|in|for|when|if|once)\b[^,]{0,90},\s*/i;
const REQUEST =
  /^(?:(?:can|could|would|will) you(?: please)?|i (?:want|need|would like) you to|i'd like you to|help me(?: to)?|your task is to|the task is to|your job is to)\s+/i;
const WANT = /^(?:i (?:want|need|would like)|i'd like|give me|send me|show me|tell me)\b/i;

/** The action verb that starts an instruction ("Then, using the notes, write…"), or null. */
export function instructionVerb(sentence: string): string | null {
  let s = sentence
    .trim()
    .replace(/^[("'“]+/, '')
    .replace(LEAD, '');
  const afterClause = s.replace(CLAUSE, '');
  if (afterClause !== s && ACTION_VERBS.has(firstWord(afterClause.replace(LEAD, ''))))
    s = afterClause.replace(LEAD, '');
  if (WANT.test(s)) return 'give';
  s = s.replace(REQUEST, '');
  const first = firstWord(s);
  if (first === 'make' && /^make sure\b/i.test(s)) return null;
  return ACTION_VERBS.has(first) ? first : null;
}

const firstWord = (s: string) => (/^[\p{L}-]+/u.exec(s)?.[0] ?? '').toLowerCase();

export const isQuestion = (sentence: string) => /\?\s*["')”]*$/.test(sentence.trim());

const ROLE =
  /^(?:you are|you're|act as|acting as|imagine (?:that )?you(?:'re| are)|pretend (?:to be|you(?:'re| are))|take the role of|play the role of|you (?:will )?play|you'll play|be my)\s+(.+)$/i;
const AS_ROLE = /^as an? ([\p{L} -]{2,50}?),\s*(.+)$/iu;

/** "You are a friendly IT helper…" → "a friendly IT helper…"; "As a florist, write…" → role and the rest. */
export function roleOf(sentence: string): { role: string; rest: string } | null {
  const s = sentence.trim();
  const as = AS_ROLE.exec(s);
  if (as) return { role: as[1], rest: as[2] };
  const m = ROLE.exec(s);
  // "You are You are a baker" (the form's "You are" before a role typed with its own): quoted once.
  return m ? { role: m[1].replace(/[.!]$/, '').replace(/^(?:(?:you are|you're)\s+)+/i, ''), rest: '' } : null;
}

const AUDIENCE_NOUNS =
  'manager|boss|team|staff|customers?|clients?|readers?|students?|beginners?|kids|children|parents|seniors|owners?|employees|colleagues|investors|board|members|visitors|followers|subscribers|patients|guests|buyers|teenagers|teens|learners|professionals|users|volunteers|donors|tenants|landlords?|families|people|adults|audience|newcomers|leavers|changers|graduates|retirees|homeowners|shoppers|fans|community|partners|suppliers|recruiters|teachers|nurses|doctors|developers|engineers|executives|ceo|director|council|regulars|locals|neighbours|neighbors|mums|dads|grandparents';
const AUDIENCE: RegExp[] = [
  /\b(?:the )?(?:target )?audience (?:is|are|will be)\s+(.+)/i,
  /\b(?:aimed at|targeted at|written for|intended for|meant for|readers are|for readers who|read by)\s+(.+)/i,
  new RegExp(`\\bfor\\s(?:(?:my|our|a|an|the|all)\\s)?((?:[\\p{L}\\d-]+\\s){0,3}(?:${AUDIENCE_NOUNS}))\\b`, 'iu'),
  /\b(?:email|letter|message|note|reply|text|memo|announcement|invitation|speech|advert|ad) to (?:my|our|a|an|the|all)?\s*((?:[\p{L}-]+\s){0,2}[\p{L}-]+)/iu,
  /\b(?:someone|people|anyone|staff|customers|readers) (?:who (?:are|is) (?:new to|not confident|nervous|unfamiliar)[^.,;]*|aged \d+[^.,;]*)/i,
  new RegExp(
    `\\b(?:tell(?:ing)?|inform(?:ing)?|remind(?:ing)?|invit(?:e|ing)|thank(?:ing)?|welcom(?:e|ing)|ask(?:ing)?|warn(?:ing)?) (?:our|my|the|all)?\\s*((?:[\\p{L}-]+\\s){0,2}(?:${AUDIENCE_NOUNS}))\\b`,
    'iu',
  ),
  /\bto (?:a|an|my|our|the|your)\s+((?:[\p{L}-]+\s){0,5}[\p{L}-]+)\s+(?:who|that)\b/iu,
];

const UNITS =
  '(?:words?|sentences?|paragraphs?|characters?|chars|lines?|bullet points|bullets?|points|items|pages?|minutes?|seconds?|slides|tweets|options|ideas|questions|steps|tips|emails|exchanges|rows|hashtags)';
export const LENGTH_NUMBER = new RegExp(
  `\\b(?:under|up to|no more than|at most|less than|fewer than|maximum(?: of)?|max|about|around|roughly|approximately|at least|minimum(?: of)?|between|exactly|well under)?\\s*\\d[\\d,]{0,12}(?:\\s*(?:-|–|to|or|and)\\s*\\d+)?[\\s-]*${UNITS}\\b`,
  'i',
);
const LENGTH_COUNTED =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|single)\s+(?:short\s+|long\s+)?(?:words?|sentences?|paragraphs?|lines?|bullets?|bullet points|points|pages?|exchanges)\b/i;
const LENGTH_WORD =
  /\b(?:short|brief|concise|succinct|long|detailed|in-depth|comprehensive|one-page|thorough|(?:same|match the)[^.]{0,25}\blength)\b/i;

export const FORMAT =
  /\b(?:bullet(?:ed)?(?: points?| list)?|bullets|numbered (?:list|steps)|(?:a|as a|in a) list|table|columns?|headings?|headline|subject line|json|csv|markdown|spreadsheet|checklist|outline|step[- ]by[- ]step|day[- ]by[- ]day|q&a|faq|slides?|one line|paragraphs?|sections?|script|template|timeline|agenda|schedule|layout|showing your (?:calculations|working|work)|(?:\d+|two|three|four|five|six|seven|eight|ten) (?:options|versions|variations|ideas|steps|tips|points|items|questions|examples|sentences|paragraphs|lines|emails|posts|captions|slides|sections|bullets|headlines|names|taglines|rows|touches))\b/i;
export const TONE =
  /\b(?:tone|voice|friendly|formal|informal|casual|professional|warm|enthusiastic|authoritative|conversational|playful|reassuring|encouraging|polite|direct|plain[- ](?:english|language|spoken)|humou?rous|funny|serious|empathetic|upbeat|calm|confident|respectful|gentle|honest|british spelling|american spelling|simple words|light-hearted|cheerful|witty|sincere|apologetic|firm|kind|welcoming|inviting|neutral|objective)\b/i;
const EXAMPLES =
  /\b(?:for example|for instance|e\.g\.|such as|examples?\s*\d*\s*:|like this|here is an example|here's an example|in the same style as|match the (?:tone|style)|similar to)|\be\.g\./i;
const CRITERIA =
  /\b(?:make sure|must|should (?:include|mention|end|start|cover|be able)|the goal is|the aim is|so that|so i can|focus on|a good answer|success (?:means|criteria|looks like)|ends? with|starts? with|open with|include|mention|cover|quote|cite|prioriti[sz]e|most important|most serious first|rank|explain why|tell me which|by how much|what i did well|what (?:i|we) should)\b/i;
const CONSTRAINTS =
  /\b(?:(?:under|within|below|no more than|at most|max(?:imum)?(?: of)?) [£$€]?\d|do not|don't|never|avoid|without|no (?:more than|jargon|hype|emojis?|slang|prices?|pay|links?|exclamation|clich[eé]s|buzzwords|fluff|technical terms|made-up|invented|guess\w*)|only (?:use|read|include|answer|from|mention|list|the)|using only|not (?:mention|include|use|follow)|keep (?:it|the|them|each|every|answers)|stay within|limit|exclude|instead of guessing|if you are (?:not )?(?:sure|unsure)|say so|if (?:the|it|any|an|a) [\w ]{1,40}(?:does not|doesn't|is not|isn't|cannot))\b/i;
const CONTEXT =
  /\b(?:i am|i'm|i run|i own|i work|i have|i've|i manage|i teach|i sell|we are|we're|we run|we sell|we own|we need|we have|we've|we want|we would|we offer|we make|we train|our (?:[\w-]+ ){0,2}(?:is|are|has|have|was|were|sells?|offers?|makes?)|my (?:[\w-]+ ){0,2}(?:is|are|has|have|was|were)|this is (?:for|about)|below is|here is|here's|attached is|the customer|the client|a customer|a client|i'm writing|i am writing|i want to practi[sc]e|i'm going to|i am going to|this (?:letter|email|message|document) (?:arrived|came|is))\b/i;

/** A quotation of three words or more; each run of non-space is taken whole (linear, issue 27, H-1). */
const QUOTED_WORDS = /"(?:[^"\s]*\s){2}[^"]*"|“(?:[^”\s]*\s){2}[^”]*”/;

/** The parts one English sentence supplies, with the learner's words for each. */
export function cuesOf(sentence: string): Cue[] {
  const s = withoutQuotes(sentence);
  const cues: Cue[] = [];
  const role = roleOf(sentence);
  if (role) cues.push({ key: 'role', text: role.role });
  const rest = role?.rest || (role ? '' : sentence);
  if (rest && (instructionVerb(rest) || isQuestion(rest))) cues.push({ key: 'task', text: rest });
  for (const pattern of AUDIENCE) {
    const m = pattern.exec(s);
    if (m) {
      cues.push({ key: 'audience', text: (m[1] ?? m[0]).replace(/[.;:!?].*$/, '') });
      break;
    }
  }
  if (FORMAT.test(s)) cues.push({ key: 'format', text: sentence });
  if (LENGTH_NUMBER.test(s) || LENGTH_COUNTED.test(s) || LENGTH_WORD.test(s))
    cues.push({ key: 'length', text: sentence });
  if (TONE.test(s)) cues.push({ key: 'tone', text: sentence });
  if (EXAMPLES.test(sentence) || QUOTED_WORDS.test(sentence)) cues.push({ key: 'examples', text: sentence });
  if (CRITERIA.test(s)) cues.push({ key: 'criteria', text: sentence });
  if (CONSTRAINTS.test(s)) cues.push({ key: 'constraints', text: sentence });
  const claimsContext = CONTEXT.test(s);
  const instruction = cues.some((c) => c.key === 'task' || c.key === 'role');
  if (claimsContext || (!instruction && cues.length === 0 && contentWords(s).length >= 3))
    cues.push({ key: 'context', text: sentence });
  return cues;
}

/** How precise a length instruction is: a number (1), a counted unit (0.9), a word such as "short" (0.6). */
export function lengthPrecision(text: string): number {
  if (LENGTH_NUMBER.test(text)) return 1;
  if (LENGTH_COUNTED.test(text)) return 0.9;
  return LENGTH_WORD.test(text) ? 0.6 : 0;
}
