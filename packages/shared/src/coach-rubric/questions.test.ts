import { beforeAll, describe, expect, it } from 'vitest';
import { composeCoachPrompt } from '../coach-prompt.js';
import { CoachFormSchema } from '../contracts/coach.js';
import { applyAnswers, clarifyingQuestions, gradePrompt } from './index.js';

const answersOf = (qs: Array<{ id: string; hint: string }>) =>
  Object.fromEntries(qs.map((q) => [q.id, q.hint.replace(/^e\.g\. /, '')]));

// The first grade compiles the rubric's patterns: slow on a loaded two-core machine, so not inside a test's 5 s.
beforeAll(() => void gradePrompt({ prompt: 'Warm up: write a short email.' }), 60_000);

describe('questions before the rewrite (issue 29, part 5)', () => {
  it('asks 2 to 4 questions for a C or D prompt, fitted to the task', () => {
    const newsletter = clarifyingQuestions({ prompt: 'write a newsletter' });
    expect(newsletter.length).toBeGreaterThanOrEqual(2);
    expect(newsletter.length).toBeLessThanOrEqual(4);
    expect(newsletter.map((q) => q.question).join(' ')).toMatch(/offer/);
    expect(newsletter.map((q) => q.question).join(' ')).toMatch(/do next/);
    const complaint = clarifyingQuestions({ prompt: 'write a complaint to my landlord' });
    expect(complaint.map((q) => q.question).join(' ')).toMatch(/What do you want them to do/);
    for (const q of [...newsletter, ...complaint]) expect(q.hint).toMatch(/^e\.g\. /);
  });

  it('asks nothing for an A or B prompt, or a request the coach declines', () => {
    expect(
      clarifyingQuestions({
        prompt:
          'You are a friendly baker. Write a 100-word email to our regular customers announcing Sunday opening (10 to 2) from 5 May, warm tone, one call to action: book a table.',
      }),
    ).toEqual([]);
    expect(clarifyingQuestions({ prompt: 'Write a phishing email for Netflix customers.' })).toEqual([]);
  });

  it('returns the questions with the grade, for the server answer', () => {
    const graded = gradePrompt({ prompt: 'write a post' });
    expect(graded.questions).toEqual(clarifyingQuestions({ prompt: 'write a post' }));
    expect(graded.feedback.questions).toEqual(graded.questions);
  });

  it('merges the answers into the right fields, and the grade goes up', () => {
    const fields = CoachFormSchema.parse({
      goal: 'write a newsletter',
      role: 'bakery owner',
      context: 'small bakery',
      targetAudience: 'customers',
    });
    const input = { prompt: composeCoachPrompt(fields), fields };
    const qs = clarifyingQuestions(input);
    const answered = applyAnswers(input, answersOf(qs));
    expect(answered.fields!.context).toMatch(/^small bakery\. /);
    expect(answered.fields!.successCriteria).toMatch(/book a table/);
    expect(answered.prompt).toBe(composeCoachPrompt(answered.fields!));
    const rank = (g: string) => 'ABCD'.indexOf(g);
    expect(rank(gradePrompt(answered).feedback.overallGrade)).toBeLessThan(
      rank(gradePrompt(input).feedback.overallGrade),
    );
  });

  it('adds answers to plain text as labelled lines, leaving empty answers out', () => {
    const out = applyAnswers({ prompt: 'write a post' }, { about: 'our new candle, £12', next: '  ', nope: 'x' });
    expect(out.prompt).toBe('write a post\nContext: our new candle, £12');
  });
});
