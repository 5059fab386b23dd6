import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { migrationsPending } from './migrations-pending.js';
import { acquireDataDirLock } from './data-dir-lock.js';
import { prepareDataDir, tightenTree } from './data-dir.js';
import {
  ForeignKeyCascades,
  TableChangeHub,
  changeChannel,
  connectChangeListener,
  trackPgPool,
  trackPglite,
  type TableChanges,
} from './table-changes.js';

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  /** Committed writes, by table name (unquoted, e.g. 'prompts', 'faqs', 'app_settings'). */
  changes: TableChanges;
  /** A real round trip; rejects when the database does not answer. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /** True once every migration of this build is applied (readiness). */
  migrated(): Promise<boolean>;
  /**
   * Runs `fn` while no other server on this database runs work of the same name: on PostgreSQL a
   * session advisory lock, waited for (start-up migrations and seeding migrate once when several
   * servers start together). PGlite has one process per data folder: `fn` just runs.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Like exclusive, but skips `fn` (undefined) when another server is running it (scheduled clean-ups). */
  tryExclusive<T>(name: string, fn: () => Promise<T>): Promise<T | undefined>;
  close(): Promise<void>;
}

interface DatabaseParts extends Omit<Database, 'ping' | 'close' | 'exclusive' | 'tryExclusive'> {
  /** True while a round trip would wait: the database is then known to be up. */
  busy?: () => boolean;
  /** Ends the connection; called once, by the first close(). */
  shutdown(): Promise<void>;
  /** Runs `fn` holding the named cluster-wide lock (waiting for it, or not); absent: one process, no lock. */
  withLock?: <T>(
    name: string,
    wait: boolean,
    fn: () => Promise<T>,
  ) => Promise<{ ran: true; value: T } | { ran: false }>;
}

/** A connection as a Database: a ping that fails once closed, and a close that runs once. */
function databaseOf({ busy, shutdown, withLock, ...parts }: DatabaseParts): Database {
  let closed = false;
  return {
    ...parts,
    exclusive: async (name, fn) => {
      if (!withLock) return fn();
      const outcome = await withLock(name, true, fn);
      if (!outcome.ran) throw new Error(`the lock "${name}" was not taken`);
      return outcome.value;
    },
    tryExclusive: async (name, fn) => {
      if (!withLock) return fn();
      const outcome = await withLock(name, false, fn);
      return outcome.ran ? outcome.value : undefined;
    },
    ping: async () => {
      if (closed) throw new Error('database is closed');
      if (busy?.()) return;
      await parts.db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await shutdown();
    },
  };
}

/** Every table of the schema: what "every table changed" means to a change listener. */
export const SCHEMA_TABLES: ReadonlySet<string> = new Set(
  Object.values(schema).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : [])),
);

/**
 * The schema's foreign keys, read from the drizzle tables the migrations are generated from (a
 * test checks they equal pg_constraint's on a migrated database): known before the database is
 * open or migrated, and no query at start.
 */
export const SCHEMA_FOREIGN_KEYS = Object.values(schema).flatMap((value) =>
  is(value, PgTable)
    ? getTableConfig(value).foreignKeys.map((key) => ({
        table: getTableName(value),
        references: getTableName(key.reference().foreignTable),
        onDelete: key.onDelete,
        onUpdate: key.onUpdate,
      }))
    : [],
);
const SCHEMA_CASCADES = new ForeignKeyCascades(SCHEMA_FOREIGN_KEYS);

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

/**
 * PostgreSQL settings for the embedded database, after PGlite's own. shared_buffers: PGlite
 * initialises all of PostgreSQL's default 128 MB in its WebAssembly memory at every open, making
 * it resident (a server idled at ~400 MB). 16 MB holds a seeded site's data (~10 MB); a larger
 * library's pages come from the OS file cache, which the kernel sizes to the host. 64 MB kept
 * 48 MB more resident from the first second (87 MB of the WebAssembly memory resident, 31 MB at
 * 16 MB), and the gallery reads from its in-memory index either way (decision 0078).
 * gin_pending_list_limit: new words of the gallery's full-text index wait in a pending list that
 * is merged into the index once it outgrows the limit (4 MB by default). PGlite runs that merge on
 * the thread every request needs: 250-450 ms in the middle of an import (reads p99 170-250 ms).
 * At 512 kB the merges are an eighth as long and imports as fast (reads p99 70-134 ms); without a
 * pending list imports took 2.4 times as long. A PostgreSQL server keeps the default: it merges
 * in its own process, and smaller merges made its imports slower.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'gin_pending_list_limit=512kB'];

/** The PGlite instance under an embedded database (its dumps, its own API). */
export const pgliteOf = (database: Database): PGlite => (database.db as unknown as { $client: PGlite }).$client;

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
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    });
  } catch (error) {
    release();
    throw error;
  }
  if (options.dataDir) tightenTree(options.dataDir);
  // Every write through this client, whoever sends it, is told to the change listeners.
  const changes = new TableChangeHub(SCHEMA_TABLES, undefined, SCHEMA_CASCADES);
  trackPglite(client, changes);
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  return databaseOf({
    db,
    kind: 'pglite',
    changes,
    // PGlite has one session: while a transaction holds it (a bulk import), a round trip would
    // wait for its end; the open transaction shows the database is up and working.
    busy: () => client.isInTransaction(),
    migrate: async () => {
      if (await migrationsPending(db, 'drizzle', MIGRATIONS_DIR))
        await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    migrated: async () => !(await migrationsPending(db, 'drizzle', MIGRATIONS_DIR)),
    shutdown: async () => {
      changes.close();
      await client.close();
      if (options.dataDir) tightenTree(options.dataDir);
      release();
    },
  });
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
  // Every write on the pool's connections is told to the change listeners, and to other servers on this database.
  const changes = new TableChangeHub(SCHEMA_TABLES, undefined, SCHEMA_CASCADES);
  trackPgPool(pool, changes);
  if (options.schemaName) await pool.query(`create schema if not exists "${options.schemaName}"`);
  const listener = await connectChangeListener(pool, changes, {
    url: options.url,
    channel: changeChannel(options.schemaName),
  });
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  const migrationsSchema = options.schemaName ?? 'drizzle';
  return databaseOf({
    db,
    kind: 'postgres',
    changes,
    migrate: async () => {
      if (await migrationsPending(db, migrationsSchema, MIGRATIONS_DIR))
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR, migrationsSchema });
    },
    migrated: async () => !(await migrationsPending(db, migrationsSchema, MIGRATIONS_DIR)),
    withLock: (name, wait, fn) => withAdvisoryLock(pool, `ai4n:${migrationsSchema}:${name}`, wait, fn),
    shutdown: async () => {
      await listener.close();
      changes.close();
      await pool.end();
    },
  });
}

/**
 * Runs `fn` holding a PostgreSQL session advisory lock named `key`, on a connection of its own
 * (the lock lives as long as that session: a server that dies mid-way releases it). `wait` false
 * returns { ran: false } at once when another session holds it.
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: string,
  wait: boolean,
  fn: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const session = await pool.connect();
  try {
    if (wait) await session.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
    else {
      const { rows } = await session.query<{ taken: boolean }>(
        'select pg_try_advisory_lock(hashtextextended($1, 0)) as taken',
        [key],
      );
      if (!rows[0].taken) return { ran: false };
    }
    try {
      return { ran: true, value: await fn() };
    } finally {
      await session.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]);
    }
  } finally {
    session.release();
  }
}
