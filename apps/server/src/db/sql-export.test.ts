import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MIGRATIONS_DIR, REPO_ROOT } from '../paths.js';
import { createTestApp } from '../../test/test-app.js';
import { createFaq } from '../../test/factories.js';
import { BackupRefusal } from './backup-archive.js';
import { newestAppliedMigration, tableCounts } from './backup.js';
import { openPglite, openPostgres, type Database } from './client.js';
import { serveLiveBackups } from './live-backup.js';
import { migrationsPending } from './migrations-pending.js';
import { runSeeds } from './seed/run-seeds.js';
import { exportSql, type SqlExport } from './sql-export.js';

/*
 * Issue 31, part 3: a site moves from PGlite to PostgreSQL with `npm run admin -- export-sql` and
 * psql. The restore needs a PostgreSQL server: DATABASE_URL's (CI), else a local one on
 * 127.0.0.1:5432; without one those cases are skipped, and the log says why.
 */

const template = inject('pgliteTemplate');
const PUBLIC_READS = ['/api/faqs', '/api/lessons', '/api/questions', '/api/prompts', '/api/prompts?search=email'];

/** A server to restore into, and psql to restore with; or why there is none. */
async function findPostgres(): Promise<{ url: string; skip?: undefined } | { url?: undefined; skip: string }> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const where = new URL(url).host;
  if (spawnSync('psql', ['--version']).error) return { skip: 'psql is not installed' };
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ may: boolean }>(
      'select rolcreatedb or rolsuper as may from pg_roles where rolname = current_user',
    );
    return rows[0]?.may ? { url } : { skip: `the user of ${where} may not create databases` };
  } catch (error) {
    return { skip: `no PostgreSQL answers at ${where} (${(error as Error).message})` };
  } finally {
    await client.end().catch(() => {});
  }
}
const postgres = await findPostgres();
if (postgres.skip)
  console.warn(
    `sql-export.test.ts: the restore into PostgreSQL is SKIPPED: ${postgres.skip}. ` +
      'Set DATABASE_URL to a server whose user may create databases to run it.',
  );

let root: string;
let dataDir: string;
let source: Database;
let app: FastifyInstance;
let live: Awaited<ReturnType<typeof serveLiveBackups>>;
let exported: SqlExport;
/** What the site served before the move, by URL. */
const served = new Map<string, unknown>();

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ai4n-sql-export-'));
  dataDir = path.join(root, 'data');
  source = await openPglite({
    dataDir,
    loadDataDir: template ? new Blob([fs.readFileSync(template)]) : undefined,
  });
  await source.migrate();
  await runSeeds(source.db);
  ({ app } = await createTestApp({ database: source }));
  live = await serveLiveBackups(source, dataDir, { info: () => {}, warn: () => {} });
}, 180_000);
afterAll(async () => {
  await live?.close();
  await app?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('export-sql: an SQL dump of the embedded database', () => {
  it('is made while the site runs, from its server, which keeps answering', async () => {
    await createFaq(source.db, { question: 'Does the move to PostgreSQL keep this question?' });
    const file = path.join(root, 'site.sql');
    const dumping = exportSql({ dataDir, file });
    const during = await Promise.all(PUBLIC_READS.map((url) => app.inject({ url })));
    exported = await dumping;
    expect(during.map((res) => res.statusCode)).toEqual(PUBLIC_READS.map(() => 200));

    expect(exported.tables).toEqual(await tableCounts(source.db));
    expect(exported.tables.faqs).toBeGreaterThan(50);
    expect(exported.tables.prompts).toBeGreaterThan(100);
    expect(exported.newestMigration).toEqual(await newestAppliedMigration(source.db));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('CREATE TABLE public.faqs');
    expect(text).toContain('CREATE TABLE drizzle.__drizzle_migrations');
    expect(text).toContain('Does the move to PostgreSQL keep this question?');
    // No owners: it restores into a database whatever role owns it.
    expect(text).not.toMatch(/OWNER TO/);
    // The server still holds its folder and serves what it served.
    for (const url of PUBLIC_READS) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      served.set(url, res.json());
    }
  }, 180_000);

  describe.skipIf(!!postgres.skip)('restored into an empty PostgreSQL database with psql', () => {
    const name = `ai4n_sql_export_${crypto.randomBytes(5).toString('hex')}`;
    let admin: pg.Client;
    let url: string;
    let restored: Database | undefined;
    beforeAll(async () => {
      admin = new pg.Client({ connectionString: postgres.url! });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const target = new URL(postgres.url!);
      target.pathname = `/${name}`;
      url = target.toString();
    });
    afterAll(async () => {
      await restored?.close();
      // The app's connections end a moment after its close: drop the database once they are gone.
      for (let i = 0; i < 50; i++) {
        const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    });

    it('holds every row and the migration state, and the app serves the same content on it', async () => {
      const psql = spawnSync(
        'psql',
        ['--quiet', '-v', 'ON_ERROR_STOP=1', '--single-transaction', `--dbname=${url}`, `--file=${exported.file}`],
        { encoding: 'utf8', timeout: 120_000 },
      );
      expect(psql.stderr).toBe('');
      expect(psql.status).toBe(0);

      restored = await openPostgres({ url, maxConnections: 4 });
      expect(await tableCounts(restored.db)).toEqual(exported.tables);
      expect(await newestAppliedMigration(restored.db)).toEqual(exported.newestMigration);
      expect(await migrationsPending(restored.db, 'drizzle', MIGRATIONS_DIR)).toBe(false);

      // The server's start on DATABASE_URL: migrations (none left) and seeds (all done), then the same answers.
      await restored.migrate();
      expect(await runSeeds(restored.db)).toEqual({});
      const { app: moved } = await createTestApp({ database: restored });
      try {
        for (const url of PUBLIC_READS) {
          const res = await moved.inject({ url });
          expect(res.statusCode, url).toBe(200);
          expect(res.json(), url).toEqual(served.get(url));
        }
        // It takes writes.
        await createFaq(restored.db, { question: 'Written after the move?' });
        expect((await tableCounts(restored.db)).faqs).toBe(exported.tables.faqs + 1);
      } finally {
        await moved.close(); // and the database
      }
    }, 180_000);
  });

  it('on a stopped site, the command line opens the folder itself; with DATABASE_URL it refuses', async () => {
    await live?.close();
    live = null;
    await app.close(); // and the database: the folder is free
    const file = path.join(root, 'stopped.sql');
    const cli = spawnSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'),
        path.join(REPO_ROOT, 'apps/server/src/cli/admin.ts'),
        'export-sql',
        file,
      ],
      { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }, timeout: 120_000 },
    );
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toContain(`Wrote an SQL dump of ${dataDir} into ${file}`);
    expect(cli.status).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toContain('Does the move to PostgreSQL keep this question?');

    const refused = await exportSql({ dataDir, file, databaseUrl: 'postgres://site@127.0.0.1:9/site' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(BackupRefusal);
    expect((refused as Error).message).toContain('pg_dump');
  }, 180_000);
});
