import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BACKUP_MAX_UNPACKED_BYTES,
  BackupRefusal,
  MANIFEST_FILE,
  PGDATA_FILE,
  describeTables,
  packBackup,
  parseBackup,
  postgresBackupAdvice,
  readTar,
  terminalSafe,
  writeTar,
  type BackupDescription,
} from './backup-archive.js';

const description: BackupDescription = {
  createdAt: '2026-05-01T12:30:05.000Z',
  source: '/srv/site/data',
  postgresVersion: '18.1',
  newestMigration: { createdAt: 1795324356836, tag: '0000_initial' },
  tables: { faqs: 60, prompts: 150 },
};
const pgdata = Buffer.from('the dump of a data folder, '.repeat(100));
const FILE = '/backups/site.tar.gz';
const parse = (bytes: Buffer, maxUnpackedBytes?: number) => parseBackup([bytes], FILE, maxUnpackedBytes);
const refusal = async (bytes: Buffer, maxUnpackedBytes?: number) => {
  const error = await parseBackup([bytes], FILE, maxUnpackedBytes).then(
    () => new Error('parseBackup accepted it'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupRefusal);
  return (error as Error).message;
};
const readAll = async (archive: Buffer) => {
  const entries = [];
  for await (const entry of readTar([archive], BACKUP_MAX_UNPACKED_BYTES)) entries.push(entry);
  return entries;
};
const gzipTar = (entries: Array<{ name: string; data: string | Buffer }>) =>
  zlib.gzipSync(
    writeTar(
      entries.map((e) => ({ name: e.name, data: Buffer.from(e.data) })),
      new Date(),
    ),
  );
const manifestOf = (overrides: object) =>
  JSON.stringify({
    format: 'ai4n-backup',
    version: 1,
    ...description,
    pgdata: { bytes: pgdata.length, sha256: 'x' },
    ...overrides,
  });

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the tar archive', () => {
  it('reads back what it wrote, sizes on and off the 512-byte blocks', async () => {
    const entries = [
      { name: 'a.json', data: Buffer.from('{}') },
      { name: 'empty', data: Buffer.alloc(0) },
      { name: 'block', data: Buffer.alloc(1024, 7) },
    ];
    const read = await readAll(writeTar(entries, new Date()));
    expect(read.map((e) => [e.name, Buffer.compare(e.data, entries.find((x) => x.name === e.name)!.data)])).toEqual([
      ['a.json', 0],
      ['empty', 0],
      ['block', 0],
    ]);
  });

  it('is one the tar command lists and extracts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ai4n-tar-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'b.tar.gz'), packBackup(description, pgdata));
    expect(execFileSync('tar', ['-tzf', 'b.tar.gz'], { cwd: dir, encoding: 'utf8' }).split('\n')).toEqual([
      MANIFEST_FILE,
      PGDATA_FILE,
      '',
    ]);
    execFileSync('tar', ['-xzf', 'b.tar.gz'], { cwd: dir });
    expect(fs.readFileSync(path.join(dir, PGDATA_FILE))).toEqual(pgdata);
  });

  it('refuses bytes that are not a tar archive, or one cut short', async () => {
    await expect(readAll(Buffer.alloc(512, 1))).rejects.toThrow(/not a tar archive/);
    const whole = writeTar([{ name: 'x', data: Buffer.alloc(2000) }], new Date());
    await expect(readAll(whole.subarray(0, 1024))).rejects.toThrow(/cut short/);
    await expect(readAll(whole)).resolves.toHaveLength(1);
    await expect(readAll(whole.subarray(0, 512 + 2048))).rejects.toThrow(/cut short/);
    await expect(readAll(whole.subarray(0, 512 + 1000))).rejects.toThrow(/cut short/);
  });
});

