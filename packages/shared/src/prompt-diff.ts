// '@ai4n/shared/prompt-diff': only the coach's diff view needs it, so it stays out of the main entry (and the site-wide chunk).
/**
 * What a rewrite changed in a prompt, word by word, and why: the coach's diff view (issue 16). Pure
 * and browser-safe. Texts are cut into tokens (words, runs of spaces or line breaks, single
 * punctuation marks) so the tokens joined give the text back exactly; the longest common
 * subsequence of tokens (words weighing most, spaces nothing) is kept, and every run of removed and added tokens between kept ones is
 * one change, tagged with the coach criterion it serves by the rules in `tagChange`.
 */
import { lessonHref } from './domain/school.js';

export type PromptCriterion = 'clarity' | 'specificity' | 'structure';

export interface PromptLessonLink {
  id: number;
  title: string;
  href: string;
}

export interface PromptChange {
  /** 1, 2, 3... in reading order: the number shown in the text and in the list. */
  number: number;
  removed: string;
  added: string;
  criterion: PromptCriterion;
  /** One plain sentence for a beginner. */
  why: string;
  lesson: PromptLessonLink;
}

export type PromptDiffSegment = { type: 'same'; text: string } | { type: 'change'; change: PromptChange };

export interface PromptDiff {
  segments: PromptDiffSegment[];
  changes: PromptChange[];
}

export const PROMPT_CRITERION_LABELS: Record<PromptCriterion, string> = {
  clarity: 'Clarity',
  specificity: 'Specificity',
  structure: 'Structure',
};

const lesson = (id: number, title: string): PromptLessonLink => ({
  id,
  title,
  href: lessonHref(id),
});
/** The seeded course's lessons that teach each criterion (content/lessons). */
export const PROMPT_LESSONS = {
  anatomy: lesson(2, 'The Anatomy of a Good Prompt'),
  examples: lesson(3, "Show, Don't Just Tell: Examples, Few-Shot Prompting and Templates"),
} as const;
export const CRITERION_LESSONS: Record<PromptCriterion, PromptLessonLink> = {
  clarity: PROMPT_LESSONS.anatomy,
  specificity: PROMPT_LESSONS.anatomy,
  structure: PROMPT_LESSONS.examples,
};

const TOKEN = /\s+|[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[^\s\p{L}\p{N}]/gu;
/** Words, whitespace runs and punctuation marks: `tokenize(t).join('') === t`. */
export const tokenize = (text: string): string[] => text.match(TOKEN) ?? [];
/** Whole lines (each with its line break): the fallback for texts too long to compare word by word. */
const lineTokens = (text: string): string[] => text.match(/[^\n]*\n|[^\n]+/g) ?? [];

/** Above this many table cells the texts are compared line by line, to keep memory small. */
const WORD_DIFF_MAX_CELLS = 4_000_000;

type Op = { type: 'same' | 'removed' | 'added'; text: string };

/** Shared words count most: matching spaces or commas alone would cut a rewritten phrase into confetti. */
const weight = (token: string) => (/^\s/.test(token) ? 0 : /^[\p{L}\p{N}]/u.test(token) ? 4 : 1);

/** Longest common subsequence of tokens, as a list of kept, removed and added tokens in order. */
function diffTokens(a: string[], b: string[]): Op[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  // lengths[i][j]: the weight of the common subsequence of a[start+i..] and b[start+j..]
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i * width + j] =
        a[start + i] === b[start + j]
          ? lengths[(i + 1) * width + j + 1]! + weight(a[start + i]!)
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
  const ops: Op[] = a.slice(0, start).map((text) => ({ type: 'same', text }));
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[start + i] === b[start + j]) {
      ops.push({ type: 'same', text: a[start + i]! });
      i++;
      j++;
    } else if (j < m && (i === n || lengths[i * width + j + 1]! >= lengths[(i + 1) * width + j]!)) {
      ops.push({ type: 'added', text: b[start + j]! });
      j++;
    } else {
      ops.push({ type: 'removed', text: a[start + i]! });
      i++;
    }
  }
  for (const text of a.slice(endA)) ops.push({ type: 'same', text });
  return ops;
}

type Run = { type: 'same'; text: string } | { type: 'change'; removed: string; added: string };

/** A kept run that only glues the changes around it: spaces or punctuation, within a line. */
const isGlue = (text: string) => !text.includes('\n') && !/[\p{L}\p{N}]/u.test(text);

