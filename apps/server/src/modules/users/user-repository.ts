import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

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
    async setAccessCodeHash(id: string, accessCodeHash: string): Promise<void> {
      await db.update(users).set({ accessCodeHash, updatedAt: new Date() }).where(eq(users.id, id));
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
