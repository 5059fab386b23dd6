import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { ImportSummary } from '@ai4n/shared';
import { lessonCsv } from '@ai4n/shared/csv';
import type { AppDb } from '../../db/client.js';
import { lessons, quizQuestions } from '../../db/schema/index.js';
import { defineBulkImport } from '../bulk/bulk-prepare.js';
import { createBulkStore } from '../bulk/bulk-store.js';
import { createBulkTransfer, type ImportRequest } from '../bulk/bulk-transfer.js';
import { prepareLesson, toLesson } from './lesson-service.js';

/** How a lesson import is read and checked (in the import worker): sanitized like a single creation. */
export const lessonImport = defineBulkImport({
  entity: 'lessons',
  noun: 'Lesson',
  codec: lessonCsv,
  table: lessons,
  // The import has given every lesson an id by now.
  toRow: (lesson) => prepareLesson({ ...lesson, id: lesson.id! }),
  preview: (lesson) => ({
    title: lesson.title,
    category: lesson.stage,
    status: lesson.isActive ? 'active' : 'inactive',
  }),
  ids: 'numbered',
});

/** Bulk import and export of lessons: ids kept, or random below 10000. */
export function createLessonTransfer(db: AppDb) {
  const transfer = createBulkTransfer(lessonImport, {
    store: createBulkStore(db, lessons, { order: [lessons.order, lessons.id] }),
    toItem: toLesson,
  });
  return {
    ...transfer,
    /** An import that wrote lessons links again the questions whose lesson it brings back (decision 0034). */
    async importBody(request: ImportRequest): Promise<ImportSummary> {
      const summary = await transfer.importBody(request);
      if (summary.imported) await relinkQuestions(db);
      return summary;
    },
  };
}

/** Questions whose lesson was deleted link to it again once a lesson with its id exists. */
export async function relinkQuestions(db: AppDb): Promise<void> {
  await db
    .update(quizQuestions)
    .set({ lessonId: sql`${quizQuestions.lessonRef}` })
    .where(
      and(
        isNull(quizQuestions.lessonId),
        inArray(quizQuestions.lessonRef, db.select({ id: lessons.id }).from(lessons)),
      ),
    );
}
