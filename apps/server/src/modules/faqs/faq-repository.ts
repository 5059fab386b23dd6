import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { faqs } from '../../db/schema/index.js';
import { publicRows } from '../../db/content-queries.js';

export type FaqRow = typeof faqs.$inferSelect;

export function createFaqRepository(db: AppDb) {
  return {
    async list(filter: { category?: string; includeInactive: boolean }): Promise<FaqRow[]> {
      const where: SQL[] = [];
      if (filter.category) where.push(eq(faqs.category, filter.category));
      if (!filter.includeInactive) where.push(publicRows(faqs));
      return db
        .select()
        .from(faqs)
        .where(and(...where))
        .orderBy(asc(faqs.category), asc(faqs.order), asc(faqs.createdAt));
    },

    async findById(id: string): Promise<FaqRow | undefined> {
      const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
      return row;
    },

    async insert(values: typeof faqs.$inferInsert): Promise<FaqRow> {
      const [row] = await db.insert(faqs).values(values).returning();
      return row;
    },

    async update(id: string, changes: Partial<typeof faqs.$inferInsert>): Promise<FaqRow | undefined> {
      const [row] = await db
        .update(faqs)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(faqs.id, id))
        .returning();
      return row;
    },

    async remove(id: string): Promise<boolean> {
      return (await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id })).length === 1;
    },

    async countActiveByCategory(): Promise<Map<string, number>> {
      const rows = await db
        .select({ category: faqs.category, count: sql<number>`count(*)::int` })
        .from(faqs)
        .where(publicRows(faqs))
        .groupBy(faqs.category);
      return new Map(rows.map((r) => [r.category, r.count]));
    },
  };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
