import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { LESSON_STAGES } from '@ai4n/shared';
import type { AppDb } from '../../db/client.js';
import { lessons } from '../../db/schema/index.js';

export type LessonRow = typeof lessons.$inferSelect;
export type NewLessonRow = typeof lessons.$inferInsert;

const stagePosition = sql`array_position(array[${sql.join(
  LESSON_STAGES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${lessons.stage})`;

const isPublic = and(eq(lessons.isActive, true), eq(lessons.isArchived, false));

export function createLessonRepository(db: AppDb) {
  return {
    async listPublic(filter: { stage?: string; difficulty?: string }): Promise<LessonRow[]> {
      const where: (SQL | undefined)[] = [isPublic];
      if (filter.stage) where.push(eq(lessons.stage, filter.stage));
      if (filter.difficulty) where.push(eq(lessons.difficulty, filter.difficulty));
      return db
        .select()
        .from(lessons)
        .where(and(...where))
        .orderBy(asc(stagePosition), asc(lessons.order), asc(lessons.id));
    },

    /** Every lesson whatever its state (the admin console), in course order. */
    async listAll(): Promise<LessonRow[]> {
      return db.select().from(lessons).orderBy(asc(stagePosition), asc(lessons.order), asc(lessons.id));
    },

    async findPublicById(id: number): Promise<LessonRow | undefined> {
      const [row] = await db.select().from(lessons).where(and(eq(lessons.id, id), isPublic));
      return row;
    },

    async countPublicBy(column: 'stage' | 'difficulty'): Promise<Array<{ key: string; count: number }>> {
      const col = column === 'stage' ? lessons.stage : lessons.difficulty;
      return db
        .select({ key: col, count: sql<number>`count(*)::int` })
        .from(lessons)
        .where(isPublic)
        .groupBy(col)
        .orderBy(asc(col));
    },

    async findById(id: number): Promise<LessonRow | undefined> {
      const [row] = await db.select().from(lessons).where(eq(lessons.id, id));
      return row;
    },
    async insertOne(row: NewLessonRow): Promise<LessonRow> {
      const [created] = await db.insert(lessons).values(row).returning();
      return created;
    },
    async update(id: number, changes: Partial<NewLessonRow>): Promise<LessonRow | undefined> {
      const [row] = await db.update(lessons).set({ ...changes, updatedAt: new Date() }).where(eq(lessons.id, id)).returning();
      return row;
    },
    async remove(id: number): Promise<boolean> {
      return (await db.delete(lessons).where(eq(lessons.id, id)).returning({ id: lessons.id })).length === 1;
    },
  };
}

export type LessonRepository = ReturnType<typeof createLessonRepository>;
