import { count, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { certificates, prompts, quizAttempts, quizDraws } from '../../db/schema/index.js';

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

    /**
     * Distinct visitors with a graded, server-drawn quiz, and how many of them have a certified pass
     * (certificate-eligible): however many attempts one visitor scripts, they count once.
     */
    async quizVisitors(): Promise<{ visitors: number; passed: number }> {
      const perVisitor = db
        .select({ passed: sql<boolean>`bool_or(${quizAttempts.certificateEligible})`.as('passed') })
        .from(quizAttempts)
        .innerJoin(quizDraws, eq(quizDraws.id, quizAttempts.drawId))
        .where(isNotNull(quizDraws.visitor))
        .groupBy(quizDraws.visitor)
        .as('per_visitor');
      const [row] = await db
        .select({ visitors: count(), passed: sql<number>`count(*) filter (where ${perVisitor.passed})::int` })
        .from(perVisitor);
      return row;
    },
  };
}

export type SiteClaimsRepository = ReturnType<typeof createSiteClaimsRepository>;
