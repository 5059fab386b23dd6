import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { REPO_ROOT } from '../paths.js';
import { BackupRefusal, packBackup } from './backup-archive.js';
import { createBackup, fileStamp, restoreBackup, restoreFolders } from './backup.js';
import { openPglite } from './client.js';
import { processStartTime } from './data-dir-lock.js';
import { rowsOf } from './rows.js';
import { appSettings, faqs, prompts } from './schema/index.js';
import { runSeeds } from './seed/run-seeds.js';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ai4n-backup-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const template = inject('pgliteTemplate');
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => new Error('it did not refuse'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupRefusal);
  return (error as Error).message;
};
/** A folder whose lock names a live Node process other than this one: a running server. */
const servedFolder = (name: string) => {
  const dir = path.join(root, name);
  fs.mkdirSync(dir);
  fs.writeFileSync(
    path.join(dir, 'server.lock'),
    JSON.stringify({ pid: process.ppid, startTime: processStartTime(process.ppid) }),
  );
  return dir;
};
/** A backup file that passes every check that runs before the data folder is touched. */
const wellFormedBackup = (name: string, newestMigration: { createdAt: number; tag: string } | null = null) => {
  const file = path.join(root, name);
  const description = {
    createdAt: new Date().toISOString(),
    source: '/elsewhere',
    postgresVersion: '18',
    newestMigration,
    tables: {},
  };
  fs.writeFileSync(file, packBackup(description, Buffer.from('a dump')));
  return file;
};

