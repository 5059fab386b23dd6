import { describe, expect, it } from 'vitest';
import { CoachFormSchema } from './index.js';
import { composeCoachPrompt } from './coach-prompt.js';
import { gradePrompt } from './coach-rubric/index.js';
import { applyChanges, CRITERION_LESSONS, diffPrompt, PROMPT_LESSONS, tagChange, tokenize } from './prompt-diff.js';

const all = () => true;
const none = () => false;

/** Pairs a learner might see: small edits, rewrites, reorders, empty sides, unicode, long texts. */
const PAIRS: Array<[string, string]> = [
  ['write some stuff about my shop', 'Write three short posts about my bakery.'],
  ['Explain cloud storage.', 'You are a friendly IT helper.\nExplain cloud storage to office staff aged 50 to 65.'],
  ['', 'Task: write a poem'],
  ['Task: write a poem', ''],
  ['same text', 'same text'],
  ['a b c d e', 'e d c b a'],
  ['Café menu, naïve “quotes” — and émojis 🎉!', 'Cafe menu: naive "quotes" and emojis 🎉.'],
  ['line one\n\nline two\n', '- line one\n- line two\n- line three'],
  ["don't use it, it's bad", 'Do not use jargon; it confuses readers.'],
  ['  leading and trailing  ', 'leading and trailing'],
];

describe('tokenize', () => {
  it.each(PAIRS.flat())('joins back to the text: %j', (text) => {
    expect(tokenize(text).join('')).toBe(text);
  });

  it('keeps words (with apostrophes), spaces and punctuation apart', () => {
    expect(tokenize("Don't  stop, ok?\n")).toEqual(["Don't", '  ', 'stop', ',', ' ', 'ok', '?', '\n']);
  });
});

