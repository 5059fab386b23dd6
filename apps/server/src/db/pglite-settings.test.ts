import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client.js';

/** A setting as a freshly opened embedded database shows it. */
async function setting(name: 'shared_buffers' | 'gin_pending_list_limit'): Promise<string> {
  const database = await openPglite();
  try {
    const result = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as {
      rows: Array<Record<string, string>>;
    };
    return result.rows[0][name];
  } finally {
    await database.close();
  }
}

describe('the embedded database', () => {
  it('runs with smaller shared buffers than PostgreSQL’s 128 MB default (resident memory at start)', async () => {
    expect(await setting('shared_buffers')).toBe('16MB');
  });

  it('merges the full-text index’s pending list at 512 kB rather than 4 MB (no long stall in an import)', async () => {
    expect(await setting('gin_pending_list_limit')).toBe('512kB');
  });
});
