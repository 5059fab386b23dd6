import type { AppDb } from '../../db/client.js';
import { supportMessages } from '../../db/schema/index.js';

export function createSupportRepository(db: AppDb) {
  return {
    async insert(message: { name: string; email: string; subject: string; message: string }): Promise<{ id: string }> {
      const [row] = await db.insert(supportMessages).values(message).returning({ id: supportMessages.id });
      return row;
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
