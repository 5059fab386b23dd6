import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CoachFormSchema, type CoachResponse } from '@ai4n/shared';
import { composeCoachPrompt } from '@ai4n/shared/coach-prompt';
import type * as rubric from '@ai4n/shared/coach-rubric';
import { gradePrompt, type CoachInput } from '@ai4n/shared/coach-rubric';
import { fakeApi } from '../../../../test/fake-api';
import { ANSWERED_NOTE } from './ask-first';
import { FeedbackCard } from './feedback-card';

// The questions and how answers merge are the rubric's (packages/shared, tested there); here they are
// fixed, so this tests the card: questions first, the answers used in the browser, nothing sent.
const QUESTIONS = [
  { id: 'product', question: 'Which product or service is the email about?', hint: 'e.g. our new sourdough loaf' },
  { id: 'next', question: 'What should the reader do next?', hint: 'e.g. order by replying to the email' },
];
const mergeAnswers = (input: CoachInput, answers: Record<string, string>): CoachInput => {
  const fields = {
    ...input.fields!,
    context: [input.fields!.context, answers.product].filter(Boolean).join('. '),
    successCriteria: answers.next ? `The reader should ${answers.next}.` : '',
  };
  return { prompt: composeCoachPrompt(fields), fields };
};
vi.mock('@ai4n/shared/coach-rubric', async (original) => ({
  ...(await original<typeof rubric>()),
  clarifyingQuestions: vi.fn(() => QUESTIONS),
  applyAnswers: vi.fn((input: CoachInput, answers: Record<string, string>) => mergeAnswers(input, answers)),
}));

const FIELDS = CoachFormSchema.parse({
  goal: 'write an email',
  role: 'writer',
  context: 'my bakery',
  targetAudience: 'customers',
});
const ORIGINAL = composeCoachPrompt(FIELDS);
const REWRITE = 'You are a writer. Write an email to [customer name] about [product].';

function setup(grade: 'A' | 'B' | 'C' | 'D' = 'D', rewrite = REWRITE) {
  const api = fakeApi({});
  const onPutInForm = vi.fn();
  const onAnswered = vi.fn();
  const result = {
    feedback: {
      overallGrade: grade,
      clarityScore: 3,
      specificityScore: 2,
      structureScore: 4,
      strengths: [],
      weaknesses: ['No product named.'],
      suggestedRewrite: rewrite,
      reason: 'Adds the missing parts.',
    },
  } as unknown as CoachResponse;
  render(
    <FeedbackCard
      result={result}
      original={ORIGINAL}
      fields={FIELDS}
      note={{ title: 'Offline check, no AI model', detail: '', fallback: false }}
      onUseInForm={vi.fn()}
      onPutInForm={onPutInForm}
      onAnswered={onAnswered}
    />,
  );
  return { api, onPutInForm, onAnswered };
}

/** The "After" text of the rewrite shown. */
const after = () => screen.getByRole('region', { name: 'Suggested rewrite' }).querySelectorAll('pre')[1]!;

describe('FeedbackCard: questions before a rewrite (issue 29, part 5)', () => {
  // The first grade in a process builds the rubric's patterns; on a loaded CI machine that once ran
  // past the grade's 1 s budget (held at C), so the card's grade differed from the one expected here.
  beforeAll(() => void gradePrompt({ prompt: ORIGINAL, fields: FIELDS }));

  it('for a D prompt asks first, then rewrites and estimates with the answers in the browser, sending nothing', async () => {
    const { api } = setup('D');
    await screen.findByRole('heading', { name: 'Before we rewrite: a few questions' });
    expect(screen.queryByRole('region', { name: 'Suggested rewrite' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Changes' })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: QUESTIONS[0]!.question }), 'our new sourdough loaf');
    await userEvent.type(screen.getByRole('textbox', { name: QUESTIONS[1]!.question }), 'order by Friday');
    await userEvent.click(screen.getByRole('button', { name: 'Use my answers' }));

    const expected = gradePrompt(
      mergeAnswers(
        { prompt: ORIGINAL, fields: FIELDS },
        { product: 'our new sourdough loaf', next: 'order by Friday' },
      ),
    ).feedback;
    const answered = await screen.findByRole('region', { name: 'With your answers' });
    expect(within(answered).getByText(/^Estimated grade/).textContent).toBe(`Estimated grade ${expected.overallGrade}`);
    expect(
      within(answered).getByRole('progressbar', { name: 'Clarity with your answers' }).getAttribute('aria-valuenow'),
    ).toBe(String(expected.clarityScore));
    expect(within(answered).getByText(ANSWERED_NOTE)).toBeInTheDocument();
    expect(after().textContent).toBe(expected.suggestedRewrite);
    expect(expected.suggestedRewrite).toContain('sourdough');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Changes' })).toBeInTheDocument());
    expect((screen.getByLabelText('Your version') as HTMLTextAreaElement).value).toBe(expected.suggestedRewrite);
    expect(api.sent).toEqual([]);

    // Back to the questions, the answers kept.
    await userEvent.click(screen.getByRole('button', { name: 'Change my answers' }));
    expect((screen.getByRole('textbox', { name: QUESTIONS[1]!.question }) as HTMLInputElement).value).toBe(
      'order by Friday',
    );
  });

  it('"Put answers in the form" gives the form the fields with the answers', async () => {
    const { onPutInForm } = setup('C');
    await userEvent.type(await screen.findByRole('textbox', { name: QUESTIONS[0]!.question }), 'sourdough');
    await userEvent.click(screen.getByRole('button', { name: 'Use my answers' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Put answers in the form' }));
    expect(onPutInForm).toHaveBeenCalledWith(
      expect.objectContaining({ goal: 'write an email', context: 'my bakery. sourdough' }),
    );
  });

  it("hands Run both the rewrite built with the answers, in the learner's casing, and the answers", async () => {
    const { onAnswered } = setup('D');
    await userEvent.type(
      await screen.findByRole('textbox', { name: QUESTIONS[0]!.question }),
      'Our New Sourdough Loaf From Hill Street',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use my answers' }));
    await screen.findByRole('region', { name: 'With your answers' });
    const answers = { product: 'Our New Sourdough Loaf From Hill Street' };
    const expected = gradePrompt(mergeAnswers({ prompt: ORIGINAL, fields: FIELDS }, answers)).feedback.suggestedRewrite;
    expect(expected).toContain('Our New Sourdough Loaf From Hill Street');
    await waitFor(() => expect(onAnswered).toHaveBeenLastCalledWith({ rewrite: expected, answers }));
    expect(expected).not.toBe(REWRITE);
  });

  it('"Skip the questions" shows the rewrite as it came', async () => {
    setup('D');
    await userEvent.click(await screen.findByRole('button', { name: 'Skip the questions' }));
    expect(after().textContent).toBe(REWRITE);
    expect(screen.queryByRole('region', { name: 'With your answers' })).toBeNull();
  });

  it('a declined request (no rewrite) gets no questions and says there is no rewrite', () => {
    setup('D', '');
    expect(screen.getByRole('region', { name: 'No rewrite' }).textContent).toContain('Adds the missing parts.');
    expect(screen.queryByRole('region', { name: 'Suggested rewrite' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Before we rewrite: a few questions' })).toBeNull();
  });

  it('asks nothing for an A or B prompt', async () => {
    setup('B');
    expect(after().textContent).toBe(REWRITE);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Changes' })).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Before we rewrite: a few questions' })).toBeNull();
  });
});
