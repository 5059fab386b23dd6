import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client.js';

describe('the embedded database', () => {
  it('runs with smaller shared buffers than PostgreSQL’s 128 MB default (resident memory at start)', async () => {
    const database = await openPglite();
    try {
      const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: Array<{ shared_buffers: string }> };
      expect(result.rows[0].shared_buffers).toBe('64MB');
    } finally {
      await database.close();
    }
  });

  it('merges the full-text index’s pending list at 512 kB rather than 4 MB (no long stall in an import)', async () => {
    const database = await openPglite();
    try {
      const result = (await database.db.execute(sql`show gin_pending_list_limit`)) as unknown as { rows: Array<{ gin_pending_list_limit: string }> };
      expect(result.rows[0].gin_pending_list_limit).toBe('512kB');
    } finally {
      await database.close();
    }
  });
});
