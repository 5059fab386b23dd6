import { describe, expect, it } from 'vitest';
import { COACH_GRADES, CoachFormSchema, gradeForScores } from '@ai4n/shared';
import { lessonSeed } from '../../../db/seed/content-files.js';
import { promptSeedRows } from '../../../db/seed/prompt-seed.js';
import { LABELLED_PROMPTS, type LabelledPrompt } from './calibration-fixture.js';
import { gradePrompt } from '@ai4n/shared/coach-rubric';

const rank = (grade: string) => COACH_GRADES.indexOf(grade as (typeof COACH_GRADES)[number]);
const grade = (item: LabelledPrompt) =>
  gradePrompt(item.fields ? { prompt: '', fields: CoachFormSchema.parse(item.fields) } : { prompt: item.prompt! });

const decode = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const PAIR =
  /<div class="example-before">[\s\S]*?<pre>([\s\S]*?)<\/pre><\/div>\s*<div class="example-after">[\s\S]*?<pre>([\s\S]*?)<\/pre><\/div>/g;

/** Every before/after pair the course shows, read from the lessons' own HTML (new lessons join automatically). */
const lessonPairs = lessonSeed.flatMap((lesson) =>
  [...lesson.content.matchAll(PAIR)].map((m, i) => ({
    name: `lesson ${lesson.id}, pair ${i + 1}`,
    before: decode(m[1]),
    after: decode(m[2]),
  })),
);

describe("calibration: the course's own before/after pairs", () => {
  it('finds the pairs in the lessons', () => {
    // The first five lessons had 11 pairs; the lessons added since bring more.
    expect(lessonPairs.length).toBeGreaterThanOrEqual(11);
  });

  it.each(lessonPairs.map((p) => [p.name, p] as const))(
    '%s: the "after" grades strictly better than the "before"',
    (_name, pair) => {
      const before = gradePrompt({ prompt: pair.before }).feedback.overallGrade;
      const after = gradePrompt({ prompt: pair.after }).feedback.overallGrade;
      expect(rank(after), `before ${before}, after ${after}`).toBeLessThan(rank(before));
    },
  );
});

describe('calibration: prompts a teacher graded by hand', () => {
  it('has at least 60 varied labelled prompts', () => {
    expect(LABELLED_PROMPTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(LABELLED_PROMPTS.map((p) => p.id)).size).toBe(LABELLED_PROMPTS.length);
    for (const band of COACH_GRADES)
      expect(LABELLED_PROMPTS.filter((p) => p.band === band).length, band).toBeGreaterThanOrEqual(8);
  });

  it('lands within one band of the teacher on at least 85 % of them', () => {
    const misses = LABELLED_PROMPTS.map((item) => ({
      id: item.id,
      teacher: item.band,
      grader: grade(item).feedback.overallGrade,
    })).filter((r) => Math.abs(rank(r.teacher) - rank(r.grader)) > 1);
    expect(misses.length / LABELLED_PROMPTS.length, JSON.stringify(misses)).toBeLessThanOrEqual(0.15);
  });

  it('grades none of the gaming cases from the issue above D', () => {
    const gaming = ['form-x', 'guard-stuffing', 'form-stuffed', 'guard-fake-testimonials', 'guard-customer-data'];
    for (const id of gaming)
      expect(grade(LABELLED_PROMPTS.find((p) => p.id === id)!).feedback.overallGrade, id).toBe('D');
  });

  it('gives the same prompt the same grade every time', () => {
    for (const item of LABELLED_PROMPTS.slice(0, 20)) expect(grade(item)).toEqual(grade(item));
  });
});

describe('calibration: the gallery prompts', () => {
  const graded = promptSeedRows().map((row) => ({ title: row.title, result: gradePrompt({ prompt: row.promptText }) }));

  it('flags none of them for vague words ("Good first line:", "Nice, France")', () => {
    expect(
      graded.filter((g) => g.result.feedback.weaknesses.some((w) => w.startsWith('Vague'))).map((g) => g.title),
    ).toEqual([]);
  });

  it('scores every one of them A on the rubric; unfilled [placeholders] then hold a template at B', () => {
    for (const { title, result } of graded) {
      const f = result.feedback;
      expect(gradeForScores(f.clarityScore, f.specificityScore, f.structureScore), title).toBe('A');
      expect(
        result.guards.filter((g) => g.cap && g.id !== 'placeholders').map((g) => g.id),
        title,
      ).toEqual([]);
    }
  });
});
