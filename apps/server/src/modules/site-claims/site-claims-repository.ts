import { count, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { certificates, prompts, quizAttempts } from '../../db/schema/index.js';

/** The figures the site keeps itself, behind the claims it may make. */
export function createSiteClaimsRepository(db: AppDb) {
  return {
    /** Prompts the public gallery shows. */
    async activePrompts(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(prompts).where(eq(prompts.status, 'active'));
      return row.n;
    },

    async certificatesIssued(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(certificates);
      return row.n;
    },

    /** Graded quizzes, and how many passed (any grade but F, which is below the passing score). */
    async quizResults(): Promise<{ attempts: number; passed: number }> {
      const [all] = await db.select({ n: count() }).from(quizAttempts);
      const [passed] = await db.select({ n: count() }).from(quizAttempts).where(ne(quizAttempts.grade, 'F'));
      return { attempts: all.n, passed: passed.n };
    },
  };
}

export type SiteClaimsRepository = ReturnType<typeof createSiteClaimsRepository>;
