import type { Question, QuizQuestion } from '@ai4n/shared';
import { storedJson } from '../../../lib/storage';

/** A question whose answer this browser has seen: revealed by a graded result or by immediate feedback. */
export type PracticeQuestion = Question & { explanation: string };

/** Revealed questions, newest wins, one per id. */
export function mergeRevealed(
  pool: readonly PracticeQuestion[],
  revealed: readonly PracticeQuestion[],
): PracticeQuestion[] {
  const byId = new Map(pool.map((q) => [q.id, q]));
  for (const q of revealed) byId.set(q.id, q);
  return [...byId.values()];
}

const sameQuestion = (a: QuizQuestion, b: QuizQuestion) =>
  a.question === b.question && a.options.length === b.options.length && a.options.every((o, i) => o === b.options[i]);

/**
 * Keeps the revealed questions the server still asks, unchanged: a question removed, disabled or
 * reworded since may have another right answer now, so it leaves the practice copy.
 */
export function pruneToBank(pool: readonly PracticeQuestion[], bank: readonly QuizQuestion[]): PracticeQuestion[] {
  const current = new Map(bank.map((q) => [q.id, q]));
  return pool.filter((q) => {
    const now = current.get(q.id);
    return now !== undefined && sameQuestion(q, now);
  });
}

const store = storedJson<PracticeQuestion[]>('quiz-practice-bank', []);

/**
 * The offline fallback: when the server cannot draw a quiz, a practice quiz (ungraded by the
 * server, no certificate) is drawn from the questions whose answers this browser has been shown.
 */
export const practiceBank = {
  get: (): PracticeQuestion[] => store.get(),
  add(revealed: readonly PracticeQuestion[]): void {
    if (revealed.length > 0) store.set(mergeRevealed(store.get(), revealed));
  },
  prune(bank: readonly QuizQuestion[]): void {
    const pool = store.get();
    const kept = pruneToBank(pool, bank);
    if (kept.length !== pool.length) store.set(kept);
  },
};
