import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app.js';
import { createFaq } from '../../test/factories.js';
import { createBackup, requestLiveBackup, restoreBackup } from './backup.js';
import { openPglite, type Database } from './client.js';
import { serveLiveBackups } from './live-backup.js';
import { faqs } from './schema/index.js';

const template = inject('pgliteTemplate');
const silent = { info: () => {}, warn: () => {} };

describe.skipIf(!template)('a backup of the embedded database while the site runs', () => {
  let root: string;
  let dataDir: string;
  let database: Database;
  let app: FastifyInstance;
  let live: Awaited<ReturnType<typeof serveLiveBackups>>;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ai4n-live-'));
    dataDir = path.join(root, 'data');
    database = await openPglite({ dataDir, loadDataDir: new Blob([fs.readFileSync(template)]) });
    ({ app } = await createTestApp({ database }));
    live = await serveLiveBackups(database, dataDir, silent);
  }, 120_000);
  afterAll(async () => {
    await live?.close();
    await app?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('is made by the running server, which answers requests and takes writes meanwhile', async () => {
    const before = await createFaq(database.db, { question: 'Made before the live backup?' });
    expect(fs.statSync(path.join(dataDir, 'admin.sock')).mode & 0o777).toBe(0o600);
    const file = path.join(root, 'site.tar.gz');
    const backup = createBackup({ dataDir, file });
    // Reads and a write while the backup runs: all answered, none refused.
    const during = await Promise.all([
      app.inject({ url: '/api/faqs' }),
      app.inject({ url: '/api/lessons' }),
      createFaq(database.db, { question: 'Written during the live backup?' }),
    ]);
    const done = await backup;
    expect(during.slice(0, 2).map((res) => (res as { statusCode: number }).statusCode)).toEqual([200, 200]);
    expect(done.description.tables.faqs).toBeGreaterThan(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // The server still holds its folder and serves.
    expect((await app.inject({ url: '/api/faqs' })).statusCode).toBe(200);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).pid).toBe(process.pid);

    // The copy restores (elsewhere: restoring needs the site stopped) with the rows it counted.
    const restored = await restoreBackup({ dataDir: path.join(root, 'restored'), file });
    expect(restored.tables.faqs).toBe(done.description.tables.faqs);
    const copy = await openPglite({ dataDir: path.join(root, 'restored') });
    try {
      const questions = (await copy.db.select({ question: faqs.question }).from(faqs)).map((f) => f.question);
      expect(questions).toContain(before.question);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('a socket left by a server that is gone is not a running server', async () => {
    const stopped = path.join(root, 'stopped');
    fs.mkdirSync(stopped);
    expect(await requestLiveBackup(stopped)).toBeNull();
    fs.writeFileSync(path.join(stopped, 'admin.sock'), '');
    expect(await requestLiveBackup(stopped)).toBeNull();
  });
});
