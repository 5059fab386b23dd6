import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from '../client.js';
import { rowsOf } from '../rows.js';
import { runSeeds } from './run-seeds.js';
import { isNewDataDir, seedApart } from './seed-apart.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ai4n-seed-apart-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("a new embedded database's first start", () => {
  it('is created, migrated and seeded in a process of its own, then opens with nothing left to seed', async () => {
    expect(isNewDataDir(dataDir)).toBe(true);
    const { seeded, peakMb } = await seedApart(dataDir);
    expect(seeded['seed:prompts:v1']).toBeGreaterThanOrEqual(1000);
    // Its own peak, for the server's log (a process of its own: more than Node's bare ~40 MB).
    expect(peakMb).toBeGreaterThan(40);
    expect(seeded['seed:faqs:v1']).toBe(60);
    expect(isNewDataDir(dataDir)).toBe(false);
    // The seeding process closed the database (and released its lock): this thread opens it as a restart does.
    const database = await openPglite({ dataDir });
    try {
      expect(await database.migrated()).toBe(true);
      expect(await runSeeds(database.db)).toEqual({});
      const [{ n }] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from prompts`));
      expect(n).toBe(seeded['seed:prompts:v1']);
    } finally {
      await database.close();
    }
  }, 180_000);

  // The build's template is a migrated database like the test suite's own (test/global-setup.ts).
  it.skipIf(!inject('pgliteTemplate'))(
    'starts from the template it is given, not a database of its own',
    async () => {
      const template = inject('pgliteTemplate');
      const folder = path.join(dataDir, 'from-template');
      const { seeded } = await seedApart(folder, template);
      expect(seeded['seed:prompts:v1']).toBeGreaterThanOrEqual(1000);
      // PostgreSQL names every database cluster it creates: the seeded one is the template's.
      const identifier = async (database: Awaited<ReturnType<typeof openPglite>>) => {
        try {
          return rowsOf<{ id: string }>(
            await database.db.execute(sql`select system_identifier::text as id from pg_control_system()`),
          )[0].id;
        } finally {
          await database.close();
        }
      };
      const fromTemplate = await identifier(await openPglite({ loadDataDir: new Blob([fs.readFileSync(template)]) }));
      expect(await identifier(await openPglite({ dataDir: folder }))).toBe(fromTemplate);
      expect(await identifier(await openPglite({ dataDir: path.join(dataDir, 'other') }))).not.toBe(fromTemplate);
    },
    180_000,
  );

  it('reports a failure rather than leaving the server waiting', async () => {
    const file = path.join(dataDir, 'not-a-folder');
    fs.writeFileSync(file, '');
    await expect(seedApart(file)).rejects.toThrow();
  }, 60_000);
});
