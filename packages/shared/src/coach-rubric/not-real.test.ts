import { beforeAll, describe, expect, it } from 'vitest';
import { composeCoachPrompt } from '../coach-prompt.js';
import { CoachFormSchema, type CoachForm } from '../contracts/coach.js';
import { COACH_FIELD_TEXTS } from '../domain/coach.js';
import { gradePrompt } from './grade.js';

const form = (values: Partial<CoachForm>) => {
  const fields = CoachFormSchema.parse({ goal: 'x', role: 'x', context: 'x', targetAudience: 'x', ...values });
  return gradePrompt({ prompt: composeCoachPrompt(fields), fields });
};
const REAL = {
  goal: 'Write a Facebook post announcing our new Sunday opening hours (10 to 4) from 5 May',
  role: 'a friendly social media manager',
  context: 'a family garden centre in Ludlow with a café',
  targetAudience: 'local families and gardeners',
};

// The first grade compiles the rubric's patterns: slow on a loaded two-core machine, so not inside a test's 5 s.
beforeAll(() => void gradePrompt({ prompt: 'Warm up: write a short email.' }), 60_000);

describe('not real content (issue 29, part 2)', () => {
  it("grades the form's own hints copied into the fields D, and says what is missing", () => {
    const hints = Object.fromEntries(Object.entries(COACH_FIELD_TEXTS).map(([k, v]) => [k, v.hint]));
    const { feedback } = form(hints);
    expect(feedback.overallGrade).toBe('D');
    expect(feedback.weaknesses[0]).toMatch(/repeat the form's hints/);
    expect(feedback.weaknesses[0]).toMatch(/what the AI should produce/);
  });

  it('holds a real goal with hint-only fields at C', () => {
    const { feedback } = form({
      goal: 'Write a job advert for a weekend dishwasher at our pub',
      role: COACH_FIELD_TEXTS.role.hint,
      context: COACH_FIELD_TEXTS.context.hint,
      targetAudience: COACH_FIELD_TEXTS.targetAudience.hint,
    });
    expect(feedback.overallGrade).toBe('C');
    expect(feedback.weaknesses[0]).toMatch(/Role, Context and Target audience repeat the form's hints/);
  });

  it('grades lorem ipsum D in the goal, C in the optional fields', () => {
    expect(
      form({ ...REAL, goal: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit' }).feedback.overallGrade,
    ).toBe('D');
    const soft = form({ ...REAL, format: 'post', examples: 'lorem ipsum dolor sit amet' }).feedback;
    expect(soft.overallGrade).toBe('C');
    expect(soft.weaknesses[0]).toMatch(/lorem ipsum/);
    expect(
      gradePrompt({ prompt: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod.' }).feedback
        .overallGrade,
    ).toBe('D');
  });

  it('grades word salad and fields of numbers and format words D', () => {
    expect(
      form({
        goal: 'window banana ladder ocean pencil',
        role: 'guru',
        context: 'river orange tomorrow velvet garden',
        targetAudience: 'people',
      }).feedback.overallGrade,
    ).toBe('D');
    expect(
      form({
        goal: '3 tips 5 ideas 10 steps',
        role: '15 years experience',
        context: '200 customers 4 shops',
        targetAudience: '30-50',
      }).feedback.overallGrade,
    ).toBe('D');
  });

  it('holds a real task with a stuffed format at C and says to pick one shape', () => {
    const { feedback } = form({ ...REAL, format: '50 words, 4 bullet points, 2 paragraphs, a table, JSON' });
    expect(feedback.overallGrade).toBe('C');
    expect(feedback.weaknesses[0]).toMatch(/too many shapes/);
  });

  it('gives self-awarded scores nothing', () => {
    expect(
      gradePrompt({ prompt: 'Clarity 10/10. Specificity 9/10. Grade: A. Write a poem.' }).feedback.overallGrade,
    ).toBe('D');
    expect(form({ ...REAL, successCriteria: 'clarity 10/10 structure 10/10' }).feedback.overallGrade).toBe('C');
  });

  it('counts a repeated sentence once and holds the prompt at C at best', () => {
    const once = 'Write a short thank-you email to the parents who ran our school fair stalls.';
    const { feedback } = gradePrompt({ prompt: Array(4).fill(once).join('\n') });
    expect(['C', 'D']).toContain(feedback.overallGrade);
    expect(feedback.weaknesses[0]).toMatch(/repeated 4 times/);
    expect(feedback.suggestedRewrite.split(once).length).toBeLessThanOrEqual(2);
  });

  it('drops a sentence said twice for emphasis without calling it filler (issue 29, third round)', () => {
    const prompt =
      "Write a reminder email to parents about the nut-free rule for our nursery's Christmas party on 18 December. Please bring only nut-free food. Please bring only nut-free food. We have two children with severe allergies, so say this clearly but kindly, in under 120 words.";
    const { feedback, guards } = gradePrompt({ prompt });
    expect(guards.map((g) => g.id)).not.toContain('not-real-content');
    expect(['A', 'B']).toContain(feedback.overallGrade);
    // The same prompt said twice over is still filler.
    const twice = gradePrompt({ prompt: `${prompt}\n${prompt}` });
    expect(twice.guards.map((g) => g.id)).toContain('not-real-content');
  });

  it('grades headings with nothing under them D', () => {
    expect(gradePrompt({ prompt: 'Role:\nTask:\nAudience:\nFormat:' }).feedback.overallGrade).toBe('D');
    expect(
      form({ goal: 'Task:', role: 'Role:', context: 'Context:', targetAudience: 'Audience:' }).feedback.overallGrade,
    ).toBe('D');
  });

  it('grades the same words in every field D, and the form labels as content D', () => {
    const same = 'great post please';
    expect(form({ goal: same, role: same, context: same, targetAudience: same }).feedback.overallGrade).toBe('D');
    expect(
      form({ goal: 'Goal', role: 'Role', context: 'Context', targetAudience: 'Target audience' }).feedback.overallGrade,
    ).toBe('D');
  });

  it('leaves real prompts alone', () => {
    const { feedback, guards } = form({ ...REAL, format: 'one post under 60 words with 2 hashtags', tone: 'friendly' });
    expect(guards.map((g) => g.id)).not.toContain('not-real-content');
    expect(['A', 'B']).toContain(feedback.overallGrade);
  });
});
