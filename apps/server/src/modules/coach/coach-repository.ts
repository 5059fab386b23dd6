import { and, eq, gt, isNull, lt, or, sql, TransactionRollbackError } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { coachAnalyses, coachFreeUses, coachSessions, users } from '../../db/schema/index.js';

export type CoachSessionRow = typeof coachSessions.$inferSelect;

export function createCoachRepository(db: AppDb) {
  return {
    async findSession(id: string): Promise<CoachSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(coachSessions)
        .where(and(eq(coachSessions.id, id), gt(coachSessions.expiresAt, new Date())));
      return row;
    },

    /** Links a session to the signed-in user (a new visit for the counter). */
    async linkSession(id: string, userId: string): Promise<void> {
      await db
        .update(coachSessions)
        .set({ userId, lastUsed: new Date(), totalSessions: sql`${coachSessions.totalSessions} + 1` })
        .where(eq(coachSessions.id, id));
    },

    /** Free analyses this address has used (the per-address allowance). */
    async addressUses(ipHash: string): Promise<number> {
      const [row] = await db
        .select({ used: coachFreeUses.used })
        .from(coachFreeUses)
        .where(eq(coachFreeUses.ipHash, ipHash));
      return row?.used ?? 0;
    },

    /**
     * Takes one free analysis for the session and the address, atomically; null when either has
     * used it. Without a session, the session is created here, so a row exists only once an
     * analysis is recorded (and not at all when the address has none left).
     */
    async reserveFreeUse(claim: {
      sessionId: string | null;
      newSession: { expiresAt: Date; userId: string | null };
      ipHash: string;
      freeLimit: number;
      perAddress: number;
    }): Promise<CoachSessionRow | null> {
      try {
        return await db.transaction(async (tx) => {
          const [session] = claim.sessionId
            ? await tx
                .update(coachSessions)
                .set({ promptsUsed: sql`${coachSessions.promptsUsed} + 1`, lastUsed: new Date() })
                .where(and(eq(coachSessions.id, claim.sessionId), lt(coachSessions.promptsUsed, claim.freeLimit)))
                .returning()
            : await tx
                .insert(coachSessions)
                .values({ ...claim.newSession, promptsUsed: 1 })
                .returning();
          if (!session) return null;
          const ip = await tx
            .insert(coachFreeUses)
            .values({ ipHash: claim.ipHash, used: 1 })
            .onConflictDoUpdate({
              target: coachFreeUses.ipHash,
              set: { used: sql`${coachFreeUses.used} + 1`, updatedAt: new Date() },
              setWhere: lt(coachFreeUses.used, claim.perAddress),
            })
            .returning({ used: coachFreeUses.used });
          if (ip.length === 0) tx.rollback();
          return session;
        });
      } catch (error) {
        if (error instanceof TransactionRollbackError) return null;
        throw error;
      }
    },

    /** Stores an analysis for Run both; its id. */
    async saveAnalysis(analysis: {
      userId: string | null;
      sessionId: string | null;
      prompt: string;
      rewrite: string;
    }): Promise<string> {
      const [row] = await db.insert(coachAnalyses).values(analysis).returning({ id: coachAnalyses.id });
      return row!.id;
    },

    async deleteAnalysesBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(coachAnalyses)
        .where(lt(coachAnalyses.createdAt, before))
        .returning({ id: coachAnalyses.id });
      return rows.length;
    },

    /**
     * Expired sessions, and sessions nobody used since `unusedBefore`: a cookie that never
     * analysed anything and belongs to no account (a visitor who opened the page and left).
     */
    async deleteExpiredSessions(now: Date, unusedBefore: Date): Promise<number> {
      const rows = await db
        .delete(coachSessions)
        .where(
          or(
            lt(coachSessions.expiresAt, now),
            and(
              eq(coachSessions.promptsUsed, 0),
              isNull(coachSessions.userId),
              lt(coachSessions.lastUsed, unusedBefore),
            ),
          ),
        )
        .returning({ id: coachSessions.id });
      return rows.length;
    },

    async releaseFreeUse(sessionId: string, ipHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(coachSessions)
          .set({ promptsUsed: sql`greatest(${coachSessions.promptsUsed} - 1, 0)` })
          .where(eq(coachSessions.id, sessionId));
        await tx
          .update(coachFreeUses)
          .set({ used: sql`greatest(${coachFreeUses.used} - 1, 0)` })
          .where(eq(coachFreeUses.ipHash, ipHash));
      });
    },

    /** Uses one paid credit if one is left; concurrent calls can never go below zero. */
    async reserveCredit(userId: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ credits: sql`${users.credits} - 1`, promptsUsed: sql`${users.promptsUsed} + 1`, updatedAt: new Date() })
        .where(and(eq(users.id, userId), gt(users.credits, 0)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async releaseCredit(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ credits: sql`${users.credits} + 1`, promptsUsed: sql`greatest(${users.promptsUsed} - 1, 0)` })
        .where(eq(users.id, userId));
    },
  };
}

export type CoachRepository = ReturnType<typeof createCoachRepository>;
