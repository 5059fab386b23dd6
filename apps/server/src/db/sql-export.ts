import { BackupRefusal, parseBackup, type BackupManifest } from './backup-archive.js';
import {
  checkTarget,
  newestAppliedMigration,
  refuseWhileServed,
  refuseWithoutDatabase,
  requestLiveBackup,
  tableCounts,
  writePrivateFile,
  type BackupOptions,
} from './backup.js';
import { openPglite, pgliteOf, type Database } from './client.js';

/*
 * An SQL dump of the embedded database that a PostgreSQL server restores with psql, so a site can
 * move from PGlite to PostgreSQL (docs/moving-to-postgresql.md). It is PostgreSQL's own pg_dump,
 * built for WebAssembly (@electric-sql/pglite-tools), run on a PGlite instance of this process:
 * on a running site, one loaded in memory from a live backup (db/live-backup.ts), so the server
 * keeps serving and its session is never shared with pg_dump; on a stopped one, the folder itself.
 */

export interface SqlExport {
  file: string;
  bytes: number;
  source: string;
  /** Rows per table of the dumped database, as the restored one must hold them. */
  tables: Record<string, number>;
  newestMigration: BackupManifest['newestMigration'];
}

/**
 * pg_dump's plain format, restorable by psql into an empty database whatever role owns it: no
 * owners or grants (PGlite's objects belong to its own `postgres`). pglite-tools adds --inserts.
 */
const PG_DUMP_ARGS = ['--no-owner', '--no-privileges', '--encoding=UTF8'];

/**
 * A setting pg_dump 17+ may write at the top, which servers before 17 reject; it only shapes the
 * restore's session, so without it the dump restores on PostgreSQL 15 and 16 as well.
 */
const NEWER_SERVER_SETTING = /^SET transaction_timeout = 0;\n/m;

/** The plain SQL dump of a PGlite database (every schema: the site's tables and drizzle's migrations). */
export async function dumpSql(database: Database): Promise<string> {
  // Loaded by this command only: the server never needs pg_dump's WebAssembly.
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const client = pgliteOf(database);
  const dump = await pgDump({ pg: client, args: PG_DUMP_ARGS });
  // pg_dump leaves its read-only transaction open on PGlite's one session: end it.
  await client.exec('rollback');
  return (await dump.text()).replace(NEWER_SERVER_SETTING, '');
}

/** Writes the SQL dump of the embedded database of `dataDir` into `file`, readable by this user only. */
export async function exportSql(options: BackupOptions): Promise<SqlExport> {
  if (options.databaseUrl)
    throw new BackupRefusal(
      'DATABASE_URL is set: the site is on PostgreSQL already, and `npm run admin -- export-sql` reads only the ' +
        'embedded database (DATA_DIR). Use pg_dump "$DATABASE_URL" for an SQL dump of a PostgreSQL database.',
    );
  const { dataDir, file } = checkTarget(options, 'site.sql');
  let database: Database;
  // A running server hands over a consistent copy and keeps serving; the dump runs on that copy.
  const live = await requestLiveBackup(dataDir);
  if (live) {
    const { pgdata } = await parseBackup([live.archive], "the running server's backup");
    database = await openPglite({ loadDataDir: new Blob([pgdata as Buffer<ArrayBuffer>]) });
  } else {
    refuseWhileServed(dataDir, 'export-sql');
    refuseWithoutDatabase(dataDir);
    database = await openPglite({ dataDir });
  }
  try {
    const tables = await tableCounts(database.db);
    const newestMigration = await newestAppliedMigration(database.db);
    const text = Buffer.from(await dumpSql(database), 'utf8');
    writePrivateFile(file, text);
    return { file, bytes: text.length, source: dataDir, tables, newestMigration };
  } finally {
    await database.close();
  }
}
