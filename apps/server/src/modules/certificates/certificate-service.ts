import {
  gradeFor,
  scoreQuiz,
  type Certificate,
  type CertificateClaim,
  type QuizGraded,
  type QuizSubmission,
} from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import type { QuestionRepository } from '../questions/question-repository.js';
import type { QuestionService } from '../questions/question-service.js';
import { newCertificateCode, normalizeCertificateCode } from './certificate-code.js';
import type { CertificateRepository, CertificateRow } from './certificate-repository.js';

function toCertificate(row: CertificateRow): Certificate {
  return {
    code: row.code,
    name: row.name,
    score: row.score,
    total: row.total,
    percentage: row.percentage,
    grade: row.grade,
    issuedAt: row.issuedAt.toISOString(),
  };
}

export interface CertificateDeps {
  certificates: CertificateRepository;
  questions: QuestionRepository;
  quizSettings: QuestionService['settings'];
}

export function createCertificateService(deps: CertificateDeps) {
  return {
    /**
     * Grades a finished quiz against the stored answers (never the client's own score) and
     * keeps the result. A full-length quiz at or above the passing score may claim a certificate.
     */
    async grade(submission: QuizSubmission): Promise<QuizGraded> {
      const ids = submission.answers.map((a) => a.questionId);
      const [questions, settings, bankSize] = await Promise.all([
        deps.questions.findPublicByIds(ids),
        deps.quizSettings(),
        deps.questions.countPublicBy('category').then((rows) => rows.reduce((sum, r) => sum + r.count, 0)),
      ]);
      if (questions.length !== ids.length) throw new HttpError(400, 'The quiz contains questions that are not available. Please take a fresh quiz.');

      const result = scoreQuiz(questions, new Map(submission.answers.map((a) => [a.questionId, a.answer])));
      const grade = gradeFor(result.percentage, settings.passingScore);
      const passed = result.percentage >= settings.passingScore;
      const fullLength = result.total >= Math.min(settings.questionsPerQuiz, bankSize);
      const certificateEligible = passed && fullLength;
      const attemptId = await deps.certificates.recordAttempt({
        score: result.score,
        total: result.total,
        percentage: result.percentage,
        grade,
        timeSpentSeconds: submission.timeSpentSeconds,
        categories: result.categories,
        certificateEligible,
      });
      return { attemptId, ...result, grade, passed, certificateEligible };
    },

    /** Issues (or renames) the certificate of an eligible attempt; the attempt id is the client's proof. */
    async claim(claim: CertificateClaim): Promise<Certificate> {
      const attempt = await deps.certificates.findAttempt(claim.attemptId);
      if (!attempt) throw new HttpError(404, 'Quiz attempt not found');
      if (!attempt.certificateEligible) throw new HttpError(403, 'This quiz attempt did not reach the passing score.');
      const row = await deps.certificates.upsertForAttempt({
        code: newCertificateCode(),
        attemptId: attempt.id,
        name: claim.name,
        score: attempt.score,
        total: attempt.total,
        percentage: attempt.percentage,
        grade: attempt.grade,
      });
      return toCertificate(row);
    },

    async get(code: string): Promise<Certificate> {
      const row = await deps.certificates.findByCode(normalizeCertificateCode(code));
      if (!row) throw new HttpError(404, 'Certificate not found');
      return toCertificate(row);
    },
  };
}

export type CertificateService = ReturnType<typeof createCertificateService>;
