import type { CoachFormValues } from '../contracts/coach.js';
import { COACH_FIELD_TEXTS, COACH_FORM_UI_TEXTS, COACH_OUTPUT_LENGTHS, COACH_TONES } from '../domain/coach.js';
import { instructionVerb } from './cues.js';
import type { GuardHit } from './guards.js';
import { contentWords, RUBRIC_WORDS, sentences, STOPWORDS, words } from './text.js';

/**
 * Not real content (issue 29, part 2): text that fills a prompt without saying anything. Taken out
 * before scoring, so it earns nothing, and reported as a guard that says what is missing:
 * the form's own hints and labels, lorem ipsum, scores the prompt gives itself, headings with
 * nothing after them, the same sentence repeated, fields of numbers and format words, word salad.
 */

type TextField = keyof typeof COACH_FIELD_TEXTS;
const TEXT_FIELDS = Object.keys(COACH_FIELD_TEXTS) as TextField[];
const REQUIRED: TextField[] = ['goal', 'role', 'context', 'targetAudience'];

/** What each field asks for, in the words of the message that says it is missing. */
const ASKS: Record<TextField, string> = {
  goal: 'what the AI should produce, and about what',
  role: 'who the AI should be',
  context: 'your situation',
  targetAudience: 'who will read it',
  format: 'the shape of the answer',
  successCriteria: 'what a good answer must achieve',
  examples: 'a real sample',
  constraints: 'what to avoid',
};

const LOREM = new Set(
  `lorem ipsum dolor sit amet consectetur consectetuer adipiscing adipisicing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse cillum fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum`.split(
    ' ',
  ),
);
const LOREM_START = /\blorem\s+ipsum\b/i;

/** Shapes and counts: a field of nothing else has no subject. */
const SHAPES = new Set(
  `words word bullet bullets points point paragraphs paragraph table tables json markdown csv list lists numbered sections section headings heading columns column sentences sentence lines line pages page hashtags hashtag emojis emoji headline headlines subject chars characters tips ideas steps reasons stars years year experience format structure poem poems numbers figures items`.split(
    ' ',
  ),
);
/** The shapes one field may ask for; four or more different ones at once pull in different directions. */
const SHAPE_FAMILIES: Array<[string, RegExp]> = [
  ['a word count', /\b\d[\d,]{0,6}\s?words?\b/i],
  ['bullet points', /\bbullet(?:s| points?)?\b/i],
  ['paragraphs', /\bparagraphs?\b/i],
  ['a table', /\btables?\b/i],
  ['JSON', /\bjson\b/i],
  ['markdown', /\bmarkdown\b/i],
  ['CSV', /\bcsv\b/i],
  ['a poem', /\bpoems?\b/i],
  ['a numbered list', /\bnumbered list\b/i],
  ['sentences', /\b\d+\s?sentences?\b|\bone sentence\b/i],
  ['sections', /\b\d+\s?sections?\b/i],
  ['headings', /\b\d+\s?headings?\b/i],
  ['columns', /\b\d+\s?columns?\b/i],
];

/** Scores and grades a prompt gives itself: "(10/10)", "Grade: A", "Score: A+". */
const SELF_SCORE = /\(?\b\d{1,2}\s?\/\s?10\b\)?|\b(?:grade|score|rating|mark)\s?:?\s?A\+?(?![\w-])/gi;
const RUBRIC_NAMES = /\b(?:clarity|specificity|structure)\b/gi;
/**
 * A verdict beside the rubric's names ("clarity: 10", "structure 9/10, specificity excellent"): naming
 * two qualities is ordinary ("check it for clarity and structure"); scoring them is self-grading.
 */
const RUBRIC_VERDICT =
  /\b(?:\d{1,3}\s?(?:\/|out of)\s?\d{1,3}|\d{1,3}\s?%|excellent|perfect|flawless|outstanding|top marks|full marks|maxim(?:um|al))\b|\b(?:clarity|specificity|structure)\s?[:=-]\s?(?:\d|a\b|high|good|great|strong)/i;
/** Two or more of the rubric's names with a verdict beside them. */
const scoresItself = (text: string) => (text.match(RUBRIC_NAMES)?.length ?? 0) >= 2 && RUBRIC_VERDICT.test(text);
/** A sentence about the prompt's own qualities ("excellent clarity", "all included"), not about the job. */
const SELF_PRAISE =
  /\b(?:this prompt (?:has|is)|(?:excellent|high|perfect|great|full) (?:clarity|specificity|structure)|(?:are|is) all (?:included|covered|present|specified)|clearly defined|detailed context provided)\b/i;
const INLINE_LABEL =
  /^(?:role|task|your task|goal|context|audience|target audience|format|length|tone|constraints|avoid)\s?:/i;
