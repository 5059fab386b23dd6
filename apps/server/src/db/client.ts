import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { acquireDataDirLock } from './data-dir-lock.js';
import { prepareDataDir, tightenTree } from './data-dir.js';

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  /** A real round trip; rejects when the database does not answer. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface PgliteOptions {
  /** Data folder; omitted means in memory. */
  dataDir?: string;
  /** A dumped data folder (tar) to start from, used by the tests. */
  loadDataDir?: Blob;
  /** Skip the one-process lock (tests own their temporary folders). */
  lock?: boolean;
  /** Told when an existing data folder had to be made private (for the log). */
  onNotice?: (message: string) => void;
}

export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  let release = () => {};
  if (options.dataDir) {
    const notice = prepareDataDir(options.dataDir);
    if (notice) options.onNotice?.(notice);
    if (options.lock !== false) release = acquireDataDirLock(options.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined,
      loadDataDir: options.loadDataDir,
    });
  } catch (error) {
    release();
    throw error;
  }
  if (options.dataDir) tightenTree(options.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      if (closed) throw new Error('database is closed');
      await db.execute(sql`select 1`);
    },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      if (options.dataDir) tightenTree(options.dataDir);
      release();
    },
  };
}

export interface PostgresOptions {
  url: string;
  /** Puts every table of this connection in one schema (a schema per test file). */
  schemaName?: string;
  maxConnections?: number;
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5_000,
    options: options.schemaName ? `-c search_path=${options.schemaName}` : undefined,
  });
  if (options.schemaName) await pool.query(`create schema if not exists "${options.schemaName}"`);
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      if (closed) throw new Error('database is closed');
      await db.execute(sql`select 1`);
    },
    migrate: () =>
      migratePg(drizzlePg(pool, { schema }), {
        migrationsFolder: MIGRATIONS_DIR,
        migrationsSchema: options.schemaName ?? 'drizzle',
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
