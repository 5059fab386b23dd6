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
});
