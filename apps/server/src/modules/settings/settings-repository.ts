import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';

export function createSettingsRepository(db: AppDb) {
  return {
    async get<T>(key: string): Promise<T | undefined> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
      return row?.value as T | undefined;
    },

    async set<T>(key: string, value: T): Promise<void> {
      await db
        .insert(appSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
    },

    /** A random secret made once and kept, e.g. to salt hashes of visitor addresses. */
    async secret(key: string): Promise<string> {
      await db
        .insert(appSettings)
        .values({ key, value: crypto.randomBytes(32).toString('hex') })
        .onConflictDoNothing();
      return (await this.get<string>(key))!;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
