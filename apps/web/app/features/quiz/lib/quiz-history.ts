import { useCallback, useEffect, useState } from 'react';
import type { CategoryResult } from '@ai4n/shared';
import { storedJson } from '../../../lib/storage';

/** The spec's quiz result record (docs/spec/public-site.md section 3), kept in the browser. */
export interface QuizResultRecord {
  type: 'prompt-school';
  score: number;
  total: number;
  percentage: number;
  grade: string;
  timeSpentSeconds: number;
  categories: CategoryResult[];
  completedAt: string;
}

export interface QuizHistory {
  completed: QuizResultRecord[];
  totalScore: number;
  bestScore: number;
  avgScore: number;
}

export const RECENT_RESULTS_SHOWN = 5;
const EMPTY: QuizHistory = { completed: [], totalScore: 0, bestScore: 0, avgScore: 0 };
const store = storedJson<QuizHistory>('quiz-history', EMPTY);

/** Best and average are percentages, so quizzes of different lengths compare fairly. */
export function addResult(history: QuizHistory, record: QuizResultRecord): QuizHistory {
  const completed = [record, ...history.completed];
  const totalScore = completed.reduce((sum, r) => sum + r.score, 0);
  return {
    completed,
    totalScore,
    bestScore: Math.max(...completed.map((r) => r.percentage)),
    avgScore: Math.round(completed.reduce((sum, r) => sum + r.percentage, 0) / completed.length),
  };
}

export function useQuizHistory() {
  const [history, setHistory] = useState<QuizHistory>(EMPTY);
  useEffect(() => setHistory(store.get()), []);
  const record = useCallback((result: QuizResultRecord) => {
    const next = addResult(store.get(), result);
    store.set(next);
    setHistory(next);
  }, []);
  return { history, record };
}
