import crypto from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { adminToken } from './factories.js';

/** A fresh, migrated database: a schema of its own on PostgreSQL, or a copy of the PGlite template. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schemaName = `test_${crypto.randomBytes(6).toString('hex')}`;
    const database = await openPostgres({ url, schemaName, maxConnections: 4 });
    await database.migrate();
    const close = database.close;
    database.close = async () => {
      await database.db.execute(`drop schema "${schemaName}" cascade`).catch(() => {});
      await close();
    };
    return database;
  }
  const template = fs.readFileSync(inject('pgliteTemplate'));
  return openPglite({ loadDataDir: new Blob([template]) });
}

export async function createTestApp(
  options: Partial<Omit<BuildAppOptions, 'database'>> & { database?: Database } = {},
) {
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    logger: false,
    webDistDir: null,
    ...options,
    limits: {
      supportPerMinute: 100,
      quizResultsPerMinute: 100,
      coachPerMinute: 1000,
      accountPerMinute: 1000,
      ...options.limits,
    },
    database,
  });
  return { app, database, db: database.db };
}

/** A test app with the Authorization header of a signed-in administrator. */
export async function createAdminTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const test = await createTestApp(options);
  return { ...test, auth: { authorization: `Bearer ${await adminToken(test.app)}` } };
}
