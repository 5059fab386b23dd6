import { lessonCsv, questionCsv } from '@ai4n/shared/csv';
import type { AppDb } from '../../db/client.js';
import { lessons, quizQuestions } from '../../db/schema/index.js';
import { createBulkStore } from '../bulk/bulk-store.js';
import { createBulkTransfer } from '../bulk/bulk-transfer.js';
import { prepareLesson, toLesson } from '../lessons/lesson-service.js';
import { toQuestion } from '../questions/question-service.js';

const status = (isActive: boolean) => (isActive ? 'active' : 'inactive');

/** Bulk import and export of lessons: sanitized like a single creation; ids kept, or random below 10000. */
export function createLessonTransfer(db: AppDb) {
  return createBulkTransfer({
    entity: 'lessons',
    noun: 'Lesson',
    codec: lessonCsv,
    store: createBulkStore(db, lessons, { order: [lessons.order, lessons.id] }),
    toItem: toLesson,
    // The transfer has given every lesson an id by now.
    toRow: (lesson) => prepareLesson({ ...lesson, id: lesson.id! }),
    preview: (lesson) => ({ title: lesson.title, category: lesson.stage, status: status(lesson.isActive) }),
    ids: 'numbered',
  });
}

/** Bulk import and export of quiz questions, with the same option rules as a single creation. */
export function createQuestionTransfer(db: AppDb) {
  return createBulkTransfer({
    entity: 'questions',
    noun: 'Question',
    codec: questionCsv,
    store: createBulkStore(db, quizQuestions, { order: [quizQuestions.id] }),
    toItem: (row) => ({ ...toQuestion(row), order: row.order }),
    toRow: (question) => ({ ...question, id: question.id! }),
    preview: (question) => ({ title: question.question, category: question.category, status: status(question.isActive) }),
    ids: 'numbered',
  });
}
