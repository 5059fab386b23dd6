import { describe, expect, it } from 'vitest';
import { capCoachGrade, combinedCoachScore, gradeForScores } from './coach-grade.js';

describe('the coach grade scale', () => {
  it('combines the scores: clarity 40 %, specificity and structure 30 % each', () => {
    expect(combinedCoachScore(10, 5, 5)).toBe(7);
    expect(combinedCoachScore(8.5, 6, 7)).toBe(7.3);
  });

  it.each([
    [[9, 8, 8], 'A'],
    [[10, 10, 5], 'B'],
    [[8, 6, 7], 'B'],
    [[10, 1, 1], 'C'],
    [[5, 5, 5], 'C'],
    [[3, 4, 4], 'D'],
  ] as const)('%j → %s (one strong score no longer carries a weak prompt)', ([c, sp, st], grade) =>
    expect(gradeForScores(c, sp, st)).toBe(grade),
  );

  it('caps a grade, never raises it', () => {
    expect(capCoachGrade('A', 'C')).toBe('C');
    expect(capCoachGrade('D', 'B')).toBe('D');
    expect(capCoachGrade('B', null)).toBe('B');
  });
});
