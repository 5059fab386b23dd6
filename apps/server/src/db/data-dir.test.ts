import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openPglite } from './client.js';
import { PRIVATE_UMASK, prepareDataDir, restrictNewFiles } from './data-dir.js';

let root: string;
let umask: number;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ai4n-data-dir-'));
  umask = process.umask();
});
afterAll(() => {
  process.umask(umask);
  fs.rmSync(root, { recursive: true, force: true });
});
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const openToOthers = (dir: string) =>
  walk(dir)
    .filter((f) => (modeOf(f) & 0o077) !== 0)
    .map((f) => `${path.relative(dir, f)} ${modeOf(f).toString(8)}`);
const walk = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? [path.join(dir, e.name), ...walk(path.join(dir, e.name))] : [path.join(dir, e.name)],
    );

describe('the data folder', () => {
  it('is created private (700), parents included', () => {
    process.umask(0o022);
    const dir = path.join(root, 'new', 'data');
    expect(prepareDataDir(dir)).toBeNull();
    expect(modeOf(dir)).toBe(0o700);
  });

  it('an existing folder open to others is made private, and says so', () => {
    const dir = path.join(root, 'open');
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    expect(prepareDataDir(dir)).toMatch(/open to other users \(mode 755\); it is now 700/);
    expect(modeOf(dir)).toBe(0o700);
    expect(prepareDataDir(dir)).toBeNull();
  });

  // PGlite's own files; the PostgreSQL run of the suite has no PGlite template to start from.
  it.skipIf(!inject('pgliteTemplate'))(
    "the server's files in it (the database's and the lock) are readable by this user only",
    async () => {
      restrictNewFiles();
      expect(process.umask()).toBe(PRIVATE_UMASK);
      const dir = path.join(root, 'server');
      const notices: string[] = [];
      const database = await openPglite({
        dataDir: dir,
        onNotice: (n) => notices.push(n),
        loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
      });
      try {
        await database.ping();
        expect(walk(dir).some((f) => f.endsWith('server.lock'))).toBe(true);
        expect(walk(dir).length).toBeGreaterThan(10);
        expect(openToOthers(dir)).toEqual([]);
        expect(modeOf(dir)).toBe(0o700);
        expect(notices).toEqual([]);
        // Files made while it runs (PGlite gives them 0666) sit in the private folder, and are tightened at close.
        await database.db.execute(sql`create table made_while_running (id int primary key, note text)`);
      } finally {
        await database.close();
      }
      expect(openToOthers(dir)).toEqual([]);
    },
    60_000,
  );
});
