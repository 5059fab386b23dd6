import { instructionVerb } from './cues.js';
import { IMAGE_COMPOSITION, IMAGE_LIGHT, IMAGE_MOOD, IMAGE_STYLE } from './kind.js';
import type { ParsedPrompt } from './parse.js';
import { clamp, concreteWords } from './quality.js';
import type { Scored } from './score-task.js';
import { quote, sentences, vaguePhrases, words } from './text.js';

const CHANGE_SPLIT =
  /[:;]\s+|,?\s+and\s+(?=(?:remove|add|replace|make|keep|cut|change|use|shorten|end|start|swap|drop|move|put|give|turn)\b)/i;
const OPENER =
  /^(?:that'?s|that is|this is|it'?s|good|great|thanks|thank you|ok(?:ay)?|nice|not quite|close|almost|no|nope)\b/i;

/** The change requests of a follow-up: concrete ones name what and how (a number, a quotation, details). */
export function followUpChanges(p: ParsedPrompt): { concrete: string[]; rough: string[]; keeps: string[] } {
  const concrete: string[] = [];
  const rough: string[] = [];
  const keeps: string[] = [];
  for (const segment of p.segments) {
    for (const item of segment.text
      .split(CHANGE_SPLIT)
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (/^keep\b/i.test(item) || /\b(?:keep|leave) (?:the|it|everything|rest)\b/i.test(item)) {
        keeps.push(item);
        continue;
      }
      const verb = instructionVerb(item) ?? (/^(?:use|make|put|swap|drop|move|start|end)\b/i.test(item) ? 'use' : null);
      const detail = concreteWords(item).filter((w) => w !== verb).length;
      const precise = /\d/.test(item) || /["“][^"”]+["”]/.test(item);
      if (verb && !vaguePhrases(item).length && (precise || detail >= 2)) concrete.push(item);
      else if (verb && detail >= 1 && !vaguePhrases(item).length) rough.push(item);
      else if (!verb && !OPENER.test(item) && detail >= 2) rough.push(item);
    }
  }
  return { concrete, rough, keeps };
}

/** A follow-up in a chat (lesson 4): judged on how precisely it says what to change and what to keep. */
export function scoreFollowUp(p: ParsedPrompt): Scored {
  const { concrete, rough, keeps } = followUpChanges(p);
  const vague =
    vaguePhrases(p.own).length +
    (/\b(?:not (?:quite )?right|wrong|try again|do better)\b/i.test(p.own) && !concrete.length ? 1 : 0);
  const numbers = (p.own.match(/\d+/g) ?? []).length;
  const quotes = (p.own.match(/["“][^"”]+["”]/g) ?? []).length;
  const changes = concrete.length + rough.length;
  const separated = p.layout.listItems >= 2 || p.layout.lines >= 2 || p.segments.length >= 3;
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  if (concrete.length)
    strengths.push(
      `It names ${concrete.length === 1 ? 'a precise change' : `${concrete.length} precise changes`} (${quote(concrete[0], 50)}), so the AI knows exactly what to fix.`,
    );
  if (keeps.length) strengths.push(`It says what to keep (${quote(keeps[0], 40)}), so the good parts survive.`);
  if (changes >= 2 && separated) strengths.push('Each change is on its own line or point, easy to follow.');
  if (!changes)
    weaknesses.push(
      'No concrete change: say exactly what to change (e.g. "Shorten it to under 100 words", "Replace the jargon with plain English").',
    );
  else if (!concrete.length)
    weaknesses.push(
      `Make the change precise: ${quote(rough[0], 40)} by how much, or to what? Add a number or the exact words (e.g. "under 100 words").`,
    );
  if (vague)
    weaknesses.push(
      'Vague feedback ("make it better", "not quite right"): the AI cannot tell what was wrong. Name what to change.',
    );
  if (!keeps.length)
    weaknesses.push('Say what to keep (e.g. "Keep the friendly tone"), so a good part is not lost in the rewrite.');
  if (changes >= 2 && !separated) weaknesses.push('Several changes in one sentence: number them, one per line.');
  return {
    clarity: clamp(
      1 + Math.min(8, concrete.length * 4 + rough.length * 3) + (keeps.length ? 1 : 0) - Math.min(2, vague),
    ),
    specificity: clamp(
      1 + Math.min(9, numbers * 1.5 + quotes * 1.5 + concrete.length * 1.5 + rough.length + (keeps.length ? 1 : 0)),
    ),
    structure: clamp(changes >= 2 ? (separated ? 9.5 : 7) : concrete.length ? 8 : rough.length ? 7 : 3),
    strengths,
    weaknesses,
    missing: changes ? (keeps.length ? [] : ['keep']) : ['changes', 'keep'],
  };
}

const IMAGE_WORDS = new Set([
  'picture',
  'photo',
  'photograph',
  'image',
  'illustration',
  'drawing',
  'painting',
  'render',
  'logo',
  'icon',
  'poster',
  'subject',
  'style',
  'composition',
  'lighting',
  'generate',
  'create',
  'make',
  'draw',
  'design',
]);
const IMAGE_ADVICE: Record<string, string> = {
  subject: 'Thin subject: say what exactly is in the picture (what it looks like, where it is, what is around it).',
  style: 'No style: name the look you want (e.g. "realistic photograph", "watercolour illustration", "flat vector").',
  composition:
    'No composition: say how it is framed (e.g. "close-up from slightly above, subject on the left, space for text on the right").',
  lighting:
    'No lighting: describe the light (e.g. "warm morning sunlight from a window"), it sets the mood more than anything else.',
};

/** An image prompt (lesson 5): subject, style, composition and light. */
export function scoreImage(p: ParsedPrompt): Scored {
  const own = p.own;
  const firstSentence = sentences(own)[0] ?? own;
  const subjectWords = concreteWords(firstSentence).filter((w) => !IMAGE_WORDS.has(w)).length;
  const subject = Math.min(1, subjectWords / 6);
  const has = {
    style: IMAGE_STYLE.test(own),
    composition: IMAGE_COMPOSITION.test(own),
    lighting: IMAGE_LIGHT.test(own),
    mood: IMAGE_MOOD.test(own),
  };
  const logo = /\b(?:logo|icon)\b/i.test(own);
  const light = has.lighting || logo ? 1 : 0;
  const vague = vaguePhrases(own).length;
  const missing = [
    subject < 0.5 ? 'subject' : '',
    has.style ? '' : 'style',
    has.composition ? '' : 'composition',
    light ? '' : 'lighting',
  ].filter(Boolean);
  const strengths = [
    subject >= 0.5 ? `The subject is described (${quote(firstSentence, 50)}).` : '',
    has.style ? 'It names a style.' : '',
    has.composition ? 'It says how the picture is framed.' : '',
    has.lighting ? 'It describes the light.' : '',
    has.mood ? 'It sets a mood or colours.' : '',
  ].filter(Boolean);
  const separated =
    sentences(own).length >= 3 ||
    p.layout.lines >= 3 ||
    (own.match(/,/g) ?? []).length >= 3 ||
    /\((?:subject|style|composition|lighting)\)/i.test(own);
  return {
    clarity: clamp(
      1 +
        9 * (0.55 * subject + 0.15 * Number(has.style) + 0.15 * Number(has.composition) + 0.15 * light) -
        Math.min(2, vague * 0.8),
    ),
    specificity: clamp(
      1 +
        9 *
          (0.3 * subject +
            0.2 * Number(has.style) +
            0.2 * Number(has.composition) +
            0.15 * light +
            0.15 * Number(has.mood)),
    ),
    structure: clamp(
      1 +
        9 *
          (0.5 * (separated ? 1 : 0.4) +
            0.3 * (subject >= 0.5 ? 1 : 0.3) +
            0.2 * (/\b(?:\d+:\d+|wide|square|portrait|landscape|format|banner)\b/i.test(own) ? 1 : 0)),
    ),
    strengths,
    weaknesses: [
      ...missing.map((m) => IMAGE_ADVICE[m]),
      ...(vague ? ['Vague words: "nice" or "something" tell an image tool nothing; describe what you see.'] : []),
    ],
    missing,
  };
}

/**
 * Another language: the wording checks are English-only, so only what can be seen in any
 * language is graded (length, lines and labels, numbers, pasted material), never above B.
 */
export function scoreOtherLanguage(p: ParsedPrompt): Scored {
  const w = words(p.own).length;
  const numbers = (p.own.match(/\d+/g) ?? []).length;
  const { lines, labels, listItems } = p.layout;
  const delimited = p.material.some((m) => m.delimited);
  const scale = w < 4 ? 0.5 : 1;
  const strengths = [
    labels >= 2 || lines >= 3 ? 'It is laid out in separate lines or labelled parts, easy to follow.' : '',
    numbers ? 'It gives concrete numbers.' : '',
    delimited ? 'Pasted material is fenced off with delimiters.' : '',
  ].filter(Boolean);
  return {
    clarity: clamp(scale * (4 + Math.min(3, w / 15) + (labels >= 2 ? 1 : 0))),
    specificity: clamp(scale * (3 + Math.min(3, w / 15) + Math.min(1.5, numbers * 0.5) + (p.material.length ? 1 : 0))),
    structure: clamp(
      scale *
        (4 + (labels >= 2 || lines >= 3 ? 2.5 : lines === 2 ? 1 : 0) + (listItems >= 2 ? 1 : 0) + (delimited ? 1 : 0)),
    ),
    strengths,
    weaknesses: [
      ...(w < 25 ? ['Short: with fewer than 25 words the AI has to guess most of what you want.'] : []),
      ...(labels < 2 && lines < 3 && w >= 25
        ? ['One block of text: put the situation, the task and the format each on its own line.']
        : []),
    ],
    missing: [],
  };
}
