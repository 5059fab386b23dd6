import { beforeAll, describe, expect, it } from 'vitest';
import { type Question } from '@ai4n/shared';
import { DAY_MS } from '@ai4n/shared/review-schedule';
import { baseUrl, useBrowser, reload } from './browser';
import { answerKey, takeQuiz } from './quiz-steps';

/** Spaced review: questions missed in the quiz come back the next day, and a review moves them on. */
describe('spaced review', () => {
  const { open } = useBrowser();
  let key: Map<number, Question>;
  beforeAll(async () => {
    key = await answerKey(baseUrl());
  });

  it('brings three missed questions back the next day and moves them up or back after a review', async () => {
    // The browser's clock is controlled so that "tomorrow" can come without waiting a day.
    const page = await open('/prompt-school', { beforeGoto: (p) => p.clock.install({ time: new Date() }) });
    const quiz = page.getByRole('region', { name: 'Final quiz & certificate' });
    await expect.poll(() => quiz.getByRole('button', { name: 'Start review' }).count()).toBe(0);

    const draw = await takeQuiz(page, key, (i) => (i < 3 ? 'wrong' : 'right'));
    const missed = draw.questions.slice(0, 3).map((q) => q.id);
    await page.getByText(`${draw.questions.length - 3} / ${draw.questions.length} correct`).waitFor();
    // Missed today, due tomorrow: nothing to review yet.
    await quiz.getByRole('heading', { name: 'Nothing due for review today' }).waitFor();
    await quiz.getByText(/^Come back .+ for your next review\.$/).waitFor();

    await page.clock.setSystemTime(new Date(Date.now() + DAY_MS + 60_000));
    await reload(page);
    await quiz.getByRole('heading', { name: '3 questions due for review' }).waitFor();

    const asked = page.waitForRequest((r) => r.url().endsWith('/api/quizzes/practice') && r.method() === 'POST');
    await quiz.getByRole('button', { name: 'Start review' }).click();
    const body = (await asked).postDataJSON() as { questionIds: number[] };
    expect([...body.questionIds].sort((a, b) => a - b)).toEqual([...missed].sort((a, b) => a - b));

    // Two right, the last one wrong again.
    for (const [i, id] of body.questionIds.entries()) {
      const q = key.get(id)!;
      await quiz.getByRole('heading', { name: `Review: question ${i + 1} of 3` }).waitFor();
      const right = i < 2;
      const pick = right ? q.correctAnswer : (q.correctAnswer + 1) % q.options.length;
      await quiz.getByRole('group', { name: q.question }).getByLabel(q.options[pick], { exact: true }).check();
      await quiz.getByRole('button', { name: 'Check answer' }).click();
      await quiz
        .getByText(
          right
            ? 'Correct! It moves up and comes back in 3 days.'
            : `Not quite. The right answer is: ${q.options[q.correctAnswer]}`,
        )
        .waitFor();
      await quiz.getByRole('button', { name: i < 2 ? 'Next question' : 'See summary' }).click();
    }

    await quiz.getByRole('heading', { name: 'Review complete' }).waitFor();
    await quiz.getByText('2 moved up, 1 back to day 1').waitFor();
    await quiz.getByText(/^Next review: /).waitFor();
    await quiz.getByRole('button', { name: 'Done' }).click();
    await quiz.getByRole('heading', { name: 'Nothing due for review today' }).waitFor();

    // Kept in the browser: the next day only the one missed again is due.
    await page.clock.setSystemTime(new Date(Date.now() + 2 * DAY_MS + 120_000));
    await reload(page);
    await quiz.getByRole('heading', { name: '1 question due for review' }).waitFor();
  });
});
