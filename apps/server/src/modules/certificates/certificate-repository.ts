import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { certificates, quizAttempts } from '../../db/schema/index.js';

export type CertificateRow = typeof certificates.$inferSelect;
export type AttemptRow = typeof quizAttempts.$inferSelect;

export function createCertificateRepository(db: AppDb) {
  return {
    async recordAttempt(attempt: typeof quizAttempts.$inferInsert): Promise<string> {
      const [row] = await db.insert(quizAttempts).values(attempt).returning({ id: quizAttempts.id });
      return row.id;
    },

    async findAttempt(id: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, id));
      return row;
    },

    /** One certificate per attempt: a second claim only corrects the name. */
    async upsertForAttempt(certificate: typeof certificates.$inferInsert): Promise<CertificateRow> {
      const [row] = await db
        .insert(certificates)
        .values(certificate)
        .onConflictDoUpdate({ target: certificates.attemptId, set: { name: certificate.name } })
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
