import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths.js';
import {
  BackupRefusal,
  packBackup,
  parseBackup,
  postgresBackupAdvice,
  type BackupDescription,
  type BackupManifest,
} from './backup-archive.js';
import { openPglite, pgliteOf, type AppDb } from './client.js';
import { acquireDataDirLock, holdsLock, parseLockRecord } from './data-dir-lock.js';
import { migrationsPending, newestMigrationMillis } from './migrations-pending.js';
import { rowsOf } from './rows.js';

/*
 * Backup and restore of the embedded database. A backup asks the running server, if one holds the
 * data folder (live-backup.ts), and opens the stopped folder itself otherwise; a restore needs the
 * server stopped. Everything the site keeps is in the database, the secrets that sign tokens
 * included (app_settings); besides it the data folder holds only the lock file and, while a server
 * runs, its backup socket. The environment (API and Stripe keys) is not in a backup.
 */

/** Refuses while a server holds the folder: PGlite serves one process, and its files change under a copy. */
export function refuseWhileServed(dataDir: string, command: 'backup' | 'restore' | 'export-sql'): void {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8');
  } catch {
    return;
  }
  const holder = parseLockRecord(text);
  if (!holder || !holdsLock(holder)) return;
  throw new BackupRefusal(
    [
      `The data folder ${dataDir} is in use by a running server (pid ${holder.pid}). The embedded database serves ` +
        `one process at a time: it cannot be ${{ backup: 'backed up', restore: 'restored', 'export-sql': 'exported' }[command]} while the server runs.`,
      `Stop the server (Ctrl+C where it runs, or \`kill ${holder.pid}\`), run this command again, then start the server.`,
      ...(command !== 'restore'
        ? [
            'It did not answer the backup request on its socket (admin.sock in the data folder): a version from before ' +
              'live backups, or a data folder path too long for a socket.',
          ]
        : []),
    ].join('\n'),
  );
}

/** Migration tags by drizzle's created_at (the journal's `when`). */
function migrationTags(): Map<number, string> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number; tag: string }>;
  };
  return new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
}

export async function newestAppliedMigration(db: AppDb): Promise<BackupManifest['newestMigration']> {
  const [{ newest }] = rowsOf<{ newest: string | null }>(
    await db.execute(
      sql`select case when to_regclass('drizzle.__drizzle_migrations') is null then null
        else (select max(created_at)::text from drizzle.__drizzle_migrations) end as newest`,
    ),
  );
  if (newest === null) return null;
  const createdAt = Number(newest);
  return { createdAt, tag: migrationTags().get(createdAt) ?? `one from ${new Date(createdAt).toISOString()}` };
}

