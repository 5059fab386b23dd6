import { desc } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { adminAudit } from '../../db/schema/index.js';

export type AuditRecord = Pick<typeof adminAudit.$inferInsert, 'username' | 'action' | 'path' | 'statusCode'>;

export function createAdminAuditRepository(db: AppDb) {
  return {
    async record(entry: AuditRecord): Promise<void> {
      await db.insert(adminAudit).values(entry);
    },
    async latest(limit: number) {
      return db.select().from(adminAudit).orderBy(desc(adminAudit.createdAt)).limit(limit);
    },
  };
}

export type AdminAuditRepository = ReturnType<typeof createAdminAuditRepository>;
