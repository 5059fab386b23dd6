import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { rowsOf } from './rows.js';

/** The newest migration of the journal: drizzle records its `when` as created_at once applied. */
export function newestMigrationMillis(migrationsFolder: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether drizzle's migrator has anything to apply. It applies every journal entry newer than the
 * newest created_at in <schema>.__drizzle_migrations, after reading and hashing every SQL file and
 * creating its schema and table; on a start with nothing new, two small queries answer the same.
 */
export async function migrationsPending(
  // Not client.ts's AppDb: client.ts imports this file.
  db: Pick<PgDatabase<PgQueryResultHKT>, 'execute'>,
  migrationsSchema: string,
  migrationsFolder: string,
): Promise<boolean> {
  const table = `"${migrationsSchema.replaceAll('"', '""')}".__drizzle_migrations`;
  const [{ found }] = rowsOf<{ found: boolean }>(
    await db.execute(sql`select to_regclass(${table}) is not null as found`),
  );
  if (!found) return true;
  const [{ newest }] = rowsOf<{ newest: string | number | null }>(
    await db.execute(
      sql`select max(created_at) as newest from ${sql.identifier(migrationsSchema)}.__drizzle_migrations`,
    ),
  );
  return newest === null || Number(newest) < newestMigrationMillis(migrationsFolder);
}
