import type { CategoryResult } from './contracts/school.js';

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
    categories: [...byCategory].map(([name, c]) => ({ name, correct: c.correct, total: c.total, percentage: percent(c.correct, c.total) })),
  };
}