/** Kept text and changes; a short kept run between two bigger changes joins them, so a reworded phrase reads as one change. */
function toRuns(ops: Op[]): Run[] {
  let runs: Run[] = [];
  for (const op of ops) {
    const last = runs.at(-1);
    if (op.type === 'same') {
      if (last?.type === 'same') last.text += op.text;
      else runs.push({ type: 'same', text: op.text });
    } else {
      const change = last?.type === 'change' ? last : { type: 'change' as const, removed: '', added: '' };
      if (change !== last) runs.push(change);
      change[op.type] += op.text;
    }
  }
  const size = (r: Run) => (r.type === 'change' ? Math.max(r.removed.length, r.added.length) : 0);
  for (let merged = true; merged;) {
    merged = false;
    const next: Run[] = [];
    for (let k = 0; k < runs.length; k++) {
      const run = runs[k]!;
      const before = next.at(-1);
      const after = runs[k + 1];
      if (
        run.type === 'same' &&
        before?.type === 'change' &&
        after?.type === 'change' &&
        isGlue(run.text) &&
        run.text.length <= size(before) &&
        run.text.length <= size(after)
      ) {
        before.removed += run.text + after.removed;
        before.added += run.text + after.added;
        k++;
        merged = true;
      } else next.push(run);
    }
    runs = next;
  }
  return withoutSharedSpaces(runs);
}

/** Spaces a change both removes and adds stay kept text, so the view never shows a space struck out and re-added. */
function withoutSharedSpaces(runs: Run[]): Run[] {
  const out: Run[] = [];
  const keep = (text: string) => {
    if (!text) return;
    const last = out.at(-1);
    if (last?.type === 'same') last.text += text;
    else out.push({ type: 'same', text });
  };
  for (const run of runs) {
    if (run.type === 'same') {
      keep(run.text);
      continue;
    }
    const lead = sharedSpace(run.removed, run.added, /^\s+/);
    const trail = sharedSpace(run.removed.slice(lead.length), run.added.slice(lead.length), /\s+$/);
    const removed = run.removed.slice(lead.length, run.removed.length - trail.length);
    const added = run.added.slice(lead.length, run.added.length - trail.length);
    keep(lead);
    if (removed || added) out.push({ type: 'change', removed, added });
    keep(trail);
  }
  return out;
}

function sharedSpace(x: string, y: string, pattern: RegExp): string {
  const a = x.match(pattern)?.[0] ?? '';
  const b = y.match(pattern)?.[0] ?? '';
  const atEnd = pattern.source.endsWith('$');
  let n = 0;
  while (n < a.length && n < b.length && (atEnd ? a.at(-1 - n) === b.at(-1 - n) : a[n] === b[n])) n++;
  return atEnd ? a.slice(a.length - n) : a.slice(0, n);
}

const VAGUE =
  /\b(stuff|things?|something|some|maybe|good|nice|great|etc|whatever|somehow|kind of|sort of|a bit|really|very)\b/gi;
