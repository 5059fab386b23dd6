import { and, eq, gt, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { adminAccounts, adminSessions } from '../../db/schema/index.js';

export type AdminRow = typeof adminAccounts.$inferSelect;

export function createAdminAuthRepository(db: AppDb) {
  return {
    async count(): Promise<number> {
      return (await db.select({ id: adminAccounts.id }).from(adminAccounts)).length;
    },
    async findByUsername(username: string): Promise<AdminRow | undefined> {
      const [row] = await db.select().from(adminAccounts).where(eq(adminAccounts.username, username.toLowerCase()));
      return row;
    },
    async findById(id: string): Promise<AdminRow | undefined> {
      const [row] = await db.select().from(adminAccounts).where(eq(adminAccounts.id, id));
      return row;
    },
    /** Creates the account, or replaces its password. */
    async upsert(username: string, passwordHash: string): Promise<AdminRow> {
      const [row] = await db
        .insert(adminAccounts)
        .values({ username: username.toLowerCase(), passwordHash })
        .onConflictDoUpdate({ target: adminAccounts.username, set: { passwordHash } })
        .returning();
      return row;
    },
    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db.update(adminAccounts).set({ passwordHash }).where(eq(adminAccounts.id, id));
    },
    async touchLogin(id: string): Promise<void> {
      await db.update(adminAccounts).set({ lastLoginAt: new Date() }).where(eq(adminAccounts.id, id));
    },
    async createSession(adminId: string, expiresAt: Date): Promise<string> {
      const [row] = await db.insert(adminSessions).values({ adminId, expiresAt }).returning({ id: adminSessions.id });
      return row.id;
    },
    async activeSession(id: string) {
      const [row] = await db
        .select()
        .from(adminSessions)
        .where(
          and(eq(adminSessions.id, id), eq(adminSessions.revoked, false), gt(adminSessions.expiresAt, new Date())),
        );
      return row;
    },
    async revoke(id: string): Promise<void> {
      await db.update(adminSessions).set({ revoked: true }).where(eq(adminSessions.id, id));
    },
    async revokeOthers(adminId: string, keep: string): Promise<void> {
      await db
        .update(adminSessions)
        .set({ revoked: true })
        .where(and(eq(adminSessions.adminId, adminId), ne(adminSessions.id, keep)));
    },
  };
}

export type AdminAuthRepository = ReturnType<typeof createAdminAuthRepository>;
