import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { certificates, quizAttempts } from '../../db/schema/index.js';

export type CertificateRow = typeof certificates.$inferSelect;
export type AttemptRow = typeof quizAttempts.$inferSelect;

export function createCertificateRepository(db: AppDb) {
  return {
    async findAttempt(id: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, id));
      return row;
    },

    async findForAttempt(attemptId: string): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.attemptId, attemptId));
      return row;
    },

    /** One certificate per attempt, never renamed: undefined when the attempt already has one. */
    async insertForAttempt(certificate: typeof certificates.$inferInsert): Promise<CertificateRow | undefined> {
      const [row] = await db
        .insert(certificates)
        .values(certificate)
        .onConflictDoNothing({ target: certificates.attemptId })
        .returning();
      return row;
    },

    /** Graded attempts oldest first, with the certificate claimed for each (if any), for the quizzes export. */
    async attemptsPage(offset: number, limit: number) {
      return db
        .select({ attempt: quizAttempts, certificateCode: certificates.code, certificateName: certificates.name })
        .from(quizAttempts)
        .leftJoin(certificates, eq(certificates.attemptId, quizAttempts.id))
        .orderBy(asc(quizAttempts.completedAt), asc(quizAttempts.id))
        .offset(offset)
        .limit(limit);
    },

    async findByCode(code: string): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
      return row;
    },
  };
}

export type CertificateRepository = ReturnType<typeof createCertificateRepository>;
