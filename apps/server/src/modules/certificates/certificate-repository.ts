import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { certificates, quizAttempts } from '../../db/schema/index.js';

export type CertificateRow = typeof certificates.$inferSelect;

export function createCertificateRepository(db: AppDb) {
  return {
    /** Records the graded attempt and, when one is due, its certificate, together. */
    async recordAttempt(
      attempt: typeof quizAttempts.$inferInsert,
      certificate: Omit<typeof certificates.$inferInsert, 'attemptId'> | null,
    ): Promise<{ attemptId: string; certificate: CertificateRow | null }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(quizAttempts).values(attempt).returning({ id: quizAttempts.id });
        if (!certificate) return { attemptId: row.id, certificate: null };
        const [cert] = await tx
          .insert(certificates)
          .values({ ...certificate, attemptId: row.id })
          .returning();
        return { attemptId: row.id, certificate: cert };
      });
    },

    async findByCode(code: string): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
      return row;
    },
  };
}

export type CertificateRepository = ReturnType<typeof createCertificateRepository>;
