import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from './client.js';
import { builtPgdataTemplate, writePgdataTemplate } from './pgdata-template.js';
import { rowsOf } from './rows.js';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ai4n-pgdata-template-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("the build's new embedded database", () => {
  it('is a gzipped data folder of a migrated, empty database that opens in a new data folder', async () => {
    const file = path.join(folder, 'pgdata-template.tar.gz');
    const bytes = await writePgdataTemplate(file);
    expect(bytes).toBe(fs.statSync(file).size);
    expect([...fs.readFileSync(file).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    const database = await openPglite({
      dataDir: path.join(folder, 'data'),
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
    try {
      expect(await database.migrated()).toBe(true);
      const [{ n }] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from prompts`));
      expect(n).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('is not used by a server run from its TypeScript (no build beside it)', () => {
    expect(builtPgdataTemplate()).toBeUndefined();
  });
});
