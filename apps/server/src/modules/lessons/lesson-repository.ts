import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { LESSON_STAGES } from '@ai4n/shared';
import type { AppDb } from '../../db/client.js';
import { lessons } from '../../db/schema/index.js';
import { numberedContentQueries, publicRows } from '../../db/content-queries.js';

export type LessonRow = typeof lessons.$inferSelect;
export type NewLessonRow = typeof lessons.$inferInsert;

const stagePosition = sql`array_position(array[${sql.join(
  LESSON_STAGES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${lessons.stage})`;

const isPublic = publicRows(lessons);

export function createLessonRepository(db: AppDb) {
  const { countPublicBy, ...byId } = numberedContentQueries(db, lessons);
  return {
    ...byId,

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

    async countPublicBy(column: 'stage' | 'difficulty'): Promise<Array<{ key: string; count: number }>> {
      return countPublicBy(lessons[column]);
    },
  };
}

export type LessonRepository = ReturnType<typeof createLessonRepository>;
