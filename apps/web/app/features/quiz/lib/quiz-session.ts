import {
  gradeFor,
  scoreQuiz,
  type PracticeGraded,
  type QuizAnswerFeedback,
  type QuizDraw,
  type QuizGraded,
  type QuizQuestion,
  type ReviewedQuestion,
} from '@ai4n/shared';
import type { PracticeQuestion } from './practice-bank';
import type { QuizResultRecord } from './quiz-history';

/** A question of a session: a certified draw's come without answers, a practice quiz's with them. */
export type SessionQuestion = QuizQuestion & Partial<Pick<PracticeQuestion, 'correctAnswer' | 'explanation'>>;

/**
 * The spec's quiz session (docs/spec/public-site.md section 3), kept in the browser so a reload resumes it. `certified` sessions are
 * drawn and graded by the server; `practice` ones come from the browser's revealed questions when
 * the server cannot be reached, and are scored here without a certificate; `mistakes` ones
 * ("Retake only my mistakes") hold the questions missed, graded by the server, never certified.
 */
export interface QuizSession {
  id: string;
  mode: 'certified' | 'practice' | 'mistakes';
  drawId: string | null;
  /** Each answer is checked, and locked, as soon as it is chosen. */
  immediate: boolean;
  questions: SessionQuestion[];
  currentQuestionIndex: number;
  answers: Record<number, number>;
  /** Immediate feedback already shown, by question id: those answers are locked. */
  feedback: Record<number, QuizAnswerFeedback>;
  score: number;
  startTime: number;
  endTime: number | null;
  completed: boolean;
  percentage: number;
}

function session(
  mode: QuizSession['mode'],
  questions: SessionQuestion[],
  immediate: boolean,
  drawId: string | null,
  now: number,
): QuizSession {
  return {
    id: crypto.randomUUID(),
    mode,
    drawId,
    immediate,
    questions,
    currentQuestionIndex: 0,
    answers: {},
    feedback: {},
    score: 0,
    startTime: now,
    endTime: null,
    completed: false,
    percentage: 0,
  };
}

export const certifiedSession = (draw: QuizDraw, now = Date.now()) =>
  session('certified', draw.questions, draw.showFeedbackImmediately, draw.drawId, now);
export const practiceSession = (questions: PracticeQuestion[], immediate: boolean, now = Date.now()) =>
  session('practice', questions, immediate, null, now);
/** A practice round of the questions missed: their answers are checked by the server at the end. */
export const mistakesSession = (questions: QuizQuestion[], now = Date.now()) =>
  session('mistakes', questions, false, null, now);

/** The answers of a session, one per question (-1: unanswered), as the server grades them. */
export const answersOf = (s: QuizSession) =>
  s.questions.map((q) => ({ questionId: q.id, answer: s.answers[q.id] ?? -1 }));

/** The ids of the questions a result got wrong, in the order asked. */
export const missedIds = (review: ReviewedQuestion[]) => review.filter((q) => !q.correct).map((q) => q.id);

/** Right or wrong, by question: what the spaced-review queue records. */
export const outcomesOf = (review: ReviewedQuestion[]) => review.map((q) => ({ questionId: q.id, correct: q.correct }));

/** Immediate feedback for a practice question, from the answer the browser knows. */
export function localFeedback(question: SessionQuestion, answer: number): QuizAnswerFeedback | null {
  if (question.correctAnswer === undefined) return null;
  return {
    questionId: question.id,
    answer,
    correct: answer === question.correctAnswer,
    correctAnswer: question.correctAnswer,
    explanation: question.explanation ?? '',
  };
}

/** The questions a graded result revealed, for the practice copy. */
export const revealedBy = (review: ReviewedQuestion[]): PracticeQuestion[] =>
  review.map(({ answer: _answer, correct: _correct, ...question }) => question);

/** The question a locked answer revealed (immediate feedback), for the practice copy. */
export const revealedByFeedback = (question: SessionQuestion, feedback: QuizAnswerFeedback): PracticeQuestion => ({
  ...question,
  correctAnswer: feedback.correctAnswer,
  explanation: feedback.explanation,
});

/** The local history record of a server-graded quiz. */
export function recordOfGraded(graded: QuizGraded, completedAt: Date): QuizResultRecord {
  return {
    type: 'prompt-school',
    score: graded.score,
    total: graded.total,
    percentage: graded.percentage,
    grade: graded.grade,
    timeSpentSeconds: graded.timeSpentSeconds,
    categories: graded.categories,
    completedAt: completedAt.toISOString(),
  };
}

/** The result of questions whose answers are known (never certified): its record and review. */
function practiceResult(
  finished: QuizSession,
  questions: PracticeQuestion[],
  passingScore: number,
): { record: QuizResultRecord; review: ReviewedQuestion[] } {
  const answers = new Map(Object.entries(finished.answers).map(([id, a]) => [Number(id), a]));
  const result = scoreQuiz(questions, answers);
  const endTime = finished.endTime ?? Date.now();
  return {
    record: {
      type: 'prompt-school',
      ...result,
      grade: gradeFor(result.percentage, passingScore),
      timeSpentSeconds: Math.round((endTime - finished.startTime) / 1000),
      completedAt: new Date(endTime).toISOString(),
    },
    review: questions.map((q) => {
      const answer = answers.get(q.id) ?? -1;
      return { ...q, answer, correct: answer === q.correctAnswer };
    }),
  };
}

/** Scores a practice quiz in the browser: its result and review, never a certificate. */
export const scorePractice = (finished: QuizSession, passingScore: number) =>
  practiceResult(
    finished,
    finished.questions.filter((q): q is PracticeQuestion => q.correctAnswer !== undefined),
    passingScore,
  );

/**
 * The result of a mistakes round from the server's grading: the session's questions with the
 * answers the server revealed (a question the server no longer asks is left out).
 */
export function scoreMistakes(finished: QuizSession, graded: PracticeGraded, passingScore: number) {
  const asked = new Map(finished.questions.map((q) => [q.id, q]));
  const questions = graded.questions.flatMap((g): PracticeQuestion[] => {
    const q = asked.get(g.questionId);
    if (!q) return [];
    const { question, options, correctAnswer, explanation, lessonId } = g;
    return [{ ...q, question, options, correctAnswer, explanation, lessonId }];
  });
  return practiceResult(finished, questions, passingScore);
}