describe('diffPrompt round trip', () => {
  it.each(PAIRS)('%j → %j: accepting every change gives the rewrite, rejecting every one the original', (a, b) => {
    const diff = diffPrompt(a, b);
    expect(applyChanges(diff, all)).toBe(b);
    expect(applyChanges(diff, none)).toBe(a);
  });

  it.each(PAIRS)('%j → %j: any mixture keeps the kept text and swaps only the chosen changes', (a, b) => {
    const diff = diffPrompt(a, b);
    for (let mask = 0; mask < 2 ** Math.min(diff.changes.length, 6); mask++) {
      const accepted = (c: { number: number }) => ((mask >> (c.number - 1)) & 1) === 1;
      const expected = diff.segments
        .map((s) => (s.type === 'same' ? s.text : accepted(s.change) ? s.change.added : s.change.removed))
        .join('');
      expect(applyChanges(diff, accepted)).toBe(expected);
    }
  });

  it('round-trips the offline coach rewrite of a composed form prompt', () => {
    const values = CoachFormSchema.parse({
      goal: 'write some stuff about my shop',
      role: 'a writer',
      context: 'I sell cakes',
      targetAudience: 'people',
    });
    const prompt = composeCoachPrompt(values);
    const rewrite = gradePrompt({ prompt, fields: values }).feedback.suggestedRewrite;
    const diff = diffPrompt(prompt, rewrite);
    expect(diff.changes.length).toBeGreaterThan(1);
    expect(applyChanges(diff, all)).toBe(rewrite);
    expect(applyChanges(diff, none)).toBe(prompt);
    for (const change of diff.changes) {
      expect(['clarity', 'specificity', 'structure']).toContain(change.criterion);
      expect(change.why.length).toBeGreaterThan(10);
      expect(change.lesson.href).toMatch(/^\/prompt-school#lesson-\d+$/);
    }
  });

  it('compares very long texts line by line and still round-trips', () => {
    const a = Array.from({ length: 700 }, (_, i) => `Line ${i} says something about item ${i}.`).join('\n');
    const b = a.replace('Line 5 says', 'Line 5 now says').replace('item 600.', 'item six hundred.');
    const diff = diffPrompt(a, b);
    expect(diff.changes.map((c) => c.removed)).toEqual([
      'Line 5 says something about item 5.',
      'Line 600 says something about item 600.',
    ]);
    expect(applyChanges(diff, all)).toBe(b);
  });
});

describe('grouping into changes', () => {
  it('keeps shared words and numbers each change in reading order', () => {
    const diff = diffPrompt('Write a short poem about cats.', 'Write a funny poem about two cats.');
    expect(diff.changes.map((c) => [c.number, c.removed, c.added])).toEqual([
      [1, 'short', 'funny'],
      [2, '', ' two'],
    ]);
    expect(diff.segments[0]).toEqual({ type: 'same', text: 'Write a ' });
  });

  it('joins a reworded phrase into one change instead of word confetti', () => {
    const diff = diffPrompt('Please write some nice stuff for it.', 'Please write three product descriptions for it.');
    expect(diff.changes).toHaveLength(1);
    expect(diff.changes[0]).toMatchObject({ removed: 'some nice stuff', added: 'three product descriptions' });
  });

  it('never shows a space struck out and added back', () => {
    for (const [a, b] of PAIRS)
      for (const c of diffPrompt(a, b).changes) {
        const lead = (s: string) => s.match(/^\s*/)![0];
        const trail = (s: string) => s.match(/\s*$/)![0];
        if (c.removed && c.added) {
          expect(lead(c.removed) && lead(c.removed)[0] === lead(c.added)[0]).toBeFalsy();
          expect(trail(c.removed) && trail(c.removed).at(-1) === trail(c.added).at(-1)).toBeFalsy();
        }
      }
  });

  it('has no changes when nothing changed', () => {
    expect(diffPrompt('Same words.', 'Same words.')).toEqual({
      segments: [{ type: 'same', text: 'Same words.' }],
      changes: [],
    });
  });
});

describe('tagChange rules', () => {
  it.each([
    ['some tips', '5 tips', 'specificity', /number/],
    ['stuff', 'product descriptions', 'clarity', /vague word "stuff"/],
    ['maybe make it good', 'make it persuasive', 'clarity', /vague word "maybe"/],
    ['', 'For example: "Fresh bread, every morning."', 'specificity', /example/],
    ['', '\nFormat: [the shape of the answer]', 'specificity', /\[brackets\]/],
    ['', '\n- ', 'structure', /list/],
    ['', '\nTask: ', 'structure', /label/],
    ['', '\n"""\n', 'structure', /pasted text/],
    [' ', '\n', 'structure', /own line/],
    ['people', 'busy parents who read on their phones at night', 'specificity', /detail/],
    ['', ' for beginners, in a friendly tone', 'specificity', /"beginners"|"friendly"|"tone"/],
    ['fix it', 'fix the invoice template', 'clarity', /instead of saying "it"/],
    ['write a post and make the post fun and share', 'write a post. Make it fun. Share', 'clarity', /Splits/],
    ['as an experienced professional who gives practical answers', '', 'clarity', /Cuts words/],
    ['Your task', 'Task', 'clarity', /plainly/],
  ] as const)('%j → %j is %s', (removed, added, criterion, why) => {
    const tag = tagChange(removed, added);
    expect(tag.criterion).toBe(criterion);
    expect(tag.why).toMatch(why);
  });

  it('treats the words inside a [placeholder] as a hint, not as added numbers or examples', () => {
    expect(tagChange('', '[the shape, e.g. 3 bullet points]').why).toMatch(/\[brackets\]/);
  });

  it('links each change to the lesson that teaches its criterion, examples to the examples lesson', () => {
    const diff = diffPrompt('Write a post.', 'Write a post about our sale, for example "Fresh bread every morning".');
    expect(diff.changes[0]!.lesson).toEqual(PROMPT_LESSONS.examples);
    const clarity = diffPrompt('Write some stuff.', 'Write a bakery newsletter.').changes[0]!;
    expect(clarity.criterion).toBe('clarity');
    expect(clarity.lesson).toEqual(CRITERION_LESSONS.clarity);
    expect(CRITERION_LESSONS.structure.href).toBe('/prompt-school#lesson-3');
  });
});
