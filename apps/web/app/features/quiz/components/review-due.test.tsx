import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type PracticeGraded, type QuizQuestion, type ReviewItem } from '@ai4n/shared';
import { DAY_MS } from '@ai4n/shared/review-schedule';
import { signInBrowser } from '../../../../test/account';
import { fakeApi, reply } from '../../../../test/fake-api';
import { renderWithQuery } from '../../../../test/render';
import { applyToQueue, readReviewQueue } from '../lib/review-queue';
import { ReviewDue } from './review-due';

const HOUR = 3_600_000;
const KEY = 'ai4n.review-queue';
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const entry = (questionId: number, box: number, dueInMs: number): ReviewItem => ({
  questionId,
  box,
  dueAt: iso(dueInMs),
  updatedAt: iso(-DAY_MS),
});
const DRAW = '0b6a3f8e-7c1d-4e2a-9f3b-5d6c7e8f9a0b';
/** The graded quiz that asked these questions (the server reviews only those). */
const seed = (items: ReviewItem[], shown = items.map((i) => i.questionId)) => {
  localStorage.setItem(KEY, JSON.stringify(items));
  localStorage.setItem('ai4n.quiz-graded-draws', JSON.stringify([{ drawId: DRAW, questionIds: shown }]));
};

const question = (id: number): QuizQuestion =>
  ({
    id,
    question: `What is question ${id} about?`,
    options: ['Apples', 'Bananas', 'Cherries'],
    category: 'basics',
    difficulty: 'easy',
    points: 10,
    tags: [],
    order: id,
    lessonId: null,
  }) as unknown as QuizQuestion;

/** The server's grade of one answer: option 1 is always right. */
const grade = (body: unknown): PracticeGraded => {
  const [{ questionId, answer }] = (body as { answers: Array<{ questionId: number; answer: number }> }).answers;
  const q = question(questionId);
  return {
    correct: answer === 1 ? 1 : 0,
    total: 1,
    percentage: answer === 1 ? 100 : 0,
    questions: [
      {
        questionId,
        question: q.question,
        options: q.options,
        answer,
        correctAnswer: 1,
        explanation: `Bananas, because of ${questionId}.`,
        correct: answer === 1,
        lessonId: null,
      },
    ],
  };
};

