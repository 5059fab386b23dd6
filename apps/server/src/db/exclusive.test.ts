import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from './client.js';
import { createTestDatabase } from '../../test/test-app.js';
import { rowsOf } from './rows.js';
import { runSeeds } from './seed/run-seeds.js';

const url = process.env.DATABASE_URL;
const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

describe('exclusive work on the embedded database (one process per folder)', () => {
  it('just runs it', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    await expect(database.exclusive('start-up', async () => 7)).resolves.toBe(7);
    await expect(database.tryExclusive('housekeeping', async () => 'ran')).resolves.toBe('ran');
  });
});

describe.skipIf(!url)('exclusive work with several servers on one PostgreSQL database', () => {
  /** Two servers' connections to one new, empty database (a schema of its own). */
  async function twoServers(): Promise<[Database, Database]> {
    const schemaName = `test_${crypto.randomBytes(6).toString('hex')}`;
    const a = await openPostgres({ url: url!, schemaName, maxConnections: 4 });
    const b = await openPostgres({ url: url!, schemaName, maxConnections: 4 });
    const close = a.close;
    a.close = async () => {
      await a.db.execute(`drop schema "${schemaName}" cascade`).catch(() => {});
      await close();
    };
    opened.push(b, a);
    return [a, b];
  }

  it('migrates and seeds once when two servers start together', async () => {
    const [a, b] = await twoServers();
    const startUp = (database: Database) =>
      database.exclusive('start-up', async () => {
        await database.migrate();
        return runSeeds(database.db);
      });
    const [seededByA, seededByB] = await Promise.all([startUp(a), startUp(b)]);
    // One of them seeded everything, the other found it done.
    const counts = [Object.keys(seededByA).length, Object.keys(seededByB).length].sort();
    expect(counts[0]).toBe(0);
    expect(counts[1]).toBeGreaterThan(0);
    const [{ faqs }] = rowsOf<{ faqs: number }>(await a.db.execute(sql`select count(*)::int as faqs from faqs`));
    expect(faqs).toBeGreaterThan(0);
    await expect(a.migrated()).resolves.toBe(true);
    await expect(b.migrated()).resolves.toBe(true);
  });

  it('skips a scheduled round while another server runs one, and runs it once that one ends', async () => {
    const [a, b] = await twoServers();
    let release!: () => void;
    let started!: () => void;
    const aStarted = new Promise<void>((resolve) => (started = resolve));
    const aRound = a.tryExclusive('housekeeping', async () => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      return 'a';
    });
    await aStarted;
    let bRan = false;
    await expect(b.tryExclusive('housekeeping', async () => (bRan = true))).resolves.toBeUndefined();
    expect(bRan).toBe(false);
    // Another name is not held.
    await expect(b.tryExclusive('other', async () => 'other')).resolves.toBe('other');
    release();
    await expect(aRound).resolves.toBe('a');
    await expect(b.tryExclusive('housekeeping', async () => 'b')).resolves.toBe('b');
  });
});