describe('parseBackup', () => {
  it('gives back the description and the dump it was packed with, from chunks of any size', async () => {
    const { manifest, pgdata: read } = await parse(packBackup(description, pgdata));
    expect(manifest).toMatchObject({ format: 'ai4n-backup', version: 1, ...description });
    expect(manifest.pgdata.bytes).toBe(pgdata.length);
    expect(read).toEqual(pgdata);
    const bytes = packBackup(description, pgdata);
    const pieces = [
      bytes.subarray(0, 1),
      ...Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(1 + i * 7, 8 + i * 7)),
    ];
    expect((await parseBackup(pieces, FILE)).pgdata).toEqual(pgdata);
  });

  it('refuses files that are no backup, saying so', async () => {
    const notABackup = new RegExp(`^${FILE} is not a backup made by \`npm run admin -- backup\` \\(.+\\)\\. Nothing`);
    expect(await refusal(Buffer.from('hello'))).toMatch(notABackup);
    expect(await refusal(Buffer.from('hello'))).toMatch(/not a gzip file/);
    // PGlite's own dump, as the tests' template: a tar, not gzipped.
    expect(await refusal(writeTar([{ name: '/PG_VERSION', data: Buffer.from('18') }], new Date()))).toMatch(
      /not a gzip file/,
    );
    expect(await refusal(zlib.gzipSync('just text, gzipped'))).toMatch(/no tar archive/);
    expect(await refusal(gzipTar([{ name: '/PG_VERSION', data: '18' }]))).toMatch(/holds no ai4n-backup\.json/);
    expect(await refusal(gzipTar([{ name: MANIFEST_FILE, data: 'nope' }]))).toMatch(/is not JSON/);
    expect(await refusal(gzipTar([{ name: MANIFEST_FILE, data: '{"format":"other"}' }]))).toMatch(
      /not a backup description/,
    );
  });

  it('refuses a damaged backup: cut short, a changed dump, or an incomplete description', async () => {
    const good = packBackup(description, pgdata);
    expect(await refusal(good.subarray(0, good.length - 40))).toMatch(
      /^\/backups\/site\.tar\.gz is a damaged backup \(.*\); it cannot be restored\. Nothing was changed\.$/,
    );
    const changed = Buffer.from(pgdata);
    changed[10] ^= 1;
    expect(
      await refusal(
        gzipTar([
          { name: MANIFEST_FILE, data: manifestOf({ pgdata: (await parse(good)).manifest.pgdata }) },
          { name: PGDATA_FILE, data: changed },
        ]),
      ),
    ).toMatch(/pgdata\.tar does not match its checksum/);
    expect(await refusal(gzipTar([{ name: MANIFEST_FILE, data: manifestOf({ tables: undefined }) }]))).toMatch(
      /ai4n-backup\.json is incomplete/,
    );
    expect(await refusal(gzipTar([{ name: MANIFEST_FILE, data: manifestOf({}) }]))).toMatch(/holds no pgdata\.tar/);
  });

  it('refuses a backup of a newer format', async () => {
    expect(await refusal(gzipTar([{ name: MANIFEST_FILE, data: manifestOf({ version: 2 }) }]))).toMatch(
      /made by a newer version of the site \(backup format 2\): update the site/,
    );
  });
});

describe('messages', () => {
  it('PostgreSQL deployments get the pg_dump and pg_restore command lines, without the URL itself', () => {
    const advice = postgresBackupAdvice('backup');
    expect(advice).toContain('pg_dump --format=custom --file=');
    expect(advice).toContain('"$DATABASE_URL"');
    expect(advice).toContain('pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL"');
    expect(postgresBackupAdvice('restore')).toContain('`npm run admin -- restore` handles only the embedded database');
  });

  it('counts tables and rows', () => {
    expect(describeTables({ faqs: 60, prompts: 1200 })).toBe('2 tables, 1,260 rows');
    expect(describeTables({ faqs: 1 })).toBe('1 table, 1 row');
  });
});

const MB = 1024 * 1024;
/** A tar header of an entry of `size` bytes, the data not included. */
const tarHeader = (name: string, size: number) => {
  const header = Buffer.from(writeTar([{ name, data: Buffer.alloc(0) }], new Date()).subarray(0, 512));
  header.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  header.write(' '.repeat(8), 148);
  header.write(
    `${header
      .reduce((sum, byte) => sum + byte, 0)
      .toString(8)
      .padStart(6, '0')}\0`,
    148,
  );
  return header;
};
/** `head` then `zeros` zero bytes, gzipped as they are made (the test never holds them unpacked). */
async function gzipBomb(head: Buffer, zeros: number): Promise<Buffer> {
  const gzip = zlib.createGzip({ level: 9 });
  const out: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = once(gzip, 'end');
  gzip.write(head);
  const block = Buffer.alloc(MB);
  for (let left = zeros; left > 0; left -= MB)
    if (!gzip.write(left >= MB ? block : block.subarray(0, left))) await once(gzip, 'drain');
  gzip.end();
  await ended;
  return Buffer.concat(out);
}
/** The most the process grew (resident memory) while `run` ran. */
async function peakGrowth(run: () => Promise<unknown>): Promise<number> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 1);
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage().rss) - start;
}