describe('ReviewDue', () => {
  it('shows nothing while no question has been missed', () => {
    const { container } = renderWithQuery(<ReviewDue />);
    expect(container.textContent).toBe('');
  });

  it('counts the due questions, in the singular and the plural', async () => {
    seed([entry(1, 1, -HOUR)]);
    const { unmount } = renderWithQuery(<ReviewDue />);
    expect(await screen.findByRole('heading', { name: '1 question due for review' })).toBeInTheDocument();
    unmount();
    seed([entry(1, 1, -HOUR), entry(2, 2, -1), entry(3, 1, HOUR)]);
    renderWithQuery(<ReviewDue />);
    expect(await screen.findByRole('heading', { name: '2 questions due for review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start review' })).toBeInTheDocument();
  });

  it('says calmly when the next review is, when nothing is due yet', async () => {
    seed([entry(1, 1, 5 * HOUR)]);
    renderWithQuery(<ReviewDue />);
    expect(await screen.findByRole('heading', { name: 'Nothing due for review today' })).toBeInTheDocument();
    expect(screen.getByText(/^Come back .+ for your next review\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start review' })).toBeNull();
  });

  it('follows a miss recorded elsewhere on the page', async () => {
    renderWithQuery(<ReviewDue />);
    act(() => applyToQueue([{ questionId: 4, correct: false }], new Date(Date.now() - 2 * DAY_MS)));
    expect(await screen.findByRole('heading', { name: '1 question due for review' })).toBeInTheDocument();
  });
});

describe('a review session', () => {
  it('asks the due questions one at a time, checks each, and sums up how the schedule moved', async () => {
    seed([entry(1, 1, -HOUR), entry(2, 2, -HOUR), entry(3, 1, 2 * DAY_MS)]);
    const { sent } = fakeApi({
      'POST /quizzes/practice': { questions: [question(1), question(2)] },
      'POST /quizzes/practice/results': grade,
    });
    renderWithQuery(<ReviewDue />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start review' }));

    const check = () => screen.getByRole('button', { name: 'Check answer' }) as HTMLButtonElement;
    const first = await screen.findByRole('group', { name: 'What is question 1 about?' });
    expect(screen.getByRole('heading', { name: 'Review: question 1 of 2' })).toBeInTheDocument();
    expect(check().disabled).toBe(true);
    await userEvent.click(within(first).getByLabelText('Bananas'));
    await userEvent.click(check());
    expect(await screen.findByText('Correct! It moves up and comes back in 3 days.')).toBeInTheDocument();
    expect(screen.getByText('Bananas, because of 1.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));

    const second = await screen.findByRole('group', { name: 'What is question 2 about?' });
    await userEvent.click(within(second).getByLabelText('Cherries'));
    await userEvent.click(check());
    expect(await screen.findByText('Not quite. The right answer is: Bananas')).toBeInTheDocument();
    expect(screen.getByText('It comes back for review tomorrow.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See summary' }));

    expect(await screen.findByText('1 moved up, 1 back to day 1')).toBeInTheDocument();
    expect(screen.getByText(/^Next review: /)).toBeInTheDocument();
    expect(sent.map((r) => [r.path, r.body])).toEqual([
      ['/quizzes/practice', { drawIds: [DRAW], questionIds: [1, 2] }],
      ['/quizzes/practice/results', { drawIds: [DRAW], answers: [{ questionId: 1, answer: 1 }] }],
      ['/quizzes/practice/results', { drawIds: [DRAW], answers: [{ questionId: 2, answer: 2 }] }],
    ]);
    const boxes = Object.fromEntries(readReviewQueue().map((i) => [i.questionId, i.box]));
    expect(boxes).toEqual({ 1: 2, 2: 1, 3: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Nothing due for review today' })).toBeInTheDocument();
  });

  it('graduates a question answered right in the last box', async () => {
    seed([entry(7, 4, -HOUR)]);
    fakeApi({ 'POST /quizzes/practice': { questions: [question(7)] }, 'POST /quizzes/practice/results': grade });
    const { container } = renderWithQuery(<ReviewDue />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start review' }));
    await userEvent.click(await screen.findByLabelText('Bananas'));
    await userEvent.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(
      await screen.findByText('Correct! You know this one now, so it leaves your review list.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See summary' }));
    expect(await screen.findByText('1 learned for good')).toBeInTheDocument();
    expect(screen.getByText('Your review list is empty. Nice work!')).toBeInTheDocument();
    expect(readReviewQueue()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('drops questions the quiz no longer asks', async () => {
    seed([entry(1, 1, -HOUR), entry(9, 1, -HOUR)]);
    fakeApi({ 'POST /quizzes/practice': { questions: [question(1)] } });
    renderWithQuery(<ReviewDue />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start review' }));
    expect(await screen.findByRole('heading', { name: 'Review: question 1 of 1' })).toBeInTheDocument();
    await waitFor(() => expect(readReviewQueue().map((i) => i.questionId)).toEqual([1]));
  });

  it("asks only questions this browser's graded quizzes showed; the others leave the queue", async () => {
    seed([entry(1, 1, -HOUR), entry(5, 1, -HOUR)], [1]);
    const { sent } = fakeApi({ 'POST /quizzes/practice': { questions: [question(1)] } });
    renderWithQuery(<ReviewDue />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start review' }));
    expect(await screen.findByRole('heading', { name: 'Review: question 1 of 1' })).toBeInTheDocument();
    expect(sent.map((r) => r.body)).toEqual([{ drawIds: [DRAW], questionIds: [1] }]);
    await waitFor(() => expect(readReviewQueue().map((i) => i.questionId)).toEqual([1]));
  });

  it('explains a failed load and tries again', async () => {
    seed([entry(1, 1, -HOUR)]);
    let calls = 0;
    fakeApi({
      'POST /quizzes/practice': () => (++calls === 1 ? reply(503) : { questions: [question(1)] }),
    });
    renderWithQuery(<ReviewDue />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start review' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Your review questions couldn't be loaded. Please check your connection and try again.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'What is question 1 about?' })).toBeInTheDocument();
  });
});

describe('the review queue of a signed-in user', () => {
  const USER = '5d1f7c3e-2b4a-4c1e-9a52-1c2b3d4e5f60';
  const signIn = () => signInBrowser(USER, 't0k');
  const progress = (reviewQueue: ReviewItem[]) => ({
    completedLessons: [],
    currentLesson: null,
    certificateEarned: false,
    progress: 0,
    reviewQueue,
  });

  it("merges this browser's queue into the account once, then sends only the answers", async () => {
    const mine = entry(1, 1, -HOUR);
    const theirs = entry(2, 3, -HOUR);
    seed([mine]);
    signIn();
    const { writes } = fakeApi({
      [`PUT /users/${USER}/progress`]: (body) => {
        const b = body as { reviewQueue?: ReviewItem[]; reviewOutcomes?: unknown };
        return progress(b.reviewQueue ? [mine, theirs] : [theirs]);
      },
    });
    renderWithQuery(<ReviewDue />);
    expect(await screen.findByRole('heading', { name: '2 questions due for review' })).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ body: { reviewQueue: [mine] }, token: 't0k' });

    const now = new Date();
    act(() => applyToQueue([{ questionId: 1, correct: true }], now));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1].body).toEqual({
      reviewOutcomes: { at: now.toISOString(), outcomes: [{ questionId: 1, correct: true }] },
    });
    // The browser takes the account's queue back.
    await waitFor(() => expect(readReviewQueue()).toEqual([theirs]));
  });

  it('reads the account on a later visit, and writes nothing', async () => {
    const mine = entry(1, 1, -HOUR);
    const theirs = entry(2, 3, -HOUR);
    seed([mine]);
    signIn();
    const { writes } = fakeApi({
      [`PUT /users/${USER}/progress`]: () => progress([mine]),
      [`GET /users/${USER}`]: () => ({ promptSchool: progress([mine, theirs]) }),
    });
    const first = renderWithQuery(<ReviewDue />);
    expect(await screen.findByRole('heading', { name: '1 question due for review' })).toBeInTheDocument();
    first.unmount();
    // The next visit takes the account's latest (another device added a question) with a read.
    renderWithQuery(<ReviewDue />);
    expect(await screen.findByRole('heading', { name: '2 questions due for review' })).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
  });

  it('keeps the answers in the browser when the account cannot be reached, and merges them next time', async () => {
    signIn();
    const { writes } = fakeApi({ [`PUT /users/${USER}/progress`]: reply(503) });
    applyToQueue([{ questionId: 5, correct: false }]);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(readReviewQueue().map((i) => i.questionId)).toEqual([5]);
    applyToQueue([{ questionId: 6, correct: false }]);
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect((writes()[1].body as { reviewQueue: ReviewItem[] }).reviewQueue.map((i) => i.questionId)).toEqual([5, 6]);
  });
});
