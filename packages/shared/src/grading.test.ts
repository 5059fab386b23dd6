import { describe, expect, it } from 'vitest';
import { certificateIneligibility, gradeFor, minimumQuizSeconds, scoreQuiz } from './grading.js';

describe('gradeFor', () => {
  it.each([
    [100, 'A+'],
    [90, 'A+'],
    [89, 'A'],
    [80, 'A'],
    [79, 'B'],
    [70, 'B'],
    [69, 'C'],
    [60, 'C'],
    [59, 'F'],
    [0, 'F'],
  ])('%i%% with passing 60 is %s', (pct, grade) => expect(gradeFor(pct, 60)).toBe(grade));

  it('moves the C boundary with the passing score', () => {
    expect(gradeFor(65, 70)).toBe('F');
    expect(gradeFor(55, 50)).toBe('C');
  });
});

describe('scoreQuiz', () => {
  const questions = [
    { id: 1, category: 'basics', correctAnswer: 0 },
    { id: 2, category: 'basics', correctAnswer: 1 },
    { id: 3, category: 'advanced', correctAnswer: 2 },
  ];

  it('counts correct answers overall and per category, rounding percentages', () => {
    const result = scoreQuiz(
      questions,
      new Map([
        [1, 0],
        [2, 3],
        [3, 2],
      ]),
    );
    expect(result).toEqual({
      score: 2,
      total: 3,
      percentage: 67,
      categories: [
        { name: 'basics', correct: 1, total: 2, percentage: 50 },
        { name: 'advanced', correct: 1, total: 1, percentage: 100 },
      ],
    });
  });

  it('treats unanswered questions as wrong', () => {
    expect(scoreQuiz(questions, new Map()).score).toBe(0);
  });
});

describe('certificateIneligibility', () => {
  const passing = {
    percentage: 80,
    passingScore: 60,
    total: 20,
    fullLength: 20,
    elapsedSeconds: 300,
    minimumSeconds: 100,
  };
  it('lets a passed, full-length attempt at a human pace claim a certificate', () => {
    expect(certificateIneligibility(passing)).toBeNull();
    expect(certificateIneligibility({ ...passing, elapsedSeconds: 100 })).toBeNull();
  });
  it('names the first reason that stands in the way', () => {
    expect(certificateIneligibility({ ...passing, percentage: 59, elapsedSeconds: 1 })).toBe('below-passing');
    expect(certificateIneligibility({ ...passing, total: 19, elapsedSeconds: 1 })).toBe('not-full-length');
    expect(certificateIneligibility({ ...passing, elapsedSeconds: 99 })).toBe('too-fast');
  });
  it('needs the seconds per question for every question, rounded up', () => {
    expect(minimumQuizSeconds(20, 5)).toBe(100);
    expect(minimumQuizSeconds(3, 0.5)).toBe(2);
    expect(minimumQuizSeconds(20, 0)).toBe(0);
  });
});
