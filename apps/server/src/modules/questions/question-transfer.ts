import { noSuchLessonText } from '@ai4n/shared';
import { questionCsv } from '@ai4n/shared/csv';
import type { AppDb } from '../../db/client.js';
import { lessons, quizQuestions } from '../../db/schema/index.js';
import { defineBulkImport } from '../bulk/bulk-prepare.js';
import { createBulkStore } from '../bulk/bulk-store.js';
import { createBulkTransfer } from '../bulk/bulk-transfer.js';
import { toQuestion } from './question-service.js';

/** How a question import is read and checked (in the import worker), with the same option rules as a single creation. */
export const questionImport = defineBulkImport({
  entity: 'questions',
  noun: 'Question',
  codec: questionCsv,
  table: quizQuestions,
  toRow: (question) => ({ ...question, id: question.id! }),
  preview: (question) => ({
    title: question.question,
    category: question.category,
    status: question.isActive ? 'active' : 'inactive',
  }),
  ids: 'numbered',
  reference: { field: 'lessonId', message: noSuchLessonText },
});

/** Bulk import and export of quiz questions. */
export function createQuestionTransfer(db: AppDb) {
  const lessonStore = createBulkStore(db, lessons, { order: [lessons.id] });
  return createBulkTransfer(questionImport, {
    store: createBulkStore(db, quizQuestions, { order: [quizQuestions.id] }),
    toItem: (row) => ({ ...toQuestion(row), order: row.order }),
    known: () => lessonStore.ids(),
  });
}
