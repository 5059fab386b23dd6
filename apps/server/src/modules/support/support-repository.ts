import { desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { supportMessages } from '../../db/schema/index.js';

export function createSupportRepository(db: AppDb) {
  return {
    async insert(message: { name: string; email: string; subject: string; message: string }): Promise<{ id: string }> {
      const [row] = await db.insert(supportMessages).values(message).returning({ id: supportMessages.id });
      return row;
    },
    async list(limit: number) {
      return db.select().from(supportMessages).orderBy(desc(supportMessages.createdAt)).limit(limit);
    },
    async unreadCount(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(supportMessages)
        .where(eq(supportMessages.status, 'new'));
      return row.count;
    },
    async setStatus(id: string, status: string) {
      const [row] = await db.update(supportMessages).set({ status }).where(eq(supportMessages.id, id)).returning();
      return row;
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