describe('gzip bombs: refused at the limit, never unpacked whole', () => {
  // A limit near the bomb's size, and a bound well under it: a reader that held what it
  // unpacked up to the limit would grow by 150 MB; one that streams grows only by the
  // garbage not yet collected (up to ~60 MB seen on a loaded CI machine).
  const LIMIT = 150 * MB;
  const FLAT = 100 * MB;
  const honestManifest = (bytes: number) => Buffer.from(manifestOf({ pgdata: { bytes, sha256: 'x' } }));
  const withManifest = (manifest: Buffer) =>
    Buffer.concat([tarHeader(MANIFEST_FILE, manifest.length), manifest, Buffer.alloc(512 - (manifest.length % 512))]);

  it('200 MB of zeros as the dump, its size told honestly: refused at the limit before it is inflated', async () => {
    const bomb = await gzipBomb(
      Buffer.concat([withManifest(honestManifest(200 * MB)), tarHeader(PGDATA_FILE, 200 * MB)]),
      200 * MB,
    );
    expect(bomb.length).toBeLessThan(MB);
    let message = '';
    const growth = await peakGrowth(async () => (message = await refusal(bomb, LIMIT)));
    expect(message).toBe(
      `${FILE} unpacks to more than 150 MB, the limit of a restore; it was not unpacked. Nothing was changed.`,
    );
    expect(growth).toBeLessThan(FLAT);
  });

  it('200 MB of zeros with no archive structure, read in chunks: refused once past the limit, memory flat', async () => {
    const bomb = await gzipBomb(Buffer.alloc(0), 200 * MB);
    let message = '';
    const growth = await peakGrowth(async () => (message = await refusal(bomb, LIMIT)));
    expect(message).toMatch(/unpacks to more than 150 MB, the limit of a restore/);
    expect(growth).toBeLessThan(FLAT);
  });

  it('a dump larger than its description says, or a description over 1 MB: refused from the header', async () => {
    const lying = await gzipBomb(
      Buffer.concat([withManifest(honestManifest(1000)), tarHeader(PGDATA_FILE, 200 * MB)]),
      8 * MB,
    );
    const growth = await peakGrowth(async () =>
      expect(await refusal(lying)).toMatch(/is a damaged backup \(pgdata\.tar does not match its checksum\)/),
    );
    expect(growth).toBeLessThan(50 * MB);
    const bigManifest = await gzipBomb(tarHeader(MANIFEST_FILE, 100 * MB), 8 * MB);
    expect(await refusal(bigManifest)).toMatch(/unpacks to more than 1 MB in its ai4n-backup\.json/);
  });
});

describe('terminalSafe', () => {
  it('strips escape sequences and control characters, keeping line feeds and the text around them', () => {
    expect(terminalSafe('tag \u001b]0;evil\u0007 end')).toBe('tag  end');
    expect(terminalSafe('a\u001b]8;;http://x\u001b\\link\u001b]8;;\u001b\\b')).toBe('alinkb');
    expect(terminalSafe('\u001b[2J\u001b[1;31mred\u001b[0m')).toBe('red');
    expect(terminalSafe('\u009b31mc1\u009d0;t\u009c!')).toBe('c1!');
    expect(terminalSafe('line\r\nnext\tx\u0008\u007f\u0000\u001bc')).toBe('line\nnextx');
    expect(terminalSafe('\u001bPq#0;2;0;0;0\u001b\\ok')).toBe('ok');
    expect(terminalSafe('Ünïcode ✓ 日本')).toBe('Ünïcode ✓ 日本');
    const long = '\u001b['.repeat(5000) + '\u001b]'.repeat(5000);
    expect(terminalSafe(long)).toBe('');
  });
});
