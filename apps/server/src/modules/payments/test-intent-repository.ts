import { and, eq, lt, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { testPaymentIntents } from '../../db/schema/index.js';

export type TestIntentRow = typeof testPaymentIntents.$inferSelect;

/** The intents of the built-in card test mode, shared by every server on the database. */
export function createTestIntentRepository(db: AppDb) {
  const find = async (id: string): Promise<TestIntentRow | undefined> => {
    const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
    return row;
  };
  return {
    find,
    /**
     * Stores a new intent unless its idempotency key has one already; either way, answers the
     * key's intent (two servers creating one for the same key at once get the same row).
     */
    async createOnce(values: typeof testPaymentIntents.$inferInsert): Promise<TestIntentRow> {
      const [row] = await db
        .insert(testPaymentIntents)
        .values(values)
        .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey })
        .returning();
      if (row) return row;
      const [existing] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.idempotencyKey, values.idempotencyKey));
      return existing;
    },
    /** Intents untouched since `before`: past the day a client may still confirm or retry them. */
    async deleteBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(testPaymentIntents)
        .where(lt(testPaymentIntents.updatedAt, before))
        .returning({ id: testPaymentIntents.id });
      return rows.length;
    },
    /** Records a card's outcome; false when the intent had succeeded already (it stays succeeded). */
    async settle(id: string, status: string, failureMessage: string | null): Promise<boolean> {
      const rows = await db
        .update(testPaymentIntents)
        .set({ status, failureMessage, updatedAt: new Date() })
        .where(and(eq(testPaymentIntents.id, id), ne(testPaymentIntents.status, 'succeeded')))
        .returning({ id: testPaymentIntents.id });
      return rows.length === 1;
    },
  };
}

export type TestIntentRepository = ReturnType<typeof createTestIntentRepository>;
