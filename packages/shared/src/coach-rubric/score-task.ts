import { instructionVerb, PART_KEYS, type PartKey } from './cues.js';
import type { ParsedPrompt } from './parse.js';
import { clamp, detailLevel, layoutLevel, phraseOf, qualities, taskPlacement, type Qualities } from './quality.js';
import { quote, vaguePhrases, withoutQuotes, words } from './text.js';

export interface Scored {
  clarity: number;
  specificity: number;
  structure: number;
  strengths: string[];
  weaknesses: string[];
  /** What the rewrite should add as [placeholders]. */
  missing: string[];
}

/** Deliverables someone else reads: these need an audience, a tone and a length (lesson 2). */
const FOR_OTHERS = new RegExp(
  `\\b(?:write|draft|compose|create|prepare|craft|produce|make|generate|rewrite|turn (?:this|it) into|design)\\b[^.;:]{0,35}?\\b(?:${[
    'e-?mails?',
    'posts?',
    'captions?',
    'ads?',
    'adverts?',
    'advertisements?',
    'letters?',
    'descriptions?',
    'articles?',
    'blogs?',
    'newsletters?',
    'messages?',
    'repl(?:y|ies)',
    'bios?',
    'speech(?:es)?',
    'scripts?',
    'flyers?',
    'brochures?',
    'announcements?',
    'job (?:ad|advert|posting|listing)s?',
    'proposals?',
    'press releases?',
    'landing pages?',
    'web(?:site)? (?:copy|page|text)',
    'text messages?',
    'sms',
    'tweets?',
    'threads?',
    'stor(?:y|ies)',
    'poems?',
    'slogans?',
    'taglines?',
    'headlines?',
    'invitations?',
    'memos?',
    'notices?',
    'faqs?',
    'guides?',
    'handouts?',
    'leaflets?',
    'menus?',
    'product pages?',
    'listings?',
    'cover letters?',
    'presentations?',
    'slides',
    'campaigns?',
    'sequences?',
    'playbooks?',
    'polic(?:y|ies)',
    'lesson plans?',
    'quiz(?:zes)?',
    'explanations?',
  ].join('|')})\\b`,
  'i',
);
const REPLYING = /^(?:please\s+)?(?:reply|respond|answer)\s+to\b/i;

/** Code, formulas and spreadsheets are read by a machine first: audience and tone matter less. */
const CODE =
  /\b(?:python|javascript|typescript|java|sql|html|css|php|ruby|bash|powershell|excel|google sheets|formula|function|regex|api|code|macro|script that)\b/i;

export function writesForOthers(p: ParsedPrompt): boolean {
  const task = withoutQuotes((p.parts.get('task') ?? []).join(' '));
  const verb = instructionVerb(task) ?? '';
  if (CODE.test(task)) return false;
  return FOR_OTHERS.test(task) || REPLYING.test(task.trim()) || ['explain', 'teach', 'describe'].includes(verb);
}

const ADVICE: Record<PartKey, string> = {
  role: 'No role: start with "You are a [job title] who [specialism]" so the AI answers from that point of view.',
  context: 'Little context: add who you are and what situation this is for (one or two sentences with real details).',
  task: 'The task is unclear: say exactly what to produce, and about what, starting with an action verb ("Write…", "List…").',
  audience: 'No audience: say who will read the answer (e.g. "busy parents who are new to yoga").',
  format: 'No format: ask for the shape you want (e.g. "5 bullet points" or "a short email with a subject line").',
  length:
    'No length: give a size such as "3 short paragraphs" or "about 100 to 150 words" (word counts are approximate).',
  tone: 'No tone: say how it should sound (e.g. "warm and plain-spoken").',
  constraints: 'No constraints: add what to avoid (e.g. "no jargon, no made-up facts").',
  criteria: 'No success criteria: say what a good answer must achieve (e.g. "ends with one clear call to action").',
  examples: '',
};

function strengthOf(key: PartKey, text: string, q: Qualities): string | null {
  const said = quote(phraseOf(key, text));
  switch (key) {
    case 'role':
      return q.role >= 1 ? `It gives the AI a role (${said}), which sets its point of view.` : null;
    case 'context':
      return q.context >= 0.5 ? `It explains the situation (${said}), so the AI does not have to guess.` : null;
    case 'task':
      return q.task >= 0.6 ? `The task is clear (${said}).` : null;
    case 'audience':
      return `It names who the answer is for (${said}), which sets the words and the depth.`;
    case 'format':
      return `It asks for a shape (${said}).`;
    case 'length':
      return q.length >= 0.9
        ? `It sets a length (${said}).`
        : `It gives a rough length (${said}); a number of sentences or bullet points is more reliable.`;
    case 'tone':
      return `It says how it should sound (${said}).`;
    case 'examples':
      return 'It shows an example of what you want, the quickest way to set a style (lesson 3).';
    case 'criteria':
      return `It says what a good answer must do (${said}).`;
    case 'constraints':
      return `It sets limits (${said}).`;
  }
}

