import type { CategoryResult } from './contracts/school.js';
import type { CertificateIneligibleReason } from './domain/school.js';

/** Grade scale: 90+ A+, 80+ A, 70+ B, passing score or above C, else F. */
export function gradeFor(percentage: number, passingScore: number): string {
  if (percentage >= 90) return 'A+';
  if (percentage >= 80) return 'A';
  if (percentage >= 70) return 'B';
  if (percentage >= passingScore) return 'C';
  return 'F';
}

export interface GradableQuestion {
  id: number;
  category: string;
  correctAnswer: number;
}

export interface QuizScore {
  score: number;
  total: number;
  percentage: number;
  categories: CategoryResult[];
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** Scores answers (question id to chosen option index) against the questions given. */
export function scoreQuiz(questions: GradableQuestion[], answers: ReadonlyMap<number, number>): QuizScore {
  const byCategory = new Map<string, { correct: number; total: number }>();
  let score = 0;
  for (const q of questions) {
    const correct = answers.get(q.id) === q.correctAnswer;
    if (correct) score += 1;
    const entry = byCategory.get(q.category) ?? { correct: 0, total: 0 };
    entry.total += 1;
    if (correct) entry.correct += 1;
    byCategory.set(q.category, entry);
  }
  return {
    score,
    total: questions.length,
    percentage: percent(score, questions.length),
    categories: [...byCategory].map(([name, c]) => ({
      name,
      correct: c.correct,
      total: c.total,
      percentage: percent(c.correct, c.total),
    })),
  };
}

export interface EligibilityInput {
  percentage: number;
  passingScore: number;
  /** Questions in the attempt, and how many a full-length quiz has. */
  total: number;
  fullLength: number;
  /** Server-measured seconds from the draw to the submission, and the least a person needs. */
  elapsedSeconds: number;
  minimumSeconds: number;
}

/** Why an attempt may not claim a certificate, or null when it may: passed, full length, at a human pace. */
export function certificateIneligibility(input: EligibilityInput): CertificateIneligibleReason | null {
  if (input.percentage < input.passingScore) return 'below-passing';
  if (input.total < input.fullLength) return 'not-full-length';
  if (input.elapsedSeconds < input.minimumSeconds) return 'too-fast';
  return null;
}

/** The least time, in whole seconds, a person needs for a quiz of `questions` questions. */
export const minimumQuizSeconds = (questions: number, secondsPerQuestion: number) =>
  Math.ceil(questions * secondsPerQuestion);

/** What a visitor reads when an attempt cannot earn a certificate (also the server's refusal). */
export const CERTIFICATE_INELIGIBLE_TEXTS: Record<CertificateIneligibleReason, string> = {
  'below-passing': 'This quiz attempt did not reach the passing score.',
  'not-full-length':
    'Certificates are issued for a full-length quiz drawn from our server. Take a fresh quiz online to earn yours.',
  'too-fast':
    'You finished faster than anyone can read the questions, so this attempt cannot earn a certificate. Take a fresh quiz at your own pace and your certificate is waiting.',
};
