import { describe, expect, it } from 'vitest';
import { addResult, type QuizResultRecord } from './quiz-history';

const result = (score: number, total: number): QuizResultRecord => ({
  type: 'prompt-school',
  score,
  total,
  percentage: Math.round((score / total) * 100),
  grade: 'C',
  timeSpentSeconds: 60,
  categories: [],
  completedAt: new Date().toISOString(),
});

describe('addResult', () => {
  it('keeps the newest first and derives total, best and average', () => {
    let history = addResult({ completed: [], totalScore: 0, bestScore: 0, avgScore: 0 }, result(12, 20));
    history = addResult(history, result(18, 20));
    history = addResult(history, result(5, 10));
    expect(history.completed.map((r) => r.score)).toEqual([5, 18, 12]);
    expect(history.totalScore).toBe(35);
    expect(history.bestScore).toBe(90);
    expect(history.avgScore).toBe(Math.round((60 + 90 + 50) / 3));
  });
});
