import { and, inArray, isNull, sql } from 'drizzle-orm';
import { noSuchLessonText, type ImportSummary } from '@ai4n/shared';
import { lessonCsv, questionCsv } from '@ai4n/shared/csv';
import type { AppDb } from '../../db/client.js';
import { lessons, quizQuestions } from '../../db/schema/index.js';
import { defineBulkImport } from './bulk-prepare.js';
import { createBulkStore } from './bulk-store.js';
import { createBulkTransfer, type ImportRequest } from './bulk-transfer.js';
import { prepareLesson, toLesson } from '../lessons/lesson-service.js';
import { toQuestion } from '../questions/question-service.js';

const status = (isActive: boolean) => (isActive ? 'active' : 'inactive');

/** How a lesson import is read and checked (in the import worker): sanitized like a single creation. */
export const lessonImport = defineBulkImport({
  entity: 'lessons',
  noun: 'Lesson',
  codec: lessonCsv,
  table: lessons,
  // The import has given every lesson an id by now.
  toRow: (lesson) => prepareLesson({ ...lesson, id: lesson.id! }),
  preview: (lesson) => ({ title: lesson.title, category: lesson.stage, status: status(lesson.isActive) }),
  ids: 'numbered',
});

/** How a question import is read and checked (in the import worker), with the same option rules as a single creation. */
export const questionImport = defineBulkImport({
  entity: 'questions',
  noun: 'Question',
  codec: questionCsv,
  table: quizQuestions,
  toRow: (question) => ({ ...question, id: question.id! }),
  preview: (question) => ({ title: question.question, category: question.category, status: status(question.isActive) }),
  ids: 'numbered',
  reference: { field: 'lessonId', message: noSuchLessonText },
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

/** Bulk import and export of quiz questions. */
export function createQuestionTransfer(db: AppDb) {
  const lessonStore = createBulkStore(db, lessons, { order: [lessons.id] });
  return createBulkTransfer(questionImport, {
    store: createBulkStore(db, quizQuestions, { order: [quizQuestions.id] }),
    toItem: (row) => ({ ...toQuestion(row), order: row.order }),
    known: () => lessonStore.ids(),
  });
}
