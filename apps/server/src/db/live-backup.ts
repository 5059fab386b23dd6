import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Transaction } from '@electric-sql/pglite';
import { packBackup, type BackupDescription } from './backup-archive.js';
import { pgliteOf, type Database } from './client.js';
import { ADMIN_SOCKET, newestAppliedMigration, type LiveBackupHeader as Header } from './backup.js';

/*
 * A backup of the embedded database while the site runs. PGlite is one process per data folder, so
 * `npm run admin -- backup` cannot open it beside the server: it asks the server instead, through a
 * unix socket in the data folder (`admin.sock`). Why a socket there and not an HTTP route: it is
 * reachable only by whoever can enter the data folder (mode 0700, the site's user), who can read
 * the database files anyway; nothing listens on the network and no token is needed or kept. The
 * server answers one request, "backup": a header line of JSON, then the archive's bytes.
 * Restores still need the site stopped (they replace the folder).
 */

/** A unix socket path is at most 107 bytes on Linux. */
const MAX_SOCKET_PATH = 107;

/**
 * The backup archive of a served database: the row counts and the copy of the files are taken in
 * one read-only transaction, which holds PGlite's session, so no write runs between them (writes
 * wait a moment, reads too: PGlite has one session). The copy is crash-consistent, as a snapshot
 * of the folder would be: a restore's start replays the write-ahead log it holds.
 */
export async function dumpServedDatabase(
  database: Database,
  source: string,
  now = new Date(),
): Promise<{ archive: Buffer; description: BackupDescription }> {
  const client = pgliteOf(database);
  await client.query('checkpoint');
  const newestMigration = await newestAppliedMigration(database.db);
  const [{ server_version }] = (await client.query<{ server_version: string }>('show server_version')).rows;
  const { tables, pgdata } = await client.transaction(async (tx: Transaction) => {
    const counts: Record<string, number> = {};
    const names = await tx.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    );
    for (const { name } of names.rows)
      counts[name] = (
        await tx.query<{ n: number }>(`select count(*)::int as n from "${name.replace(/"/g, '""')}"`)
      ).rows[0].n;
    // Taken inside the transaction: every other statement waits for its end.
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    return { tables: counts, pgdata: dump };
  });
  const description: BackupDescription = {
    createdAt: now.toISOString(),
    source,
    postgresVersion: server_version,
    newestMigration,
    tables,
  };
  return { archive: packBackup(description, pgdata), description };
}

/**
 * Serves backups on `<dataDir>/admin.sock` while the server runs; resolves with its close, or
 * null when the path is too long for a socket (the log says so). A socket file left by a crashed
 * server is replaced: this process holds the folder's lock.
 */
export async function serveLiveBackups(
  database: Database,
  dataDir: string,
  log: { info(details: object, message: string): void; warn(details: object, message: string): void },
): Promise<{ close(): Promise<void> } | null> {
  const socketPath = path.join(path.resolve(dataDir), ADMIN_SOCKET);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn({ socketPath }, 'live backups are off: the data folder path is too long for a unix socket');
    return null;
  }
  fs.rmSync(socketPath, { force: true });
  let running: Promise<unknown> = Promise.resolve();
  const server = net.createServer((socket) => {
    let request = '';
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      request += chunk.toString('utf8');
      if (request.length > 64) return socket.destroy();
      if (!request.includes('\n')) return;
      socket.pause();
      const command = request.split('\n')[0].trim();
      const reply = (header: Header, body?: Buffer) => {
        socket.write(`${JSON.stringify(header)}\n`);
        if (body) socket.end(body);
        else socket.end();
      };
      if (command !== 'backup') return reply({ ok: false, error: `unknown request "${command.slice(0, 20)}"` });
      // One backup at a time.
      running = running.then(async () => {
        try {
          const started = Date.now();
          const { archive, description } = await dumpServedDatabase(database, path.resolve(dataDir));
          log.info({ bytes: archive.length, ms: Date.now() - started }, 'live backup sent');
          reply({ ok: true, bytes: archive.length, description }, archive);
        } catch (error) {
          log.warn({ err: error }, 'live backup failed');
          reply({ ok: false, error: (error as Error).message });
        }
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}
