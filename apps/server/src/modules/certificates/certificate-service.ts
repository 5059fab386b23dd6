import {
  CERTIFICATE_INELIGIBLE_TEXTS,
  certificateName,
  minimumQuizSeconds,
  type Certificate,
  type CertificateClaim,
  type CertificateIneligibleReason,
} from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import type { QuestionService } from '../questions/question-service.js';
import { newCertificateCode, normalizeCertificateCode } from './certificate-code.js';
import type { AttemptRow, CertificateRepository, CertificateRow } from './certificate-repository.js';

function toCertificate(row: CertificateRow): Certificate {
  return {
    code: row.code,
    name: certificateName(row.name),
    score: row.score,
    total: row.total,
    percentage: row.percentage,
    grade: row.grade,
    issuedAt: row.issuedAt.toISOString(),
  };
}

export interface CertificateDeps {
  certificates: CertificateRepository;
  quizSettings: QuestionService['settings'];
  minSecondsPerQuestion: number;
}

export function createCertificateService(deps: CertificateDeps) {
  /** Why an ineligible attempt was refused, as far as the stored attempt tells (its flag is what counts). */
  const refusalOf = async (attempt: AttemptRow): Promise<CertificateIneligibleReason> => {
    const { passingScore } = await deps.quizSettings();
    if (attempt.percentage < passingScore) return 'below-passing';
    if (attempt.drawId && attempt.timeSpentSeconds < minimumQuizSeconds(attempt.total, deps.minSecondsPerQuestion))
      return 'too-fast';
    return 'not-full-length';
  };

  /** The certificate of a code as typed (any case, blanks around it), or null. */
  const find = async (code: string): Promise<Certificate | null> => {
    const row = await deps.certificates.findByCode(normalizeCertificateCode(code));
    return row ? toCertificate(row) : null;
  };

  return {
    /**
     * Issues the certificate of an eligible attempt in the given name; the attempt id is the
     * client's proof. Once issued, a certificate never changes: a second claim gets it back as it is.
     */
    async claim(claim: CertificateClaim): Promise<{ certificate: Certificate; issued: boolean }> {
      const attempt = await deps.certificates.findAttempt(claim.attemptId);
      if (!attempt) throw new HttpError(404, 'Quiz attempt not found');
      if (!attempt.certificateEligible)
        throw new HttpError(403, CERTIFICATE_INELIGIBLE_TEXTS[await refusalOf(attempt)]);
      const existing = await deps.certificates.findForAttempt(attempt.id);
      if (existing) return { certificate: toCertificate(existing), issued: false };
      const row = await deps.certificates.insertForAttempt({
        code: newCertificateCode(),
        attemptId: attempt.id,
        name: claim.name,
        score: attempt.score,
        total: attempt.total,
        percentage: attempt.percentage,
        grade: attempt.grade,
      });
      // A concurrent claim won the race: its certificate is the one.
      if (!row)
        return { certificate: toCertificate((await deps.certificates.findForAttempt(attempt.id))!), issued: false };
      return { certificate: toCertificate(row), issued: true };
    },

    find,

    async get(code: string): Promise<Certificate> {
      const certificate = await find(code);
      if (!certificate) throw new HttpError(404, 'Certificate not found');
      return certificate;
    },
  };
}

export type CertificateService = ReturnType<typeof createCertificateService>;