/** Every row of the tables a restore must bring back, as JSON, sorted: two equal snapshots hold the same data. */
const SNAPSHOT_TABLES = ['faqs', 'lessons', 'prompts', 'quiz_questions', 'quiz_settings', 'app_settings'];
async function snapshotOf(dataDir: string): Promise<Record<string, string[]>> {
  const database = await openPglite({ dataDir, lock: false });
  try {
    const snapshot: Record<string, string[]> = {};
    for (const table of [...SNAPSHOT_TABLES, 'drizzle.__drizzle_migrations']) {
      const [schema, name] = table.includes('.') ? table.split('.') : ['public', table];
      const rows = rowsOf<{ row: string }>(
        await database.db.execute(
          sql`select to_jsonb(t)::text as row from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
        ),
      );
      snapshot[table] = rows.map((r) => r.row).sort();
    }
    return snapshot;
  } finally {
    await database.close();
  }
}

describe.skipIf(!template)('backup and restore of the embedded database', () => {
  let dataDir: string;
  let file: string;
  let atBackup: Record<string, string[]>;
  beforeAll(async () => {
    dataDir = path.join(root, 'data');
    file = path.join(root, 'backups', 'site.tar.gz');
    fs.mkdirSync(path.dirname(file));
    const database = await openPglite({ dataDir, loadDataDir: new Blob([fs.readFileSync(template)]) });
    await runSeeds(database.db);
    await database.db.insert(appSettings).values({ key: 'secret:jwt', value: 'a signing key' });
    await database.close();
  }, 120_000);

  it('brings back every row the site had when it was backed up, keeping the replaced folder aside', async () => {
    atBackup = await snapshotOf(dataDir);
    expect(atBackup.faqs.length).toBeGreaterThan(10);
    expect(atBackup.prompts.length).toBeGreaterThan(100);

    const backup = await createBackup({ dataDir, file });
    expect(backup.description.tables).toMatchObject({ faqs: atBackup.faqs.length, prompts: atBackup.prompts.length });
    expect(backup.description.newestMigration?.tag).toMatch(/^\d{4}_/);
    expect(modeOf(file)).toBe(0o600);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['site.tar.gz']);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const changed = await openPglite({ dataDir });
    const [first] = await changed.db.select().from(faqs).limit(1);
    await changed.db.delete(faqs).where(eq(faqs.id, first.id));
    await changed.db.insert(faqs).values({ question: 'Added after?', answer: 'Yes.', category: first.category });
    await changed.db.update(prompts).set({ title: 'Changed after the backup' });
    await changed.db.delete(appSettings).where(eq(appSettings.key, 'secret:jwt'));
    await changed.close();
    const afterChanges = await snapshotOf(dataDir);
    expect(afterChanges).not.toEqual(atBackup);

    const now = new Date('2026-05-01T12:30:05.123Z');
    const restored = await restoreBackup({ dataDir, file, now });
    expect(restored.aside).toBe(`${dataDir}.before-restore-2026-05-01T12-30-05Z`);
    expect(restored.tables).toEqual(backup.description.tables);
    expect(await snapshotOf(dataDir)).toEqual(atBackup);
    expect(await snapshotOf(restored.aside!)).toEqual(afterChanges);
    expect(fs.readdirSync(root).sort()).toEqual(['backups', 'data', 'data.before-restore-2026-05-01T12-30-05Z']);
    expect(fs.readdirSync(dataDir)).toEqual(['pgdata']);
    expect(fs.readdirSync(restored.aside!)).toEqual(['pgdata']);
    expect(modeOf(dataDir)).toBe(0o700);
  }, 180_000);

  it('restores into a data folder that does not exist yet (a new machine)', async () => {
    const fresh = path.join(root, 'new-machine', 'data');
    const restored = await restoreBackup({ dataDir: fresh, file });
    expect(restored.aside).toBeNull();
    expect(await snapshotOf(fresh)).toEqual(atBackup);
    expect(fs.readdirSync(path.dirname(fresh))).toEqual(['data']);
  }, 120_000);

  it('writes a backup over an older one whole, never a partial file', async () => {
    const before = fs.readFileSync(file);
    // The disk fills halfway through the write: the older backup stays whole and no partial file remains.
    const write = fs.writeFileSync;
    let written = 0;
    const full = vi.spyOn(fs, 'writeFileSync').mockImplementation((target, data, options) => {
      if (typeof target !== 'number') return write(target, data, options);
      const bytes = data as Buffer;
      written = fs.writeSync(target, bytes.subarray(0, bytes.length >> 1));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    try {
      await expect(createBackup({ dataDir, file })).rejects.toThrow(/ENOSPC/);
    } finally {
      full.mockRestore();
    }
    expect(written).toBeGreaterThan(0);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['site.tar.gz']);

    await createBackup({ dataDir, file });
    expect(fs.readFileSync(file).equals(before)).toBe(false);
    expect(modeOf(file)).toBe(0o600);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['site.tar.gz']);
  }, 120_000);
});

describe('refusals, before anything changes', () => {
  it('refuses to back up or restore a folder a running server holds, naming its pid and what to do', async () => {
    const dir = servedFolder('served');
    const backupMessage = await refusal(createBackup({ dataDir: dir, file: path.join(root, 'served.tar.gz') }));
    expect(backupMessage).toContain(`is in use by a running server (pid ${process.ppid})`);
    expect(backupMessage).toContain(`Stop the server (Ctrl+C where it runs, or \`kill ${process.ppid}\`)`);
    expect(backupMessage).toContain('It did not answer the backup request on its socket');
    expect(fs.existsSync(path.join(root, 'served.tar.gz'))).toBe(false);

    const restoreMessage = await refusal(restoreBackup({ dataDir: dir, file: wellFormedBackup('fine.tar.gz') }));
    expect(restoreMessage).toMatch(new RegExp(`pid ${process.ppid}\\)\\. .* cannot be restored while the server runs`));
    expect(fs.readdirSync(dir)).toEqual(['server.lock']);
    expect(fs.readdirSync(root).filter((name) => name.startsWith('served.'))).toEqual([]);
  });

  it('refuses to restore a file that is not a backup, or is missing', async () => {
    const dir = path.join(root, 'kept');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'marker'), 'untouched');
    const notes = path.join(root, 'notes.txt');
    fs.writeFileSync(notes, 'not a backup');
    expect(await refusal(restoreBackup({ dataDir: dir, file: notes }))).toMatch(
      /notes\.txt is not a backup made by `npm run admin -- backup` \(it is not a gzip file\)\. Nothing was changed\./,
    );
    expect(await refusal(restoreBackup({ dataDir: dir, file: path.join(root, 'missing.tar.gz') }))).toMatch(
      /^Cannot read .*missing\.tar\.gz: ENOENT/,
    );
    expect(fs.readdirSync(dir)).toEqual(['marker']);
    expect(fs.readdirSync(root).filter((name) => name.startsWith('kept.'))).toEqual([]);
  });

  it('refuses a backup whose database is newer than this code', async () => {
    const file = wellFormedBackup('future.tar.gz', { createdAt: Date.now() + 1e12, tag: '9999_future' });
    expect(await refusal(restoreBackup({ dataDir: path.join(root, 'future'), file }))).toMatch(
      /made by a newer version of the site: its database has migration 9999_future/,
    );
    expect(fs.existsSync(path.join(root, 'future'))).toBe(false);
  });

  it('refuses a backup file inside the data folder, in a missing folder, or of a folder without a database', async () => {
    const dir = path.join(root, 'plain');
    fs.mkdirSync(dir);
    expect(await refusal(createBackup({ dataDir: dir, file: path.join(dir, 'b.tar.gz') }))).toMatch(
      /Write the backup outside the data folder/,
    );
    expect(await refusal(createBackup({ dataDir: dir, file: path.join(root, 'no', 'b.tar.gz') }))).toMatch(
      /The folder .*\/no does not exist/,
    );
    expect(await refusal(createBackup({ dataDir: dir, file: path.join(root, 'b.tar.gz') }))).toMatch(
      /holds no embedded database: nothing to back up\. Is DATA_DIR right\?/,
    );
  });

  it('on PostgreSQL (DATABASE_URL), refuses both and gives the pg_dump and pg_restore command lines', async () => {
    const databaseUrl = 'postgres://site@db.example/site';
    const options = { dataDir: path.join(root, 'pg'), file: wellFormedBackup('pg.tar.gz'), databaseUrl };
    expect(await refusal(createBackup(options))).toMatch(/DATABASE_URL is set[^]*pg_dump --format=custom/);
    expect(await refusal(restoreBackup(options))).toMatch(/pg_restore --clean/);
    expect(fs.existsSync(options.dataDir)).toBe(false);
  });

  it('the command line prints the refusal and exits 1; without a file, the usage and 2', () => {
    const run = (args: string[], env: Record<string, string> = {}) =>
      spawnSync(
        process.execPath,
        [
          path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'),
          path.join(REPO_ROOT, 'apps/server/src/cli/admin.ts'),
          ...args,
        ],
        // Not the suite's own DATABASE_URL (the PostgreSQL run of CI): each case says which store it means.
        { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '', ...env }, timeout: 60_000 },
      );
    const refused = run(['backup', path.join(root, 'cli.tar.gz')], {
      DATABASE_URL: 'postgres://site@127.0.0.1:9/site',
    });
    expect(refused.stderr).toContain('pg_dump --format=custom');
    expect(refused.stderr).not.toContain('127.0.0.1');
    expect(refused.status).toBe(1);
    // Strings from the archive (here a migration name in a refusal) reach the terminal without escapes.
    const evil = wellFormedBackup('evil.tar.gz', {
      createdAt: Date.now() + 1e12,
      tag: '\u001b]0;evil\u0007\u001b[2J9999_future',
    });
    const printed = run(['restore', evil], { DATA_DIR: path.join(root, 'evil') });
    expect(printed.stderr).toContain('its database has migration 9999_future');
    expect(printed.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/u);
    expect(printed.status).toBe(1);
    const usage = run(['restore']);
    expect(usage.stderr).toContain('npm run admin -- restore <file>');
    expect(usage.status).toBe(2);
  }, 60_000);
});

describe('restoreFolders', () => {
  it('names the folders beside the data folder, a trailing slash or not', () => {
    const now = new Date('2026-05-01T12:30:05.999Z');
    expect(fileStamp(now)).toBe('2026-05-01T12-30-05Z');
    expect(restoreFolders('/srv/site/data/', now)).toEqual({
      staging: '/srv/site/data.restoring-2026-05-01T12-30-05Z',
      aside: '/srv/site/data.before-restore-2026-05-01T12-30-05Z',
    });
  });
});