/** Strengths lead with the task, then follow the rewrite's order. */
const ORDER: PartKey[] = ['task', ...PART_KEYS.filter((k) => k !== 'task')];

/** A task (most prompts): the six building blocks, weighted by what this task needs. */
export function scoreTask(p: ParsedPrompt): Scored {
  const q = qualities(p);
  const forOthers = writesForOthers(p);
  // Vague words matter where they stand for what to produce; "if something goes wrong" is fine.
  const vague = vaguePhrases((p.parts.get('task') ?? []).join('\n'));
  const vaguePenalty = Math.min(2, vague.length * 0.6);
  const clarityParts = forOthers
    ? 0.5 * q.task + 0.2 * q.context + 0.2 * q.audience + 0.1 * q.role
    : 0.55 * q.task + 0.35 * q.context + 0.1 * Math.max(q.role, q.audience);
  const detail = detailLevel(p);
  const specificityParts = forOthers
    ? 0.35 * detail + 0.2 * q.length + 0.15 * q.constraints + 0.1 * q.tone + 0.2 * q.criteria + 0.1 * q.examples
    : 0.6 * detail + 0.1 * q.length + 0.15 * q.constraints + 0.15 * q.criteria + 0.1 * q.examples;
  const undelimited = p.material.some((m) => !m.delimited);
  const structureParts =
    0.35 * q.format + 0.3 * layoutLevel(p) + 0.2 * taskPlacement(p) + 0.15 * (undelimited ? 0.2 : 1);

  const needed: PartKey[] = forOthers
    ? ['task', 'context', 'audience', 'role', 'format', 'length', 'tone', 'constraints']
    : ['task', 'context', 'format', 'constraints'];
  const missing = needed.filter((k) => (k === 'task' ? q.task < 0.5 : k === 'context' ? q.context < 0.3 : q[k] === 0));
  const quoted = new Set<string>();
  const strengths = ORDER.flatMap((k) => {
    // The learner's own field or labelled section for the part, before a phrase found inside another sentence.
    const text = p.segments.find((s) => s.label === k && s.cues.some((c) => c.key === k))?.text ?? p.parts.get(k)?.[0];
    const s = text ? strengthOf(k, text, q) : null;
    if (!s || !text) return [];
    // Quote a sentence once: the second mention of the same words drops the quotation.
    const said = quote(phraseOf(k, text));
    if (quoted.has(said)) return [s.replace(` (${said})`, '').replace(`: ${said}`, '')];
    quoted.add(said);
    return [s];
  });
  if (p.material.length && !undelimited)
    strengths.push(
      'Pasted material is fenced off with delimiters, so the AI can tell it from your instructions (lesson 3).',
    );
  if (!vague.length && words(p.own).length >= 15)
    strengths.push('It avoids vague words such as "something" or "stuff".');

  const weaknesses = missing.map((k) =>
    k === 'context' && q.context > 0
      ? 'Thin context: add the details only you know (your business, the situation, any numbers that matter).'
      : ADVICE[k],
  );
  if (vague.length)
    weaknesses.push(
      `Vague words (${[...new Set(vague)].map((v) => `"${v}"`).join(', ')}): replace each with the concrete thing you mean.`,
    );
  if (taskPlacement(p) === 0.5)
    weaknesses.push('The task is buried in the middle: state it near the start, on its own line.');
  if (words(p.own).length < 12 && q.task > 0)
    weaknesses.push('Very short: a prompt this short leaves the AI to guess; most good prompts are 40 to 150 words.');
  return {
    clarity: clamp(1 + 9 * clarityParts - vaguePenalty),
    specificity: clamp(1 + 9 * Math.min(1, specificityParts)),
    structure: clamp(1 + 9 * structureParts),
    strengths,
    weaknesses,
    missing,
  };
}

/** A quick factual question or closed one-liner ("What is the capital of Portugal?"): clear is enough (lesson 2). */
export function scoreQuestion(): Scored {
  return {
    clarity: 9,
    specificity: 8.5,
    structure: 9,
    strengths: [
      'A clear, closed request: for a quick fact or a one-line job, being clear is all a prompt needs (lesson 2).',
    ],
    weaknesses: [],
    missing: [],
  };
}