const PRONOUN = /\b(it|this|that|these|those|they|them)\b/gi;
const NUMBER = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred)\b/gi;
const EXAMPLE = /\b(e\.g\.|for example|for instance|such as|examples?|like this)\b/gi;
const DETAIL =
  /\b(audience|readers?|customers?|beginners?|format|bullets?|bullet points?|list|table|email|paragraphs?|headline|subject line|words?|sentences?|length|short|brief|under|at most|tone|friendly|formal|avoid|do not|don't|must|include)\b/gi;
const LIST_ITEM = /(^|\n)[ \t]*(?:[-*•]|\d+[.)])[ \t]/g;
const LABEL = /(^|\n)[ \t]*#*[ \t]*[A-Z][\w ]{0,30}:/g;
const DELIMITER = /"""|###|```|<\/?[a-z]+>/g;
const PLACEHOLDER = /\[[^\]\n]+\]/g;
const SENTENCE_END = /[.!?](?=\s|$)/g;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const found = (text: string, pattern: RegExp) => new Set((text.match(pattern) ?? []).map((w) => w.toLowerCase()));
/** Matches of `pattern` in the added text that the removed text does not have. */
const gained = (removed: string, added: string, pattern: RegExp) => {
  const before = found(removed, pattern);
  return [...found(added, pattern)].filter((w) => !before.has(w));
};
const lost = (removed: string, added: string, pattern: RegExp) => gained(added, removed, pattern);
const words = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.toLowerCase());
/** The added words that are neither in the removed text nor part of a "Label:" at a line start. */
const newWords = (removed: string, added: string) => {
  const before = new Set(words(removed));
  return words(added.replace(LABEL, '$1')).filter((w) => !before.has(w));
};

interface Tag {
  criterion: PromptCriterion;
  why: string;
  lesson?: PromptLessonLink;
}

/**
 * The criterion a change serves, by the first rule that matches (in this order):
 * 1. adds a number → specificity; 2. drops a vague word ("stuff", "some", "maybe", "good"...) →
 * clarity; 3. adds an example → specificity; 4. adds a [placeholder] to fill in → specificity;
 * 5. adds layout (line breaks, list items, "Label:" sections, headings, delimiters) with no new
 * words beyond labels → structure; 6. adds the audience, format, length, tone or a must/avoid
 * rule → specificity; 7. replaces "it", "this", "they"... → clarity; 8. splits a sentence → clarity;
 * 9. only removes words → clarity; 10. adds other new words → specificity; otherwise (a plain
 * rewording) → clarity.
 */
export function tagChange(removed: string, rewritten: string): Tag {
  // A [placeholder]'s words are a hint for the learner, not content of the prompt.
  const added = rewritten.replace(PLACEHOLDER, '[]');
  const fresh = newWords(removed, added);
  const numbers = gained(removed, added, NUMBER);
  if (numbers.length)
    return { criterion: 'specificity', why: 'Adds a number, so the AI knows exactly how many or how long.' };
  const vague = lost(removed, added, VAGUE);
  if (vague.length)
    return {
      criterion: 'clarity',
      why: `Replaces the vague word "${vague[0]}", so the AI does not have to guess what you mean.`,
    };
  if (gained(removed, added, EXAMPLE).length)
    return {
      criterion: 'specificity',
      why: 'Adds an example: showing the AI what you like works better than describing it.',
      lesson: PROMPT_LESSONS.examples,
    };
  if (count(rewritten, PLACEHOLDER) > count(removed, PLACEHOLDER))
    return {
      criterion: 'specificity',
      why: 'Asks for a detail only you know: replace the [brackets] with it, so the AI does not guess.',
    };
  const layout =
    count(added, /\n/g) > count(removed, /\n/g) ||
    count(added, LIST_ITEM) > count(removed, LIST_ITEM) ||
    count(added, LABEL) > count(removed, LABEL) ||
    count(added, DELIMITER) > count(removed, DELIMITER);
  if (layout && fresh.length === 0)
    return {
      criterion: 'structure',
      why:
        count(added, DELIMITER) > count(removed, DELIMITER)
          ? 'Fences off pasted text, so the AI can tell it apart from your instructions.'
          : count(added, LIST_ITEM) > count(removed, LIST_ITEM)
            ? 'Turns this into a list item, so each point stands on its own.'
            : count(added, LABEL) > count(removed, LABEL)
              ? 'Adds a label, so the AI sees what this part of the prompt is for.'
              : 'Puts this on its own line, so each part of the request is easy to find.',
    };
  const detail = gained(removed, added, DETAIL);
  if (detail.length)
    return {
      criterion: 'specificity',
      why: `Says more about the result you want ("${detail[0]}"), so the AI does not fill the gap with a guess.`,
    };
  const pronoun = lost(removed, added, PRONOUN);
  if (pronoun.length && fresh.length)
    return {
      criterion: 'clarity',
      why: `Names the thing instead of saying "${pronoun[0]}", so nothing is left to guess.`,
    };
  if (count(added, SENTENCE_END) > count(removed, SENTENCE_END) && words(added).length)
    return { criterion: 'clarity', why: 'Splits a long sentence, so each instruction is easy to follow.' };
  if (!words(added).length && words(removed).length)
    return { criterion: 'clarity', why: 'Cuts words the AI does not need, so your request stays focused.' };
  if (layout)
    return { criterion: 'structure', why: 'Puts this on its own line, so each part of the request is easy to find.' };
  if (fresh.length) return { criterion: 'specificity', why: 'Adds a detail the AI could not guess on its own.' };
  return { criterion: 'clarity', why: 'Says the same thing more plainly, so the AI reads it the way you mean it.' };
}

/** The word-level diff of a prompt against its rewrite, every change numbered and tagged. */
export function diffPrompt(original: string, rewrite: string): PromptDiff {
  let a = tokenize(original);
  let b = tokenize(rewrite);
  if (a.length * b.length > WORD_DIFF_MAX_CELLS) {
    a = lineTokens(original);
    b = lineTokens(rewrite);
  }
  const changes: PromptChange[] = [];
  const segments = toRuns(diffTokens(a, b)).map((run): PromptDiffSegment => {
    if (run.type === 'same') return run;
    const tag = tagChange(run.removed, run.added);
    const change: PromptChange = {
      number: changes.length + 1,
      removed: run.removed,
      added: run.added,
      criterion: tag.criterion,
      why: tag.why,
      lesson: tag.lesson ?? CRITERION_LESSONS[tag.criterion],
    };
    changes.push(change);
    return { type: 'change', change };
  });
  return { segments, changes };
}

/** The text with the accepted changes applied; a rejected change keeps the original words. */
export const applyChanges = (diff: PromptDiff, accepted: (change: PromptChange) => boolean): string =>
  diff.segments
    .map((s) => (s.type === 'same' ? s.text : accepted(s.change) ? s.change.added : s.change.removed))
    .join('');
