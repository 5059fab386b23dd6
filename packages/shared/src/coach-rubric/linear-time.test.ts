import { describe, expect, it } from 'vitest';
import { parseCoachPrompt } from '../coach-prompt.js';
import { CoachFormSchema, type CoachFeedback } from '../contracts/coach.js';
import { COACH_FIELD_MAX, COACH_PROMPT_MAX } from '../domain/coach.js';
import { GRADE_BUDGET_MS, gradePrompt, PARTIAL_CHECK, withGuards } from './grade.js';
import { contradictoryLength } from './guards.js';
import { parseText } from './parse.js';
import { personalDataIn } from './personal-data.js';

// Issue 27, H-1: one coach request froze the server for seconds (LABEL_LINE on a line of spaces,
// BOUND on a run of "1,1,1…"), and the same code runs in the browser on every keystroke.

const LIMIT_MS = 50;
const FIELDS = [
  'goal',
  'role',
  'context',
  'targetAudience',
  'format',
  'successCriteria',
  'examples',
  'constraints',
] as const;
const BASE = {
  goal: 'Write a short email to our regular customers about the new opening hours',
  role: 'the owner of a small bakery',
  context: 'We sell bread and cakes in Leeds',
  targetAudience: 'regular customers',
};
const MODEL_FEEDBACK: CoachFeedback = {
  overallGrade: 'A',
  clarityScore: 9,
  specificityScore: 9,
  structureScore: 9,
  strengths: [],
  weaknesses: [],
  suggestedRewrite: 'x',
  reason: 'x',
};

/** Runs of what the old patterns backtracked on, alone and mixed; spaces first (seconds on the old code). */
const UNITS = [' ', '\t', '1', '1,', '1.', '1-', '1 ', '.', 'a', 'a ', 'a.', 'a-', 'a:', '\n', 'a\n\n', '\n- ', '[a]'];
const UNITS_MORE = ['<a>', '"', '" a a ', 'e.g. ', '1:1 ', '###\n', 'under 1 ', '1 words ', 'a@', '.a', 'é', 'A '];

/** A seeded generator (mulberry32): the same "random" inputs on every run, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const PIECES = [
  ' ',
  '  ',
  '\t',
  '\n',
  '\n\n',
  '1',
  '1,000',
  '.',
  ',',
  ':',
  '-',
  '"',
  '“',
  '”',
  '[',
  ']',
  '(',
  ')',
  '@',
];
const WORDS = ['a', 'write', 'under', 'words', 'Role', 'Context', 'to', 'for', 'email', 'x', 'é', '**', '#', '<b>'];
function randomText(next: () => number, length: number): string {
  let text = '';
  while (text.length < length) {
    const pool = next() < 0.5 ? PIECES : WORDS;
    const piece = pool[Math.floor(next() * pool.length)];
    // Long runs of one piece are where backtracking hides.
    text += piece.repeat(next() < 0.2 ? 1 + Math.floor(next() * 400) : 1);
  }
  return text.slice(0, length);
}

/** As the API receives it: trimmed (zod), at most `max` characters, a letter at each end so the run survives the trim. */
const filled = (unit: string, max: number) => `a${unit.repeat(Math.ceil(max / unit.length))}`.slice(0, max - 1) + 'a';

/**
 * The work one call costs, in CPU milliseconds: the fastest of up to five runs (it stops at the
 * first under the limit), so that what is measured is the rubric and not the neighbours on a
 * shared two-core machine (wall time there varies tenfold with the load; CPU time less, but a
 * busy second test worker still slowed one run of "a\n\n" from ~20-35 ms to 52 ms). Super-linear
 * code takes seconds or minutes on every run, so it still fails.
 */
