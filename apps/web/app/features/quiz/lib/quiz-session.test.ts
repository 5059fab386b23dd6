import { describe, expect, it } from 'vitest';
import type { QuizGraded } from '@ai4n/shared';
import type { PracticeQuestion } from './practice-bank';
import {
  answersOf,
  certifiedSession,
  localFeedback,
  missedIds,
  mistakesSession,
  outcomesOf,
  practiceSession,
  recordOfGraded,
  revealedBy,
  scoreMistakes,
  scorePractice,
} from './quiz-session';

const question = (id: number, correctAnswer: number, category = 'basics'): PracticeQuestion => ({
  id,
  category: category as PracticeQuestion['category'],
  difficulty: 'easy',
  question: `Q${id}?`,
  options: ['A', 'B', 'C', 'D'],
  correctAnswer,
  explanation: `Why ${id}.`,
  points: 10,
  tags: [],
  isActive: true,
  lessonId: null,
});

describe('quiz sessions', () => {
  it('a certified session takes the draw as it is: its id, its feedback mode, no answers', () => {
    const { correctAnswer: _answer, explanation: _why, ...drawn } = question(1, 0);
    const s = certifiedSession(
      { drawId: 'd1', questions: [drawn], total: 1, showFeedbackImmediately: true, minimumSeconds: 5 },
      1000,
    );
    expect(s).toMatchObject({
      mode: 'certified',
      drawId: 'd1',
      immediate: true,
      startTime: 1000,
      answers: {},
      feedback: {},
      completed: false,
    });
  });

  it('checks a practice answer locally, and only when the answer is known', () => {
    expect(localFeedback(question(1, 2), 2)).toEqual({
      questionId: 1,
      answer: 2,
      correct: true,
      correctAnswer: 2,
      explanation: 'Why 1.',
    });
    expect(localFeedback(question(1, 2), 0)?.correct).toBe(false);
    expect(localFeedback({ ...question(1, 2), correctAnswer: undefined }, 0)).toBeNull();
  });

  it('scores a practice quiz with its review, unanswered questions counting as wrong', () => {
    const s = practiceSession([question(1, 0), question(2, 1, 'advanced'), question(3, 2)], false, 0);
    const finished = { ...s, answers: { 1: 0, 2: 3 }, endTime: 90_000, completed: true };
    const { record, review } = scorePractice(finished, 60);
    expect(record).toMatchObject({ score: 1, total: 3, percentage: 33, grade: 'F', timeSpentSeconds: 90 });
    expect(review.map((q) => [q.answer, q.correct])).toEqual([
      [0, true],
      [3, false],
      [-1, false],
    ]);
  });

  it('keeps the server-graded result in the history and the revealed questions for practice', () => {
    const review = [{ ...question(1, 0), answer: 0, correct: true }];
    const graded: QuizGraded = {
      attemptId: 'a',
      score: 1,
      total: 1,
      percentage: 100,
      grade: 'A+',
      passed: true,
      categories: [{ name: 'basics', correct: 1, total: 1, percentage: 100 }],
      certificateEligible: true,
      ineligibleReason: null,
      timeSpentSeconds: 42,
      minimumSeconds: 5,
      review,
    };
    expect(recordOfGraded(graded, new Date(0))).toEqual({
      type: 'prompt-school',
      score: 1,
      total: 1,
      percentage: 100,
      grade: 'A+',
      timeSpentSeconds: 42,
      categories: graded.categories,
      completedAt: '1970-01-01T00:00:00.000Z',
    });
    expect(revealedBy(review)).toEqual([question(1, 0)]);
  });

  it('a mistakes round holds the questions asked without answers, and is scored from the server grading', () => {
    const asked = [question(1, 0), question(2, 1, 'advanced'), question(3, 2)].map(
      ({ correctAnswer: _a, explanation: _e, ...q }) => q,
    );
    const s = { ...mistakesSession(asked, 1_000), answers: { 1: 0, 2: 3 }, endTime: 31_000, completed: true };
    expect(s).toMatchObject({ mode: 'mistakes', immediate: false, drawId: null });
    expect(answersOf(s)).toEqual([
      { questionId: 1, answer: 0 },
      { questionId: 2, answer: 3 },
      { questionId: 3, answer: -1 },
    ]);
    // The server left out question 3 (disabled since) and revealed the others' answers.
    const graded = {
      correct: 1,
      total: 2,
      percentage: 50,
      questions: [
        {
          questionId: 1,
          question: 'Q1?',
          options: ['A', 'B'],
          answer: 0,
          correctAnswer: 0,
          explanation: 'One.',
          correct: true,
          lessonId: 4,
        },
        {
          questionId: 2,
          question: 'Q2?',
          options: ['A', 'B', 'C', 'D'],
          answer: 3,
          correctAnswer: 1,
          explanation: 'Two.',
          correct: false,
          lessonId: null,
        },
      ],
    };
    const { record, review } = scoreMistakes(s, graded, 60);
    expect(record).toMatchObject({ score: 1, total: 2, percentage: 50, grade: 'F', timeSpentSeconds: 30 });
    expect(record.categories.map((c) => c.name).sort()).toEqual(['advanced', 'basics']);
    expect(review.map((q) => [q.id, q.answer, q.correctAnswer, q.correct, q.explanation, q.lessonId])).toEqual([
      [1, 0, 0, true, 'One.', 4],
      [2, 3, 1, false, 'Two.', null],
    ]);
    expect(missedIds(review)).toEqual([2]);
    expect(outcomesOf(review)).toEqual([
      { questionId: 1, correct: true },
      { questionId: 2, correct: false },
    ]);
  });
});