const LABEL_ONLY = /^\s*[\p{L}][\p{L} ]{0,30}:\s*$/u;

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const HINTS = TEXT_FIELDS.map((f) => norm(COACH_FIELD_TEXTS[f].hint)).sort((a, b) => b.length - a.length);
/** Labels and option texts of the form: not content when they are all a field or sentence says. */
const LABELS = new Set(
  [
    ...TEXT_FIELDS.map((f) => COACH_FIELD_TEXTS[f].label),
    ...COACH_FORM_UI_TEXTS,
    ...COACH_OUTPUT_LENGTHS.map((o) => o.label),
    'Your task',
    'Task',
    'Audience',
    'Length',
  ].map(norm),
);
const TONE_WORDS = new Set<string>(COACH_TONES);
const TOKEN = /[\p{L}\p{N}]+/gu;
const HINT_WORDS = HINTS.map((h) => h.split(' '));

/**
 * The spans of the text that are one of the form's hints, word for word (case and punctuation
 * aside). Words, not a pattern per hint: case-insensitive Unicode patterns took seconds to compile
 * on a text with a curly apostrophe on a loaded machine.
 */
const HINT_ENDS = HINT_WORDS.map((h) => h.slice(-2).join(' '));
function hintSpans(text: string): Array<[number, number]> {
  // Most texts hold no hint: a plain search for each hint's last two words rules them out cheaply.
  const lower = text.toLowerCase();
  if (!HINT_ENDS.some((end) => lower.includes(end))) return [];
  const tokens = [...text.matchAll(TOKEN)].map((m) => ({
    w: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < tokens.length; i++)
    for (const hint of HINT_WORDS)
      if (hint.every((w, k) => tokens[i + k]?.w === w)) {
        spans.push([tokens[i].start, tokens[i + hint.length - 1].end]);
        i += hint.length - 1;
        break;
      }
  return spans;
}

/** The text without the form's texts, lorem ipsum and self-scores; what was taken out. */
function strip(value: string): { text: string; removed: Set<string> } {
  const removed = new Set<string>();
  let text = value;
  const spans = hintSpans(text);
  if (spans.length) {
    removed.add('hint');
    for (const [start, end] of spans.reverse()) text = `${text.slice(0, start)} ${text.slice(end)}`;
  }
  const n = norm(text);
  if (n && (LABELS.has(n) || n.split(' ').every((w) => LABELS.has(w) || w === 'e' || w === 'g'))) {
    removed.add('label');
    text = '';
  }
  const lorem = words(text).filter((w) => LOREM.has(w.toLowerCase()));
  if (LOREM_START.test(text) || (lorem.length >= 4 && lorem.length >= words(text).length * 0.6)) {
    removed.add('lorem');
    text = text.replace(/[\p{L}]+/gu, (w) => (LOREM.has(w.toLowerCase()) ? ' ' : w));
  }
  if (SELF_SCORE.test(text) || scoresItself(text)) {
    removed.add('self-score');
    text = text.replace(SELF_SCORE, ' ').replace(RUBRIC_NAMES, ' ');
  }
  SELF_SCORE.lastIndex = 0;
  if (LABEL_ONLY.test(text)) {
    removed.add('heading');
    text = '';
  }
  text = text
    .replace(/^[\s.,;:!?()-]+|[\s,;:(-]+$/g, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/\(\s*\)/g, '');
  return { text: text.trim(), removed };
}

/** Words that say what the job is about: not numbers, shapes, tones, stopwords or advice words. */
const topicWords = (text: string) =>
  contentWords(text).filter((w) => !/^\d/.test(w) && !SHAPES.has(w) && !TONE_WORDS.has(w) && !LOREM.has(w));

/** Counts and shapes with no subject: "5 tips 10 ideas", "100 words, 5 bullet points, a table". */
function onlyShapes(text: string): boolean {
  const all = words(text);
  const numbers = all.filter((w) => /^\d/.test(w)).length;
  const shapes = all.filter((w) => SHAPES.has(w.toLowerCase())).length;
  if (numbers + shapes < 2) return false;
  return topicWords(text).length <= Math.floor((numbers + shapes) / 4);
}

/** One limit in the Constraints or Success field ("under 180 words", "no more than 2 emojis"): real, not stuffing. */
const aLimit = (field: TextField, text: string) =>
  (field === 'constraints' || field === 'successCriteria') &&
  words(text).length <= 6 &&
  /^(?:under|no more than|not more than|max(?:imum)?|at most|less than|fewer than|up to|below|keep (?:it )?(?:under|below|to))\b/i.test(
    text.trim(),
  );

/** Real words in an order that says nothing: five or more, no stopwords, no instruction verb. */
function salad(text: string): boolean {
  const all = words(text);
  return (
    all.length >= 5 &&
    !all.some((w) => STOPWORDS.has(w.toLowerCase())) &&
    !instructionVerb(text) &&
    !/[\d£$€%]/.test(text)
  );
}

export function shapeFamilies(text: string): string[] {
  return SHAPE_FAMILIES.filter(([, r]) => r.test(text)).map(([name]) => name);
}

export interface Cleaned {
  input: { prompt: string; fields?: CoachFormValues };
  /** The guard that reports what was taken out, or null. */
  guard: GuardHit | null;
}

const join = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const WHY: Record<string, string> = {
  hint: "repeat the form's hints",
  label: "repeat the form's labels",
  lorem: 'hold placeholder Latin (lorem ipsum)',
  'self-score': 'give the prompt scores or praise instead of content',
  heading: 'are headings with nothing after them',
  shapes: 'hold only numbers and format words, with no subject',
  salad: 'are a list of words that says nothing about the job',
  same: 'repeat the same words as another field',
  stuffed: 'ask for too many shapes at once',
};

function fieldsGuard(form: CoachFormValues): Cleaned {
  const fields = { ...form };
  const problems = new Map<TextField, string>();
  const seen = new Map<string, TextField>();
  for (const f of TEXT_FIELDS) {
    const value = String(form[f] ?? '').trim();
    if (!value) continue;
    const { text, removed } = strip(value);
    let why = [...removed][0];
    let kept = text;
    const key = norm(value);
    if (kept && contentWords(kept).length && seen.has(key) && REQUIRED.includes(f)) {
      why = 'same';
      kept = '';
    } else seen.set(key, f);
    if (kept && f !== 'format' && f !== 'targetAudience' && onlyShapes(kept) && !aLimit(f, kept)) {
      why = 'shapes';
      kept = '';
    }
    if (kept && (f === 'goal' || f === 'context') && salad(kept) && (f === 'goal' || salad(String(form.goal)))) {
      why = 'salad';
      kept = '';
    }
    if (kept && f === 'format' && shapeFamilies(kept).length >= 4) why ??= 'stuffed';
    if (kept && f === 'format' && onlyShapes(kept) && shapeFamilies(kept).length >= 4) why = 'stuffed';
    if (why) problems.set(f, why);
    if (kept !== value && why) fields[f] = kept;
  }
  if (!problems.size) return { input: { prompt: '', fields: form }, guard: null };
  const lost = REQUIRED.filter((f) => problems.has(f) && !String(fields[f]).trim());
  // Without a goal of real words there is no job to grade; other fields lost leave a thin prompt (C).
  const goalWords = topicWords(String(fields.goal)).filter((w) => !RUBRIC_WORDS.has(w));
  const cap = lost.includes('goal') || goalWords.length < 2 ? 'D' : 'C';
  const byWhy = new Map<string, TextField[]>();
  for (const [f, why] of problems) byWhy.set(why, [...(byWhy.get(why) ?? []), f]);
  const said = [...byWhy].map(
    ([why, fs]) =>
      `${join(fs.map((f) => COACH_FIELD_TEXTS[f].label))} ${
        fs.length === 1
          ? WHY[why]
              .replace(/^are /, 'is ')
              .replace(/^hold /, 'holds ')
              .replace(/^repeat /, 'repeats ')
              .replace(/^give /, 'gives ')
              .replace(/^ask /, 'asks ')
          : WHY[why]
      }`,
  );
  const missing = [...problems.keys()].filter((f) => !String(fields[f]).trim() || problems.get(f) === 'stuffed');
  return {
    input: { prompt: '', fields },
    guard: {
      id: 'not-real-content',
      cap,
      message: `Not real content: ${join(said)}, so ${problems.size === 1 ? 'it earns' : 'they earn'} nothing.${missing.length ? ` Write in your own words ${join(missing.map((f) => ASKS[f]))}.` : ''}${byWhy.has('stuffed') ? ' Pick the one shape the answer should have.' : ''}`,
      found: [...problems.keys()],
    },
  };
}

function textGuard(prompt: string): Cleaned {
  const reasons = new Set<string>();
  const lines = prompt.split('\n');
  // Cheap checks on the whole text first: most prompts have none of this, and the text may be 8,000 characters.
  const suspect =
    hintSpans(prompt).length > 0 ||
    /\blorem\b|\bipsum\b/i.test(prompt) ||
    SELF_SCORE.test(prompt) ||
    scoresItself(prompt) ||
    SELF_PRAISE.test(prompt) ||
    shapeFamilies(prompt).length >= 4;
  SELF_SCORE.lastIndex = 0;
  // The same sentence again adds nothing: keep the first (sentences of three words or more).
  const seen = new Map<string, number>();
  let repeatedWords = 0;
  let headings = 0;
  const out: string[] = [];
  for (const line of lines) {
    if (LABEL_ONLY.test(line)) {
      headings += 1;
      out.push(line);
      continue;
    }
    if (!line.trim()) {
      out.push(line);
      continue;
    }
    const keep: string[] = [];
    const parts = /[.!?]\s/.test(line.trim()) ? sentences(line) : [line.trim()];
    for (const s of parts) {
      // Sentences of three words or more: a short line ("a", "-") is cheap to skip and no repeat to report.
      const key = s.trim().split(/\s+/, 3).length === 3 ? norm(s) : '';
      if (key.split(' ', 3).length === 3) {
        const count = (seen.get(key) ?? 0) + 1;
        seen.set(key, count);
        if (count > 1) {
          repeatedWords += key.split(' ').length;
          continue;
        }
      }
      if (!suspect) {
        keep.push(s);
        continue;
      }
      const { text, removed } = strip(s);
      const praise = SELF_PRAISE.test(s);
      const shapes = shapeFamilies(s).length;
      if (shapes >= 4) reasons.add(shapes >= 6 ? 'stuffed-all' : 'stuffed');
      if (praise) reasons.add('self-score');
      for (const r of removed) if (r !== 'label' && r !== 'heading') reasons.add(r);
      if (praise) continue;
      // "Role: … Task: …" on one line: each labelled sentence on a line of its own, as the parser reads labels.
      if (INLINE_LABEL.test(s) && keep.length) {
        out.push(keep.filter(Boolean).join(' '));
        keep.length = 0;
      }
      keep.push(removed.size && !removed.has('label') && !removed.has('heading') ? text : s);
    }
    out.push(keep.filter(Boolean).join(' '));
  }
  const repeats = Math.max(0, ...seen.values());
  // One sentence said twice in a prompt that is mostly other words is emphasis ("Please bring only
  // nut-free food." twice): the copy is dropped without a word. Three times, several sentences
  // again, or copies that make up a quarter of the prompt are filler.
  const emphasis =
    repeats === 2 &&
    [...seen.values()].filter((n) => n > 1).length === 1 &&
    repeatedWords < 0.25 * norm(prompt).split(' ').length;
  if (repeats > 1 && emphasis && !reasons.size) return { input: { prompt: out.join('\n') }, guard: null };
  if (repeats > 1) {
    reasons.add('repeated');
    // Repeated sentences on one line ("Role: … Task: …" five times): split labelled sentences as above.
    for (let i = 0; i < out.length; i++) {
      const parts = sentences(out[i]);
      const split: string[] = [];
      for (const s of parts) {
        if (INLINE_LABEL.test(s) || !split.length) split.push(s);
        else split[split.length - 1] += ` ${s}`;
      }
      if (split.length > 1) out[i] = split.join('\n');
    }
  }
  if (headings >= 2 && lines.filter((l) => l.trim() && !LABEL_ONLY.test(l)).length === 0) reasons.add('heading');
  if (!reasons.size) return { input: { prompt }, guard: null };
  const cleaned = out.join('\n');
  const left = topicWords(
    cleaned
      .split('\n')
      .filter((l) => !LABEL_ONLY.test(l))
      .join(' '),
  ).length;
  const cap = left < 3 || reasons.has('stuffed-all') ? 'D' : 'C';
  const said = [...reasons].map((r) =>
    r === 'repeated'
      ? `the same sentence is repeated${repeats > 2 ? ` ${repeats} times` : ''} (it counts once)`
      : r === 'hint'
        ? "it repeats the coach form's hints"
        : r === 'lorem'
          ? 'it holds placeholder Latin (lorem ipsum)'
          : r === 'self-score'
            ? 'it gives itself scores or praise'
            : r === 'heading'
              ? 'it has headings with nothing after them'
              : 'it asks for too many shapes at once (a word count, bullet points, paragraphs, a table…), so the AI cannot follow them all',
  );
  return {
    input: { prompt: cleaned },
    guard: {
      id: 'not-real-content',
      cap,
      message: `Not real content: ${join(said)}, which earns nothing. ${left < 3 ? 'Say what the AI should produce, about what, and for whom, in your own words.' : 'Add what is missing instead: the details of your situation, the reader and what a good answer looks like.'}`,
      found: [...reasons],
    },
  };
}

/** The input without its filler, and the guard that says what was taken out (issue 29, part 2). */
export function withoutFiller(input: { prompt: string; fields?: CoachFormValues }): Cleaned {
  if (input.fields) {
    const cleaned = fieldsGuard(input.fields);
    return { input: { prompt: input.prompt, fields: cleaned.input.fields }, guard: cleaned.guard };
  }
  return textGuard(input.prompt);
}
