import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client.js';

/**
 * Runs a benchmark on a fresh PGlite folder, then on a throw-away schema of the PostgreSQL server
 * at BENCH_DATABASE_URL (default the local test database) when it is reachable.
 */
export async function onEachDatabase(name: string, run: (label: string, database: Database) => Promise<void>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ai4n-bench-${name}-`));
  try {
    await run('PGlite', await openPglite({ dataDir, lock: false }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schemaName = `bench_${crypto.randomBytes(4).toString('hex')}`;
  let database: Database;
  try {
    database = await openPostgres({ url: pgUrl, schemaName });
  } catch (error) {
    console.log(`\nPostgreSQL not reachable at ${pgUrl} (${(error as Error).message}); skipped.`);
    return;
  }
  const close = database.close;
  database.close = async () => {
    await database.db.execute(`drop schema "${schemaName}" cascade`);
    await close();
  };
  await run('PostgreSQL', database);
}
