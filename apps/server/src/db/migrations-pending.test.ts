import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.js';
import { MIGRATIONS_DIR } from '../paths.js';
import type { Database } from './client.js';
import { migrationsPending, newestMigrationMillis } from './migrations-pending.js';

let database: Database;
let schema: string;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  database = await createTestDatabase();
  // Drizzle's table: in the "drizzle" schema on PGlite, in the test file's own schema on PostgreSQL.
  schema = database.kind === 'pglite' ? 'drizzle' : (await rows<{ s: string }>(sql`select current_schema() as s`))[0].s;
});
afterAll(async () => database.close());

describe('migrationsPending', () => {
  it('is false on a migrated database, and migrate() then changes nothing', async () => {
    expect(await migrationsPending(database.db, schema, MIGRATIONS_DIR)).toBe(false);
    const before = await rows(
      sql`select id, hash, created_at from ${sql.identifier(schema)}.__drizzle_migrations order by id`,
    );
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(before).toHaveLength(journal.entries.length);
    await database.migrate();
    expect(
      await rows(sql`select id, hash, created_at from ${sql.identifier(schema)}.__drizzle_migrations order by id`),
    ).toEqual(before);
  });

  it('is true when the journal has a migration newer than the newest applied one', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ai4n-migrations-'));
    try {
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
        entries: Array<Record<string, unknown>>;
      };
      const newest = newestMigrationMillis(MIGRATIONS_DIR);
      journal.entries.push({
        ...journal.entries.at(-1),
        idx: journal.entries.length,
        tag: '9999_next',
        when: newest + 1,
      });
      fs.mkdirSync(path.join(folder, 'meta'));
      fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
      expect(newestMigrationMillis(folder)).toBe(newest + 1);
      expect(await migrationsPending(database.db, schema, folder)).toBe(true);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('is true when nothing was ever applied: no migrations table, or an empty one', async () => {
    expect(await migrationsPending(database.db, 'no_such_schema', MIGRATIONS_DIR)).toBe(true);
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from ${sql.identifier(schema)}.__drizzle_migrations`);
        expect(await migrationsPending(tx as unknown as Database['db'], schema, MIGRATIONS_DIR)).toBe(true);
        tx.rollback();
      })
      .catch((error: Error) => {
        if (!/rollback/i.test(error.message)) throw error;
      });
    expect(await migrationsPending(database.db, schema, MIGRATIONS_DIR)).toBe(false);
  });
});
