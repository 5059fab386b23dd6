import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { z } from 'zod';

/*
 * The backup file of the embedded database (`npm run admin -- backup`): a gzipped tar of
 * ai4n-backup.json (what it holds: rows per table, the newest migration, the checksum of the
 * dump) and pgdata.tar (PGlite's dump of its data folder). `tar -xzf` opens it too.
 */

export const FORMAT = 'ai4n-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'ai4n-backup.json';
export const PGDATA_FILE = 'pgdata.tar';

const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  source: z.string(),
  postgresVersion: z.string(),
  /** The newest migration applied to the backed-up database (drizzle's created_at and its journal tag). */
  newestMigration: z.object({ createdAt: z.number(), tag: z.string() }).nullable(),
  tables: z.record(z.string(), z.number().int().min(0)),
  pgdata: z.object({ bytes: z.number().int().min(0), sha256: z.string() }),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

/** A refusal that tells the operator what to do; shown as it is, without a stack. */
export class BackupRefusal extends Error {}

export function postgresBackupAdvice(command: 'backup' | 'restore'): string {
  return [
    `DATABASE_URL is set: the site keeps its data on a PostgreSQL server, and \`npm run admin -- ${command}\` handles only the embedded database (DATA_DIR).`,
    "Use PostgreSQL's own tools (pg_dump and pg_restore of the server's major version or newer):",
    '  back up (the servers can keep running):',
    '    pg_dump --format=custom --file=ai4n-$(date +%Y%m%d-%H%M%S).dump "$DATABASE_URL"',
    '  restore (stop the servers first; they apply newer migrations when they start):',
    '    pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" <file>.dump',
  ].join('\n');
}

const BLOCK = 512;
export interface TarEntry {
  name: string;
  data: Buffer;
}

/** A ustar archive of regular files (names of up to 100 bytes), readable by `tar`. */
export function writeTar(entries: TarEntry[], mtime: Date): Buffer {
  const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;
  const parts = entries.flatMap(({ name, data }) => {
    const header = Buffer.alloc(BLOCK);
    header.write(name, 0, 100);
    header.write(octal(0o600, 8), 100);
    header.write(octal(0, 8), 108);
    header.write(octal(0, 8), 116);
    header.write(octal(data.length, 12), 124);
    header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
    header.write(' '.repeat(8), 148);
    header.write('0', 156);
    header.write('ustar\x0000', 257);
    const checksum = header.reduce((sum, byte) => sum + byte, 0);
    header.write(octal(checksum, 7), 148);
    return [header, data, Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK)];
  });
  return Buffer.concat([...parts, Buffer.alloc(2 * BLOCK)]);
}

/** The files of a tar archive; throws when it is not one (checksums, sizes, end marker). */
export function readTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + BLOCK <= archive.length;) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return entries;
    const field = (start: number, length: number) =>
      header.toString('utf8', start, start + length).replace(/\0[^]*$/, '');
    const sum = header.reduce((total, byte, i) => total + (i >= 148 && i < 156 ? 32 : byte), 0);
    const size = Number.parseInt(field(124, 12).trim(), 8);
    const start = offset + BLOCK;
    if (Number.parseInt(field(148, 8).trim(), 8) !== sum || !(size >= 0) || start + size > archive.length)
      throw new Error('not a tar archive');
    entries.push({ name: field(0, 100), data: archive.subarray(start, start + size) });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('the archive is cut short');
}

export const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** Reads a backup file, or refuses it, saying whether it is no backup at all or a damaged one. */
export function parseBackup(bytes: Buffer, file: string): { manifest: BackupManifest; pgdata: Buffer } {
  const notABackup = (why: string) =>
    new BackupRefusal(`${file} is not a backup made by \`npm run admin -- backup\` (${why}). Nothing was changed.`);
  const damaged = (why: string) =>
    new BackupRefusal(`${file} is a damaged backup (${why}); it cannot be restored. Nothing was changed.`);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw notABackup('it is not a gzip file');
  let archive: Buffer;
  try {
    archive = zlib.gunzipSync(bytes);
  } catch (error) {
    throw damaged((error as Error).message);
  }
  let entries: TarEntry[];
  try {
    entries = readTar(archive);
  } catch {
    throw notABackup('it is no tar archive');
  }
  const manifestEntry = entries.find((entry) => entry.name === MANIFEST_FILE);
  if (!manifestEntry) throw notABackup(`it holds no ${MANIFEST_FILE}`);
  let json: { format?: unknown; version?: unknown };
  try {
    json = JSON.parse(manifestEntry.data.toString('utf8')) as typeof json;
  } catch {
    throw notABackup(`its ${MANIFEST_FILE} is not JSON`);
  }
  if (json?.format !== FORMAT) throw notABackup(`its ${MANIFEST_FILE} is not a backup description`);
  if (typeof json.version === 'number' && json.version > FORMAT_VERSION)
    throw new BackupRefusal(
      `${file} was made by a newer version of the site (backup format ${json.version}): update the site, then restore. Nothing was changed.`,
    );
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) throw damaged(`its ${MANIFEST_FILE} is incomplete`);
  const pgdata = entries.find((entry) => entry.name === PGDATA_FILE)?.data;
  if (!pgdata) throw damaged(`it holds no ${PGDATA_FILE}`);
  if (pgdata.length !== parsed.data.pgdata.bytes || sha256(pgdata) !== parsed.data.pgdata.sha256)
    throw damaged(`${PGDATA_FILE} does not match its checksum`);
  return { manifest: parsed.data, pgdata };
}

/** What a backup says about the database in it. */
export type BackupDescription = Omit<BackupManifest, 'format' | 'version' | 'pgdata'>;

/** The backup file's bytes: the description, with the dump's size and checksum, and the dump. */
export function packBackup(description: BackupDescription, pgdata: Buffer): Buffer {
  const manifest: BackupManifest = {
    format: FORMAT,
    version: FORMAT_VERSION,
    ...description,
    pgdata: { bytes: pgdata.length, sha256: sha256(pgdata) },
  };
  const archive = writeTar(
    [
      { name: MANIFEST_FILE, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
      { name: PGDATA_FILE, data: pgdata },
    ],
    new Date(description.createdAt),
  );
  return zlib.gzipSync(archive);
}

/** '12 tables, 1,234 rows'. */
export function describeTables(tables: Record<string, number>): string {
  const rows = Object.values(tables).reduce((sum, n) => sum + n, 0);
  const count = Object.keys(tables).length;
  return `${count} table${count === 1 ? '' : 's'}, ${rows.toLocaleString('en-US')} row${rows === 1 ? '' : 's'}`;
}
