import { FORMAT, instructionVerb, isQuestion, lengthPrecision, LENGTH_NUMBER, TONE, type PartKey } from './cues.js';
import type { ParsedPrompt } from './parse.js';
import { contentWords, detailWords, vaguePhrases, words } from './text.js';

/** Words that sound like content but say nothing concrete: they never count as detail. */
export const EMPTY_WORDS = new Set([
  'something',
  'anything',
  'everything',
  'stuff',
  'things',
  'thing',
  'whatever',
  'better',
  'nicer',
  'good',
  'nice',
  'great',
  'cool',
  'interesting',
  'awesome',
  'amazing',
  'right',
  'wrong',
  'expert',
  'assistant',
  'ai',
  'helpful',
  'chatbot',
  'bot',
  'specialist',
]);

export const concreteWords = (text: string): string[] => [
  ...new Set(detailWords(text).filter((w) => !EMPTY_WORDS.has(w))),
];

export const clamp = (n: number, min = 0, max = 10) => Math.max(min, Math.min(max, Math.round(n * 10) / 10));

/** How well each part is there, from 0 (missing) to 1 (present and concrete). */
export type Qualities = Record<PartKey, number>;

const textsOf = (p: ParsedPrompt, key: PartKey) => p.parts.get(key) ?? [];

function taskQuality(p: ParsedPrompt): number {
  let best = 0;
  for (const text of textsOf(p, 'task')) {
    const actionable = instructionVerb(text) || isQuestion(text) ? 1 : 0.8;
    const detail = concreteWords(text).filter((w) => w !== instructionVerb(text)).length;
    const vague = vaguePhrases(text).length;
    best = Math.max(best, clamp(0.35 * actionable + 0.65 * Math.min(1, detail / 3) - 0.25 * vague, 0, 1));
  }
  return best;
}

export function qualities(p: ParsedPrompt): Qualities {
  const has = (key: PartKey) => (textsOf(p, key).length ? 1 : 0);
  const role = textsOf(p, 'role').join(' ');
  const audience = textsOf(p, 'audience').join(' ');
  const context = textsOf(p, 'context').join(' ');
  return {
    task: taskQuality(p),
    role: !role ? 0 : concreteWords(role).length ? 1 : contentWords(role).length ? 0.4 : 0,
    audience: !audience ? 0 : concreteWords(audience).length ? 1 : contentWords(audience).length ? 0.5 : 0,
    // A task sentence rich in details and pasted material (your own document) are context too.
    context: Math.max(
      Math.min(
        1,
        (concreteWords(context).length + Math.max(0, concreteWords(textsOf(p, 'task').join(' ')).length - 5)) / 8,
      ),
      p.material.length ? 0.8 : 0,
    ),
    format: has('format'),
    length: Math.max(0, ...textsOf(p, 'length').map((t) => (t === p.outputLength ? 0.9 : lengthPrecision(t)))),
    tone: has('tone'),
    examples: has('examples'),
    criteria: has('criteria'),
    constraints: has('constraints'),
  };
}

/** Concrete detail overall: distinct words of the learner's own, numbers, names, pasted material. */
export function detailLevel(p: ParsedPrompt): number {
  const own = p.own;
  const numbers = (own.match(/\d+(?:[.,]\d+)?/g) ?? []).length;
  const names = new Set((own.match(/(?<=[\p{Ll},;:]\s)\p{Lu}[\p{L}'’-]+/gu) ?? []).filter((w) => w !== 'I')).size;
  return Math.min(1, concreteWords(own).length / 14 + numbers * 0.06 + names * 0.04 + (p.material.length ? 0.25 : 0));
}

/** Lines, labels or lists: a longer prompt is easier to follow with each part on its own line (lesson 2). */
export function layoutLevel(p: ParsedPrompt): number {
  if (p.source === 'fields') return 1;
  const { lines, labels, listItems } = p.layout;
  if (lines >= 3 || labels >= 2 || listItems >= 2) return 1;
  if (words(p.own).length < 30) return 0.6;
  return lines === 2 ? 0.7 : 0.4;
}

/** The task is easy to find: in the first sentences, on its own line, or labelled. */
export function taskPlacement(p: ParsedPrompt): number {
  const index = p.segments.findIndex((s) => s.cues.some((c) => c.key === 'task'));
  if (index < 0) return 0;
  const segment = p.segments[index];
  if (index <= 2 || segment.label === 'task' || segment.listItem || p.layout.lines >= 3 || words(p.own).length < 80)
    return 1;
  return 0.5;
}

/** The phrase of a part worth quoting back: the length itself rather than its whole sentence. */
export function phraseOf(key: PartKey, text: string): string {
  if (key === 'role') return text.replace(/^(?:(?:you are|you're)\s+)+/i, '');
  const pattern = key === 'length' ? LENGTH_NUMBER : key === 'format' ? FORMAT : key === 'tone' ? TONE : null;
  return (pattern && pattern.exec(text)?.[0].trim()) || text;
}
