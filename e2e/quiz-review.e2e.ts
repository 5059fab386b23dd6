import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { Lesson, Question, QuizDraw } from '@ai4n/shared';
import { baseUrl, useBrowser } from './browser';
import { answerKey, takeQuiz } from './quiz-steps';

/** Review and retake mistakes: missed questions with their answers and lessons, then a practice round of just those. */
describe('review and retake mistakes', () => {
  const { open } = useBrowser();
  let key: Map<number, Question>;
  beforeAll(async () => {
    key = await answerKey(baseUrl());
  });

  /** The missed questions listed under "Review mistakes", opened; each checked against the answer key. */
  async function expectMistakes(quiz: Locator, missed: Array<{ id: number; given: number }>) {
    await quiz.getByRole('button', { name: 'Review mistakes', exact: true }).click();
    const items = quiz.getByRole('list', { name: 'Your mistakes' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(missed.length);
    for (const [i, { id, given }] of missed.entries()) {
      const q = key.get(id)!;
      const item = items.nth(i);
      const text = await item.textContent();
      expect(text).toContain(q.question);
      expect(text).toContain(`Your answer: ${q.options[given]}`);
      expect(text).toContain(`Right answer: ${q.options[q.correctAnswer]}`);
      expect(text).toContain(q.explanation!);
      // Every seeded question names the lesson that teaches it.
      expect(q.lessonId).not.toBeNull();
      await expect
        .poll(() => item.getByRole('link', { name: 'Read the lesson' }).getAttribute('href'))
        .toBe(`/prompt-school#lesson-${q.lessonId}`);
    }
  }

  it('lists the three missed questions with their lessons, and retakes exactly those three', async () => {
    const page = await open('/prompt-school');
    const quiz = page.getByRole('region', { name: 'Final quiz & certificate' });
    const draw = await takeQuiz(page, key, (i) => (i < 3 ? 'wrong' : 'right'));
    const total = draw.questions.length;
    const missed = draw.questions.slice(0, 3).map((q) => q.id);
    const wrongPick = (id: number) => (key.get(id)!.correctAnswer + 1) % key.get(id)!.options.length;
    await quiz.getByText(`${total - 3} / ${total} correct`).waitFor();

    await quiz.getByText('You missed 3 questions.', { exact: false }).waitFor();
    await expectMistakes(
      quiz,
      missed.map((id) => ({ id, given: wrongPick(id) })),
    );

    // That these three are now in the review queue, due the next day, is checked in review-queue.e2e.ts.

    // "Retake only my mistakes": a practice round of exactly the three, asked in the same order.
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/quizzes/practice') && r.method() === 'POST');
    await quiz.getByRole('button', { name: 'Retake only my mistakes' }).click();
    expect(((await asked).postDataJSON() as { questionIds: number[] }).questionIds).toEqual(missed);
    await quiz.getByText('Practice round: your mistakes', { exact: true }).waitFor();
    await expect.poll(() => quiz.getByText(/no certificate/).count()).toBeGreaterThan(0);

    // The first right, the other two wrong again; answers are checked only at the end.
    const graded = page.waitForResponse((r) => r.url().endsWith('/api/quizzes/practice/results'));
    for (const [i, id] of missed.entries()) {
      const q = key.get(id)!;
      await quiz.getByText(`Question ${i + 1} of 3`).waitFor();
      const pick = i === 0 ? q.correctAnswer : wrongPick(id);
      await quiz.getByRole('group', { name: q.question }).getByLabel(q.options[pick], { exact: true }).check();
      await quiz.getByRole('button', { name: i === 2 ? 'Finish Quiz' : 'Next', exact: true }).click();
    }
    expect((await graded).status()).toBe(200);
    await quiz.getByText('1 / 3 correct', { exact: false }).waitFor();
    await quiz.getByText('Practice round: your mistakes.', { exact: true }).waitFor();
    await expect.poll(() => quiz.getByText('Your certificate').count()).toBe(0);
    await expect.poll(() => quiz.getByLabel('Name on the certificate').count()).toBe(0);

    // The same review for the practice round, and its own retake of the two still wrong.
    await quiz.getByText('You missed 2 questions.', { exact: false }).waitFor();
    await expectMistakes(
      quiz,
      missed.slice(1).map((id) => ({ id, given: wrongPick(id) })),
    );
    const again = page.waitForRequest((r) => r.url().endsWith('/api/quizzes/practice') && r.method() === 'POST');
    await quiz.getByRole('button', { name: 'Retake only my mistakes' }).click();
    expect(((await again).postDataJSON() as { questionIds: number[] }).questionIds).toEqual(missed.slice(1));
    await quiz.getByText('Question 1 of 2').waitFor();
  });

  it('"Read the lesson" opens the lesson that teaches the missed question', async () => {
    const page = await open('/prompt-school');
    const quiz = page.getByRole('region', { name: 'Final quiz & certificate' });
    const draw = await takeQuiz(page, key, (i) => (i === 0 ? 'wrong' : 'right'));
    const q = key.get(draw.questions[0].id)!;
    const lesson = (await (await fetch(`${baseUrl()}/api/lessons/${q.lessonId}`)).json()) as Lesson;

    await quiz.getByRole('button', { name: 'Review mistakes', exact: true }).click();
    await quiz.getByRole('link', { name: 'Read the lesson' }).click();
    await page.waitForURL(new RegExp(`/prompt-school#lesson-${q.lessonId}$`));
    const article = page.locator(`article#lesson-${q.lessonId}`);
    await article.waitFor();
    await expect.poll(() => article.getByRole('heading', { level: 3 }).first().textContent()).toBe(lesson.title);
  });

  it('a new certified quiz leaves out the questions of the previous attempt', async () => {
    const page = await open('/prompt-school');
    const quiz = page.getByRole('region', { name: 'Final quiz & certificate' });
    const first = await takeQuiz(page, key, 'right');
    const firstIds = first.questions.map((q) => q.id);

    await quiz.getByRole('button', { name: 'Retake Quiz' }).click();
    const request = page.waitForRequest((r) => r.url().endsWith('/api/quizzes/draws') && r.method() === 'POST');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/quizzes/draws'));
    await quiz.getByRole('button', { name: 'Start AI Newcomer Quiz' }).click();
    expect(((await request).postDataJSON() as { avoid: number[] }).avoid).toEqual(firstIds);
    const second = (await (await response).json()) as QuizDraw;
    // The seeded bank holds 100 questions, so none of the 20 needs to come back.
    expect(second.questions.filter((q) => firstIds.includes(q.id))).toEqual([]);
  });
});
