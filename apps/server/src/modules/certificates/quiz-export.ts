import { quizAttemptCsv } from '@ai4n/shared/csv';
import { csvExport } from '../bulk/bulk-transfer.js';
import type { CertificateRepository } from './certificate-repository.js';

/** The quizzes export (quizzes_export.csv): every graded attempt and its certificate, if claimed. */
export function createQuizExport(repo: CertificateRepository) {
  return {
    exportCsv: () =>
      csvExport(quizAttemptCsv, repo.attemptsPage, ({ attempt, certificateCode, certificateName }) => ({
        attemptId: attempt.id,
        type: attempt.type,
        score: attempt.score,
        total: attempt.total,
        percentage: attempt.percentage,
        grade: attempt.grade,
        timeSpentSeconds: attempt.timeSpentSeconds,
        categories: attempt.categories,
        certificateEligible: attempt.certificateEligible,
        certificateCode,
        certificateName,
        completedAt: attempt.completedAt.toISOString(),
      })),
  };
}
