import { lessonCsv } from '@ai4n/shared/csv';
import type { AppDb } from '../../db/client.js';
import { lessons } from '../../db/schema/index.js';
import { defineBulkImport } from '../bulk/bulk-prepare.js';
import { createBulkStore } from '../bulk/bulk-store.js';
import { createBulkTransfer } from '../bulk/bulk-transfer.js';
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
  return createBulkTransfer(lessonImport, {
    store: createBulkStore(db, lessons, { order: [lessons.order, lessons.id] }),
    toItem: toLesson,
  });
}
