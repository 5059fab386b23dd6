import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { coachFreeUses, coachSessions, users } from '../../db/schema/index.js';

export type CoachSessionRow = typeof coachSessions.$inferSelect;

export function createCoachRepository(db: AppDb) {
  return {
    async findSession(id: string): Promise<CoachSessionRow | undefined> {
      const [row] = await db.select().from(coachSessions).where(and(eq(coachSessions.id, id), gt(coachSessions.expiresAt, new Date())));
      return row;
    },

    async createSession(expiresAt: Date, userId: string | null = null): Promise<CoachSessionRow> {
      const [row] = await db.insert(coachSessions).values({ expiresAt, userId }).returning();
      return row;
    },

    async touchSession(id: string, changes: { promptsUsedDelta?: number; userId?: string; newVisit?: boolean }): Promise<void> {
      await db
        .update(coachSessions)
        .set({
          lastUsed: new Date(),
          promptsUsed: sql`${coachSessions.promptsUsed} + ${changes.promptsUsedDelta ?? 0}`,
          totalSessions: sql`${coachSessions.totalSessions} + ${changes.newVisit ? 1 : 0}`,
          ...(changes.userId ? { userId: changes.userId } : {}),
        })
        .where(eq(coachSessions.id, id));
    },

    /** Takes one free analysis for this session and address, atomically; false when either has used it. */
    async reserveFreeUse(sessionId: string, ipHash: string, freeLimit: number, perAddress: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const session = await tx
          .update(coachSessions)
          .set({ promptsUsed: sql`${coachSessions.promptsUsed} + 1`, lastUsed: new Date() })
          .where(and(eq(coachSessions.id, sessionId), lt(coachSessions.promptsUsed, freeLimit)))
          .returning({ id: coachSessions.id });
        if (session.length === 0) return false;
        const ip = await tx
          .insert(coachFreeUses)
          .values({ ipHash, used: 1 })
          .onConflictDoUpdate({ target: coachFreeUses.ipHash, set: { used: sql`${coachFreeUses.used} + 1`, updatedAt: new Date() }, setWhere: lt(coachFreeUses.used, perAddress) })
          .returning({ used: coachFreeUses.used });
        if (ip.length === 0) {
          await tx.update(coachSessions).set({ promptsUsed: sql`${coachSessions.promptsUsed} - 1` }).where(eq(coachSessions.id, sessionId));
          return false;
        }
        return true;
      });
    },

    async releaseFreeUse(sessionId: string, ipHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(coachSessions).set({ promptsUsed: sql`greatest(${coachSessions.promptsUsed} - 1, 0)` }).where(eq(coachSessions.id, sessionId));
        await tx.update(coachFreeUses).set({ used: sql`greatest(${coachFreeUses.used} - 1, 0)` }).where(eq(coachFreeUses.ipHash, ipHash));
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