/** Rows per table of the site's schema. */
export async function tableCounts(db: AppDb): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables)
    counts[name] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`),
    )[0].n;
  return counts;
}

const isInside = (file: string, dir: string) => {
  const relative = path.relative(dir, file);
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
};

/** Writes the file whole or not at all, readable by this user only (it holds the site's secrets). */
export function writePrivateFile(file: string, data: Buffer): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  try {
    const fd = fs.openSync(temp, 'wx', 0o600);
    try {
      fs.fchmodSync(fd, 0o600);
      fs.writeFileSync(fd, data);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

/** The socket in the data folder a running server answers backup requests on (live-backup.ts). */
export const ADMIN_SOCKET = 'admin.sock';

/** The first line of a running server's answer; the archive's bytes follow. */
export interface LiveBackupHeader {
  ok: boolean;
  bytes?: number;
  description?: BackupDescription;
  error?: string;
}

/**
 * Asks the server holding `dataDir` for a backup. Null when no server listens there (no socket, or
 * a socket left by a server that is gone): the caller then backs up the stopped folder itself.
 */
export function requestLiveBackup(
  dataDir: string,
): Promise<{ archive: Buffer; description: BackupDescription } | null> {
  const socketPath = path.join(dataDir, ADMIN_SOCKET);
  if (!fs.existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    const chunks: Buffer[] = [];
    let connected = false;
    socket.on('connect', () => {
      connected = true;
      socket.write('backup\n');
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ECONNREFUSED' || error.code === 'ENOENT')) resolve(null);
      else reject(new Error(`the running server did not answer the backup request: ${error.message}`));
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      if (newline < 0) return reject(new Error('the running server closed the backup request without an answer'));
      const header = JSON.parse(all.subarray(0, newline).toString('utf8')) as LiveBackupHeader;
      if (!header.ok) return reject(new Error(`the running server could not back up: ${header.error}`));
      const archive = all.subarray(newline + 1);
      if (archive.length !== header.bytes)
        return reject(new Error(`the running server sent ${archive.length} of ${header.bytes} bytes`));
      resolve({ archive, description: header.description! });
    });
  });
}

export interface BackupOptions {
  dataDir: string;
  file: string;
  /** Set: the data is on PostgreSQL, and the command refuses with pg_dump's command lines. */
  databaseUrl?: string;
  now?: Date;
  /** Restore: the largest unpacked backup read (default BACKUP_MAX_UNPACKED_BYTES). */
  maxUnpackedBytes?: number;
}

/** The data folder and the file to write, resolved; refused when the file is inside the folder or cannot be written. */
export function checkTarget(options: BackupOptions, example: string): { dataDir: string; file: string } {
  const dataDir = path.resolve(options.dataDir);
  const file = path.resolve(options.file);
  if (isInside(file, dataDir))
    throw new BackupRefusal(
      `Write the backup outside the data folder ${dataDir}: a backup kept with the data is lost with it.`,
    );
  if (!fs.statSync(path.dirname(file), { throwIfNoEntry: false })?.isDirectory())
    throw new BackupRefusal(`The folder ${path.dirname(file)} does not exist.`);
  if (fs.statSync(file, { throwIfNoEntry: false })?.isDirectory())
    throw new BackupRefusal(`${file} is a folder: name the backup file, e.g. ${path.join(file, example)}.`);
  return { dataDir, file };
}

export function refuseWithoutDatabase(dataDir: string): void {
  if (!fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION')))
    throw new BackupRefusal(`${dataDir} holds no embedded database: nothing to back up. Is DATA_DIR right?`);
}

/** Dumps the embedded database of `dataDir` into `file`, holding the folder's lock meanwhile. */
export async function createBackup(
  options: BackupOptions,
): Promise<{ file: string; bytes: number; description: BackupDescription }> {
  if (options.databaseUrl) throw new BackupRefusal(postgresBackupAdvice('backup'));
  const { dataDir, file } = checkTarget(options, 'site.tar.gz');
  // A running server makes the copy while it keeps serving.
  const live = await requestLiveBackup(dataDir);
  if (live) {
    writePrivateFile(file, live.archive);
    return { file, bytes: live.archive.length, description: live.description };
  }
  refuseWhileServed(dataDir, 'backup');
  refuseWithoutDatabase(dataDir);

  const database = await openPglite({ dataDir });
  let pgdata: Buffer;
  let description: BackupDescription;
  try {
    // Writes every change into the data files: they are complete on their own (the dump holds the WAL too).
    await database.db.execute(sql`checkpoint`);
    const [{ server_version }] = rowsOf<{ server_version: string }>(
      await database.db.execute(sql`show server_version`),
    );
    description = {
      createdAt: (options.now ?? new Date()).toISOString(),
      source: dataDir,
      postgresVersion: server_version,
      newestMigration: await newestAppliedMigration(database.db),
      tables: await tableCounts(database.db),
    };
    pgdata = Buffer.from(await (await pgliteOf(database).dumpDataDir('none')).arrayBuffer());
  } finally {
    await database.close();
  }
  const bytes = packBackup(description, pgdata);
  writePrivateFile(file, bytes);
  return { file, bytes: bytes.length, description };
}

/** '2026-05-01T12-30-05Z': a time for a file name, sortable, without colons. */
export const fileStamp = (date: Date) => `${date.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;

/** `base`, or `base-2`, `base-3`... whichever does not exist yet. */
function freePath(base: string): string {
  let candidate = base;
  for (let n = 2; fs.existsSync(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/** The folders a restore uses beside the data folder (a trailing slash in DATA_DIR changes nothing). */
export function restoreFolders(dataDir: string, now: Date): { staging: string; aside: string } {
  const base = path.resolve(dataDir);
  return { staging: `${base}.restoring-${fileStamp(now)}`, aside: `${base}.before-restore-${fileStamp(now)}` };
}

function refuseNewerSchema(manifest: BackupManifest, file: string): void {
  const newest = manifest.newestMigration;
  if (newest && newest.createdAt > newestMigrationMillis(MIGRATIONS_DIR))
    throw new BackupRefusal(
      `${file} was made by a newer version of the site: its database has migration ${newest.tag}, which this ` +
        'code does not know. Update the code to that version or later, then restore. Nothing was changed.',
    );
}

/** Loads the backup into a new folder, checks that each table holds the rows the backup recorded, and migrates it. */
async function loadBackup(folder: string, manifest: BackupManifest, pgdata: Buffer): Promise<void> {
  const database = await openPglite({ dataDir: folder, loadDataDir: new Blob([pgdata as Buffer<ArrayBuffer>]) });
  try {
    const counts = await tableCounts(database.db);
    const differing = Object.keys({ ...manifest.tables, ...counts }).filter((t) => counts[t] !== manifest.tables[t]);
    if (differing.length > 0) throw new Error(`${differing.join(', ')} do not hold the rows the backup recorded`);
    await database.migrate();
  } finally {
    await database.close();
  }
}

/** Puts the loaded folder in place of the data folder, which moves aside. */
function swapIn(staging: string, dataDir: string, aside: string | null): void {
  // The lock moves with the folder: no server starts on the restored data before it is checked.
  const releaseStaging = acquireDataDirLock(staging);
  const undo = (error: unknown, step: string, hint = '') => {
    releaseStaging();
    fs.rmSync(staging, { recursive: true, force: true });
    return new Error(`Could not ${step} (${(error as Error).message}); ${dataDir} is unchanged.${hint}`);
  };
  if (aside) {
    try {
      fs.renameSync(dataDir, aside);
    } catch (error) {
      throw undo(
        error,
        `move ${dataDir} aside`,
        ' If it is a mount point, restore into a new folder (DATA_DIR=<new folder> npm run admin -- restore <file>) and start the server on that.',
      );
    }
  }
  try {
    fs.renameSync(staging, dataDir);
  } catch (error) {
    if (aside) fs.renameSync(aside, dataDir);
    throw undo(error, `move the restored folder to ${dataDir}`);
  }
  // This command's own lock, moved aside with the old folder.
  if (aside) fs.rmSync(path.join(aside, 'server.lock'), { force: true });
}

/** Opens the data folder as the server will: it must open with every migration applied. */
async function checkRestored(dataDir: string, aside: string | null): Promise<Record<string, number>> {
  try {
    const database = await openPglite({ dataDir });
    try {
      if (await migrationsPending(database.db, 'drizzle', MIGRATIONS_DIR)) throw new Error('migrations are pending');
      return await tableCounts(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    const back = aside
      ? ` The previous data is in ${aside}: \`mv ${dataDir} ${dataDir}.failed && mv ${aside} ${dataDir}\` puts it back.`
      : '';
    throw new Error(`The restored data folder ${dataDir} does not open: ${(error as Error).message}.${back}`);
  }
}

export interface RestoreResult {
  dataDir: string;
  /** Where the previous data folder now is; null when there was none. */
  aside: string | null;
  manifest: BackupManifest;
  /** Rows per table of the restored database, after its migrations. */
  tables: Record<string, number>;
}

/** Replaces the embedded database of `dataDir` with a backup, keeping the previous folder aside. */
export async function restoreBackup(options: BackupOptions): Promise<RestoreResult> {
  if (options.databaseUrl) throw new BackupRefusal(postgresBackupAdvice('restore'));
  const dataDir = path.resolve(options.dataDir);
  const file = path.resolve(options.file);
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch (error) {
    throw new BackupRefusal(`Cannot read ${file}: ${(error as Error).message}`);
  }
  // Streamed: the whole file is never in memory, nor more of it unpacked than the limit.
  const { manifest, pgdata } = await parseBackup(handle.createReadStream(), file, options.maxUnpackedBytes).finally(
    () => handle.close(),
  );
  refuseNewerSchema(manifest, file);
  refuseWhileServed(dataDir, 'restore');
  const hadFolder = fs.existsSync(dataDir);
  // Held until the end: no server starts on the old folder while it is replaced.
  const releaseOld = hadFolder ? acquireDataDirLock(dataDir) : () => {};
  try {
    const folders = restoreFolders(dataDir, options.now ?? new Date());
    const staging = freePath(folders.staging);
    try {
      await loadBackup(staging, manifest, pgdata);
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new Error(`The backup could not be loaded: ${(error as Error).message}. ${dataDir} is unchanged.`);
    }
    const aside = hadFolder ? freePath(folders.aside) : null;
    swapIn(staging, dataDir, aside);
    return { dataDir, aside, manifest, tables: await checkRestored(dataDir, aside) };
  } finally {
    releaseOld();
  }
}
