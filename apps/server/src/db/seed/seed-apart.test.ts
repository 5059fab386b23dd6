import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
    const { seeded } = await seedApart(dataDir);
    expect(seeded['seed:prompts:v1']).toBeGreaterThanOrEqual(1000);
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

  it('reports a failure rather than leaving the server waiting', async () => {
    const file = path.join(dataDir, 'not-a-folder');
    fs.writeFileSync(file, '');
    await expect(seedApart(file)).rejects.toThrow();
  }, 60_000);
});
