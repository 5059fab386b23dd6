import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import type { HousekeepingTask } from '../../plugins/housekeeping.js';
import { userSessions } from '../../db/schema/index.js';

/** The server-side half of a user token: a token is good only while its session row is. */
export function createUserSessionRepository(db: AppDb) {
  return {
    async create(userId: string, expiresAt: Date, mailboxProven: boolean): Promise<{ id: string; expiresAt: Date }> {
      const [row] = await db
        .insert(userSessions)
        .values({ userId, expiresAt, mailboxProven })
        .returning({ id: userSessions.id, expiresAt: userSessions.expiresAt });
      return row;
    },
    /** True when the session exists, belongs to the user, is not revoked and has not expired. */
    async isActive(id: string, userId: string, now = new Date()): Promise<boolean> {
      const [row] = await db
        .select({ id: userSessions.id })
        .from(userSessions)
        .where(
          and(
            eq(userSessions.id, id),
            eq(userSessions.userId, userId),
            eq(userSessions.revoked, false),
            gt(userSessions.expiresAt, now),
          ),
        );
      return Boolean(row);
    },
    /** False when there was no live session to revoke. */
    async revoke(id: string): Promise<boolean> {
      const rows = await db
        .update(userSessions)
        .set({ revoked: true })
        .where(and(eq(userSessions.id, id), eq(userSessions.revoked, false)))
        .returning({ id: userSessions.id });
      return rows.length === 1;
    },
    async isMailboxProven(id: string): Promise<boolean> {
      const [row] = await db
        .select({ proven: userSessions.mailboxProven })
        .from(userSessions)
        .where(eq(userSessions.id, id));
      return row?.proven ?? false;
    },
    /** Someone proved the mailbox: the sessions that did not (a payment's) end. */
    async revokeUnproven(userId: string): Promise<void> {
      await db
        .update(userSessions)
        .set({ revoked: true })
        .where(and(eq(userSessions.userId, userId), eq(userSessions.mailboxProven, false)));
    },
    /** For the periodic cleanup: revoked or expired rows can no longer sign anyone in. Returns how many went. */
    async deleteExpiredSessions(now: Date): Promise<number> {
      const rows = await db
        .delete(userSessions)
        .where(or(eq(userSessions.revoked, true), lt(userSessions.expiresAt, now)))
        .returning({ id: userSessions.id });
      return rows.length;
    },
  };
}

export type UserSessionRepository = ReturnType<typeof createUserSessionRepository>;

export const expiredUserSessionsTask = (sessions: UserSessionRepository): HousekeepingTask => ({
  name: 'expired user sessions',
  run: (now) => sessions.deleteExpiredSessions(now),
});
