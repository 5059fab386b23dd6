import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppDb } from './client.js';
import type { lessons, quizQuestions } from './schema/index.js';

/** What the public sees of a content table: the rows that are active and not archived. */
export const publicRows = (table: { isActive: PgColumn; isArchived: PgColumn }) =>
  and(eq(table.isActive, true), eq(table.isArchived, false))!;

/** The content tables whose rows carry a number the administrator may choose. */
type NumberedContent = typeof lessons | typeof quizQuestions;

/** The queries lessons and quiz questions answer alike: by id, counts of the public rows, and writes. */
export function numberedContentQueries<Table extends NumberedContent>(db: AppDb, table: Table) {
  type Row = Table['$inferSelect'];
  type NewRow = Table['$inferInsert'];
  // Drizzle's builders do not take a table of a type parameter; the queries are the same for both.
  const t = table as typeof lessons;
  const isPublic = publicRows(t);
  return {
    async findById(id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return row as Row | undefined;
    },

    async findPublicById(id: number): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.id, id), isPublic));
      return row as Row | undefined;
    },

    /** How many public rows hold each value of `column`, by value. */
    async countPublicBy(column: PgColumn): Promise<Array<{ key: string; count: number }>> {
      const counts = await db
        .select({ key: column, count: sql<number>`count(*)::int` })
        .from(t)
        .where(isPublic)
        .groupBy(column)
        .orderBy(asc(column));
      return counts as Array<{ key: string; count: number }>;
    },

    async insertOne(row: NewRow): Promise<Row> {
      const [created] = await db
        .insert(t)
        .values(row as typeof lessons.$inferInsert)
        .returning();
      return created as Row;
    },

    async update(id: number, changes: Partial<NewRow>): Promise<Row | undefined> {
      const [row] = await db
        .update(t)
        .set({ ...(changes as Partial<typeof lessons.$inferInsert>), updatedAt: new Date() })
        .where(eq(t.id, id))
        .returning();
      return row as Row | undefined;
    },

    async remove(id: number): Promise<boolean> {
      return (await db.delete(t).where(eq(t.id, id)).returning({ id: t.id })).length === 1;
    },
  };
}
