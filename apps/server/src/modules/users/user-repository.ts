import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { userSessions, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export function createUserRepository(db: AppDb) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findOrCreate(email: string): Promise<UserRow> {
      await db.insert(users).values({ email: email.toLowerCase() }).onConflictDoNothing();
      return (await this.findByEmail(email))!;
    },
    /** A new access code ends every session of the account but the caller's, in the same transaction. */
    async replaceAccessCode(id: string, accessCodeHash: string, keepSessionId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ accessCodeHash, updatedAt: new Date() }).where(eq(users.id, id));
        await tx
          .update(userSessions)
          .set({ revoked: true })
          .where(and(eq(userSessions.userId, id), ne(userSessions.id, keepSessionId)));
      });
    },
    async addCredits(id: string, credits: number): Promise<void> {
      await db
        .update(users)
        .set({ credits: sql`${users.credits} + ${credits}`, hasPaid: true, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
