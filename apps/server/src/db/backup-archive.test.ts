import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BackupRefusal,
  MANIFEST_FILE,
  PGDATA_FILE,
  describeTables,
  packBackup,
  parseBackup,
  postgresBackupAdvice,
  readTar,
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
const refusal = (bytes: Buffer) => {
  try {
    parseBackup(bytes, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(BackupRefusal);
    return (error as Error).message;
  }
  throw new Error('parseBackup accepted it');
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
  it('reads back what it wrote, sizes on and off the 512-byte blocks', () => {
    const entries = [
      { name: 'a.json', data: Buffer.from('{}') },
      { name: 'empty', data: Buffer.alloc(0) },
      { name: 'block', data: Buffer.alloc(1024, 7) },
    ];
    const read = readTar(writeTar(entries, new Date()));
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

  it('refuses bytes that are not a tar archive, or one cut short', () => {
    expect(() => readTar(Buffer.alloc(512, 1))).toThrow(/not a tar archive/);
    const whole = writeTar([{ name: 'x', data: Buffer.alloc(2000) }], new Date());
    expect(() => readTar(whole.subarray(0, 1024))).toThrow(/not a tar archive/);
    expect(() => readTar(whole.subarray(0, whole.length - 1024))).toThrow(/cut short/);
  });
});

describe('parseBackup', () => {
  it('gives back the description and the dump it was packed with', () => {
    const { manifest, pgdata: read } = parseBackup(packBackup(description, pgdata), FILE);
    expect(manifest).toMatchObject({ format: 'ai4n-backup', version: 1, ...description });
    expect(manifest.pgdata.bytes).toBe(pgdata.length);
    expect(read).toEqual(pgdata);
  });

  it('refuses files that are no backup, saying so', () => {
    const notABackup = new RegExp(`^${FILE} is not a backup made by \`npm run admin -- backup\` \\(.+\\)\\. Nothing`);
    expect(refusal(Buffer.from('hello'))).toMatch(notABackup);
    expect(refusal(Buffer.from('hello'))).toMatch(/not a gzip file/);
    // PGlite's own dump, as the tests' template: a tar, not gzipped.
    expect(refusal(writeTar([{ name: '/PG_VERSION', data: Buffer.from('18') }], new Date()))).toMatch(
      /not a gzip file/,
    );
    expect(refusal(zlib.gzipSync('just text, gzipped'))).toMatch(/no tar archive/);
    expect(refusal(gzipTar([{ name: '/PG_VERSION', data: '18' }]))).toMatch(/holds no ai4n-backup\.json/);
    expect(refusal(gzipTar([{ name: MANIFEST_FILE, data: 'nope' }]))).toMatch(/is not JSON/);
    expect(refusal(gzipTar([{ name: MANIFEST_FILE, data: '{"format":"other"}' }]))).toMatch(/not a backup description/);
  });

  it('refuses a damaged backup: cut short, a changed dump, or an incomplete description', () => {
    const good = packBackup(description, pgdata);
    expect(refusal(good.subarray(0, good.length - 40))).toMatch(
      /^\/backups\/site\.tar\.gz is a damaged backup \(.*\); it cannot be restored\. Nothing was changed\.$/,
    );
    const changed = Buffer.from(pgdata);
    changed[10] ^= 1;
    expect(
      refusal(
        gzipTar([
          { name: MANIFEST_FILE, data: manifestOf({ pgdata: parseBackup(good, FILE).manifest.pgdata }) },
          { name: PGDATA_FILE, data: changed },
        ]),
      ),
    ).toMatch(/pgdata\.tar does not match its checksum/);
    expect(refusal(gzipTar([{ name: MANIFEST_FILE, data: manifestOf({ tables: undefined }) }]))).toMatch(
      /ai4n-backup\.json is incomplete/,
    );
    expect(refusal(gzipTar([{ name: MANIFEST_FILE, data: manifestOf({}) }]))).toMatch(/holds no pgdata\.tar/);
  });

  it('refuses a backup of a newer format', () => {
    expect(refusal(gzipTar([{ name: MANIFEST_FILE, data: manifestOf({ version: 2 }) }]))).toMatch(
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
