import crypto from 'node:crypto';
import { Readable, pipeline } from 'node:stream';
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

/** The unpacked archive grew past its limit (checked before each entry is inflated). */
export class UnpackLimitError extends Error {}

/** Bytes of a stream taken in order, each counted against a cap, without holding more than a chunk. */
class CappedReader {
  private pending: Buffer = Buffer.alloc(0);
  total = 0;
  constructor(
    private readonly source: AsyncIterator<Buffer>,
    private readonly cap: number,
  ) {}

  /** Copies the next `n` bytes into `into` (or drops them); false when the stream ends first. */
  async take(n: number, into: Buffer | null): Promise<boolean> {
    if (this.total + n > this.cap) throw new UnpackLimitError(`more than ${this.cap} bytes unpacked`);
    for (let done = 0; done < n;) {
      if (this.pending.length === 0) {
        const next = await this.source.next();
        if (next.done) return false;
        this.pending = next.value;
      }
      const step = Math.min(n - done, this.pending.length);
      if (into) this.pending.copy(into, done, 0, step);
      this.pending = this.pending.subarray(step);
      done += step;
      this.total += step;
    }
    return true;
  }

  /** Reads to the end, keeping nothing. */
  async drain(): Promise<void> {
    for (;;) {
      this.total += this.pending.length;
      this.pending = Buffer.alloc(0);
      if (this.total > this.cap) throw new UnpackLimitError(`more than ${this.cap} bytes unpacked`);
      const next = await this.source.next();
      if (next.done) return;
      this.pending = next.value;
    }
  }
}