function cpuMs(run: () => unknown): number {
  const once = () => {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
  let fastest = once();
  for (let tries = 1; tries < 5 && fastest >= LIMIT_MS; tries++) fastest = Math.min(fastest, once());
  return fastest;
}

describe('the rubric in linear time (issue 27, H-1)', () => {
  it(`grades any 8,000-character prompt and any 1,500-character field in under ${LIMIT_MS} ms`, () => {
    gradePrompt({ prompt: 'Warm up: write a short email.' });
    const next = random(27);
    const inputs = [
      ...[...UNITS, ...UNITS_MORE].map((unit) => ({
        name: JSON.stringify(unit),
        text: filled(unit, COACH_PROMPT_MAX),
      })),
      ...Array.from({ length: 8 }, (_, i) => ({ name: `random #${i}`, text: randomText(next, COACH_PROMPT_MAX) })),
    ];
    let slowest = { ms: 0, name: '' };
    const measure = (name: string, run: () => unknown) => {
      const ms = cpuMs(run);
      if (ms > slowest.ms) slowest = { ms, name };
      // Fail at the first slow input: on the old code the next ones take minutes each.
      expect(ms, name).toBeLessThan(LIMIT_MS);
    };
    for (const { name, text } of inputs) {
      const prompt = text.trim();
      measure(`${name} as the prompt`, () => gradePrompt({ prompt }));
      measure(`${name} under a model's grade`, () => withGuards(MODEL_FEEDBACK, { prompt }));
      measure(`${name} read back into the form`, () => parseCoachPrompt(prompt));
      for (const field of FIELDS) {
        const fields = CoachFormSchema.parse({ ...BASE, [field]: text.slice(0, COACH_FIELD_MAX).trim() || 'x' });
        measure(`${name} in ${field}`, () => gradePrompt({ prompt: prompt.slice(0, 200), fields }));
      }
    }
    console.info(`slowest grade: ${slowest.ms.toFixed(1)} ms CPU (${slowest.name}) of ${inputs.length} inputs`);
  }, 300_000);

  it('reads the labels and word bounds it read before', () => {
    const labelled = parseText(
      '**Role** : a baker\nContext:   we sell bread\n- Task: write an email\nNotes (internal): x',
    );
    expect(labelled.segments.map((s) => [s.label, s.text])).toEqual([
      ['role', 'a baker'],
      ['context', 'we sell bread'],
      ['task', 'write an email'],
    ]);
    expect(labelled.material.map((m) => m.text)).toEqual(['x']);
    const hit = (text: string) => contradictoryLength(parseText(text))?.id ?? null;
    expect(hit('Write a detailed guide in under 50 words.')).toBe('contradictory-length');
    expect(hit('Write a short reply of at least 1,000 words.')).toBe('contradictory-length');
    expect(hit('Write at least 500 words, in under 100 words.')).toBe('contradictory-length');
    expect(hit('Write at least 10-20 paragraphs, at most 100 words.')).toBe('contradictory-length');
    expect(hit('Write a detailed guide of 800 to 1,000 words.')).toBeNull();
    expect(personalDataIn('Reply to jane.doe@example.co.uk about it.')).toEqual(['email address']);
  });

  it('holds the grade at C with a note once grading runs past its budget', () => {
    const prompt =
      'You are a baker. Write a friendly email of about 100 words to regular customers about our new hours.';
    expect(gradePrompt({ prompt }).guards).not.toContainEqual(PARTIAL_CHECK);
    // A clock that jumps past the budget while the guards run.
    let now = 0;
    const slow = () => (now += GRADE_BUDGET_MS * 0.6);
    const graded = gradePrompt({ prompt }, slow);
    expect(graded.guards).toContainEqual(PARTIAL_CHECK);
    expect(['C', 'D']).toContain(graded.feedback.overallGrade);
    expect(graded.feedback.weaknesses[0]).toBe(PARTIAL_CHECK.message);
    now = 0;
    const model = withGuards(MODEL_FEEDBACK, { prompt }, slow);
    expect(model.overallGrade).toBe('C');
    expect(model.weaknesses).toEqual([PARTIAL_CHECK.message]);
  });
});
