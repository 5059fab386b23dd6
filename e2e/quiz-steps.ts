import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Question, QuizDraw } from '@ai4n/shared';
import { E2E_ADMIN } from './site';

/** Steps shared by the Prompt School specs. */
export type Answering = 'right' | 'wrong';

/**
 * The answer key, read as an administrator: the public API gives a visitor (or a script) no
 * answers, so the test knows them the way only an administrator can.
 */
export async function answerKey(siteUrl: string): Promise<Map<number, Question>> {
  const login = await fetch(`${siteUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${siteUrl}/api/questions?active=all&limit=500`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return new Map(((await res.json()) as Question[]).map((q) => [q.id, q]));
}

/**
 * Starts the quiz and answers every question right or wrong (all alike, or by position), then finishes. With immediate
 * feedback (the default) each answer shows right or wrong and the explanation, and is locked.
 */
export async function takeQuiz(
  page: Page,
  key: Map<number, Question>,
  answers: Answering | ((index: number) => Answering),
): Promise<QuizDraw> {
  const quiz = page.getByRole('region', { name: 'Final quiz & certificate' });
  const drawn = page.waitForResponse((r) => r.url().endsWith('/api/quizzes/draws') && r.request().method() === 'POST');
  await quiz.getByRole('button', { name: 'Start AI Newcomer Quiz' }).click();
  const draw = (await (await drawn).json()) as QuizDraw;
  expect(draw.showFeedbackImmediately).toBe(true);
  for (const [i, drawn] of draw.questions.entries()) {
    expect(drawn).not.toHaveProperty('correctAnswer');
    const q = key.get(drawn.id)!;
    await page.getByText(`Question ${i + 1} of ${draw.questions.length}`).waitFor();
    const next = quiz.getByRole('button', {
      name: i === draw.questions.length - 1 ? 'Finish Quiz' : 'Next',
      exact: true,
    });
    expect(await next.isDisabled()).toBe(true);
    const answer = typeof answers === 'function' ? answers(i) : answers;
    const pick = answer === 'right' ? q.correctAnswer : (q.correctAnswer + 1) % q.options.length;
    const group = quiz.getByRole('group', { name: q.question });
    await group.getByLabel(q.options[pick], { exact: true }).check();
    const feedback = quiz
      .getByRole('status')
      .filter({ hasText: answer === 'right' ? 'Correct!' : 'Not quite. The right answer is:' });
    await feedback.waitFor();
    if (q.explanation) expect(await feedback.textContent()).toContain(q.explanation);
    // Locked: no other option can be chosen any more.
    expect(await group.getByLabel(q.options[(pick + 1) % q.options.length], { exact: true }).isDisabled()).toBe(true);
    await next.click();
  }
  return draw;
}