async function* inOrder(chunks: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncGenerator<Buffer> {
  yield* chunks;
}

/**
 * The files of a tar stream, one at a time: `keep` decides from each header (name, size) whether
 * its data is read into memory or skipped, and may refuse it. Throws when it is no tar archive
 * (checksums, sizes, end marker), and UnpackLimitError once the bytes read would pass `maxBytes`.
 */
export async function* readTar(
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  maxBytes: number,
  keep: (name: string, size: number) => boolean = () => true,
): AsyncGenerator<TarEntry> {
  const reader = new CappedReader(inOrder(chunks), maxBytes);
  const header = Buffer.alloc(BLOCK);
  for (;;) {
    if (!(await reader.take(BLOCK, header))) throw new Error('the archive is cut short');
    if (header.every((byte) => byte === 0)) {
      // The rest is the end marker's padding; read for the gzip checksum, within the limit.
      await reader.drain();
      return;
    }
    const field = (start: number, length: number) =>
      header.toString('utf8', start, start + length).replace(/\0[^]*$/, '');
    const sum = header.reduce((total, byte, i) => total + (i >= 148 && i < 156 ? 32 : byte), 0);
    const size = Number.parseInt(field(124, 12).trim(), 8);
    if (Number.parseInt(field(148, 8).trim(), 8) !== sum || !(size >= 0)) throw new Error('not a tar archive');
    const name = field(0, 100);
    const padded = Math.ceil(size / BLOCK) * BLOCK;
    if (reader.total + padded > maxBytes) throw new UnpackLimitError(`${name} alone is ${size} bytes`);
    // Allocated whole but filled as the data arrives: memory follows the bytes actually unpacked.
    const data = keep(name, size) ? Buffer.allocUnsafeSlow(size) : null;
    if (!(await reader.take(size, data)) || !(await reader.take(padded - size, null)))
      throw new Error('the archive is cut short');
    if (data) yield { name, data };
  }
}

export const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** Largest ai4n-backup.json read (a description of a few hundred tables is a few KB). */
export const MANIFEST_MAX_BYTES = 1024 * 1024;
/**
 * Largest unpacked backup a restore reads (the embedded database loads its dump in memory; a site
 * larger than this belongs on PostgreSQL). A gzip bomb is refused when it passes this, never inflated whole.
 */
export const BACKUP_MAX_UNPACKED_BYTES = 2 * 1024 * 1024 * 1024;

const formatMegabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The gzip magic number at the start of the stream, or a refusal. */
async function* gzipOnly(
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  refusal: () => Error,
): AsyncGenerator<Buffer> {
  let head = Buffer.alloc(0);
  for await (const chunk of chunks) {
    if (head.length < 2) {
      head = Buffer.concat([head, chunk]);
      if (head.length < 2) continue;
      if (head[0] !== 0x1f || head[1] !== 0x8b) throw refusal();
      yield head;
    } else yield chunk;
  }
  if (head.length < 2) throw refusal();
}

/**
 * Reads a backup file as it streams in, or refuses it, saying whether it is no backup at all, a
 * damaged one, or one that unpacks past `maxUnpackedBytes`. Only the description and the dump are
 * kept, and the dump only at the size the description gives.
 */
export async function parseBackup(
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  file: string,
  maxUnpackedBytes = BACKUP_MAX_UNPACKED_BYTES,
): Promise<{ manifest: BackupManifest; pgdata: Buffer }> {
  const notABackup = (why: string) =>
    new BackupRefusal(`${file} is not a backup made by \`npm run admin -- backup\` (${why}). Nothing was changed.`);
  const damaged = (why: string) =>
    new BackupRefusal(`${file} is a damaged backup (${why}); it cannot be restored. Nothing was changed.`);
  const tooLarge = (what: string) =>
    new BackupRefusal(
      `${file} unpacks to more than ${what}, the limit of a restore; it was not unpacked. Nothing was changed.`,
    );
  const gunzip = zlib.createGunzip();
  // Errors of the file or of the gzip data surface through gunzip's iterator.
  pipeline(Readable.from(gzipOnly(chunks, () => notABackup('it is not a gzip file'))), gunzip, () => {});
  let manifest: BackupManifest | undefined;
  let pgdata: Buffer | undefined;
  const keep = (name: string, size: number) => {
    if (name === MANIFEST_FILE) {
      if (size > MANIFEST_MAX_BYTES) throw tooLarge(`${formatMegabytes(MANIFEST_MAX_BYTES)} in its ${MANIFEST_FILE}`);
      return true;
    }
    if (name !== PGDATA_FILE) return false;
    if (manifest && size !== manifest.pgdata.bytes) throw damaged(`${PGDATA_FILE} does not match its checksum`);
    return true;
  };
  try {
    for await (const entry of readTar(gunzip, maxUnpackedBytes, keep)) {
      if (entry.name === PGDATA_FILE) pgdata = entry.data;
      else manifest = readManifest(entry.data, notABackup, damaged, file);
    }
  } catch (error) {
    if (error instanceof BackupRefusal) throw error;
    if (error instanceof UnpackLimitError) throw tooLarge(formatMegabytes(maxUnpackedBytes));
    const { code, message } = error as { code?: unknown; message: string };
    if (typeof code === 'string' && code.startsWith('Z_')) throw damaged(message);
    if (message === 'not a tar archive' || message === 'the archive is cut short')
      throw notABackup('it is no tar archive');
    throw damaged(message);
  } finally {
    gunzip.destroy();
  }
  if (!manifest) throw notABackup(`it holds no ${MANIFEST_FILE}`);
  if (!pgdata) throw damaged(`it holds no ${PGDATA_FILE}`);
  if (pgdata.length !== manifest.pgdata.bytes || sha256(pgdata) !== manifest.pgdata.sha256)
    throw damaged(`${PGDATA_FILE} does not match its checksum`);
  return { manifest, pgdata };
}

function readManifest(
  data: Buffer,
  notABackup: (why: string) => Error,
  damaged: (why: string) => Error,
  file: string,
): BackupManifest {
  let json: { format?: unknown; version?: unknown };
  try {
    json = JSON.parse(data.toString('utf8')) as typeof json;
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
  return parsed.data;
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

// Escape sequences whole (CSI, OSC and the other strings, ESC with one character), then any other
// C0 or C1 control but the line feed. Each alternative advances without backtracking.
const ESCAPES =
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]?|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d-\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[ -/]*[0-~]?|[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/gu;

/**
 * Text for the operator's terminal: a backup's strings (its date, source, migration, table names)
 * come from a file anyone may have crafted, and escape sequences in them would retitle the window,
 * rewrite lines already printed or worse.
 */
export const terminalSafe = (text: string) => text.replace(ESCAPES, '');
