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

  it("keeps the learner's answers in their own casing in the rewrite, through the fields and as plain text", () => {
    const answer = 'Sourdough Loaves From Hill Street Bakery, £4 On Tuesdays';
    const fields = CoachFormSchema.parse({
      goal: 'newsletter',
      role: 'owner',
      context: 'bakery',
      targetAudience: 'customers',
    });
    for (const input of [{ prompt: composeCoachPrompt(fields), fields }, { prompt: 'write a newsletter' }]) {
      const qs = clarifyingQuestions(input);
      expect(qs.length).toBeGreaterThanOrEqual(2);
      const rewrite = gradePrompt(applyAnswers(input, { [qs[0].id]: answer })).feedback.suggestedRewrite;
      expect(rewrite).toContain(answer);
      expect(rewrite.toLowerCase().split(answer.toLowerCase()).length - 1).toBe(1);
    }
  });

  it('prints each section of the rewrite once, however the learner typed the labels', () => {
    const label = (line: string) => /^([A-Z][a-z]+(?: [a-z]+)?):\s/.exec(line)?.[1];
    const prompts = [
      { prompt: 'Context: we are a cafe.\nwrite an email to staff. Context: busy on fridays' },
      { prompt: 'Context: we run a gym.\nContext: 200 members.\nWrite a post about our new classes.' },
      {
        prompt: '',
        fields: CoachFormSchema.parse({
          goal: 'Task: write an email about the new rota',
          role: 'cafe manager',
          context: 'Context: we are a cafe in Leeds. Context: 9 part-time staff',
          targetAudience: 'Audience: our staff',
        }),
      },
    ];
    for (const input of prompts) {
      const rewrite = gradePrompt(
        input.fields ? { prompt: composeCoachPrompt(input.fields), fields: input.fields } : input,
      ).feedback.suggestedRewrite;
      const labels = rewrite.split('\n').map(label).filter(Boolean);
      expect(new Set(labels).size, rewrite).toBe(labels.length);
      expect(rewrite.match(/\b(?:Context|Task|Audience):/g)?.length ?? 0, rewrite).toBeLessThanOrEqual(labels.length);
    }
  });
});
