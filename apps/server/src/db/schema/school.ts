import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { moment, uuidKey, writtenAt, createdAt } from './columns.js';

export interface CategoryResult {
  name: string;
  correct: number;
  total: number;
  percentage: number;
}

/**
 * A certified quiz drawn on the server: the client gets the questions without their answers,
 * answers are checked here (and locked once revealed when feedback is immediate).
 */
export const quizDraws = pgTable(
  'quiz_draws',
  {
    ...uuidKey(),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    /** Answers locked by immediate feedback, by question id. */
    lockedAnswers: jsonb('locked_answers').$type<Record<string, number>>().notNull().default({}),
    ...createdAt(),
    submittedAt: moment('submitted_at'),
    /**
     * Who drew it: a salted hash of the client's address key, never the address. The public pass
     * rate counts each visitor once, so one script's attempts cannot move it (issue 27, L-5).
     */
    visitor: text('visitor'),
  },
  (t) => [index('quiz_draws_created_idx').on(t.createdAt)],
);

/** A graded quiz attempt: the spec's quiz result record (docs/spec/public-site.md section 3), kept for the admin's quizzes export. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    ...uuidKey(),
    type: text('type').notNull().default('prompt-school'),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    percentage: integer('percentage').notNull(),
    grade: text('grade').notNull(),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    categories: jsonb('categories').$type<CategoryResult[]>().notNull().default([]),
    /** Passed at full length: the client may then claim a certificate for this attempt. */
    certificateEligible: boolean('certificate_eligible').notNull().default(false),
    /** The server-drawn quiz this attempt answered; null for attempts graded before draws existed. */
    drawId: uuid('draw_id').references(() => quizDraws.id, { onDelete: 'set null' }),
    completedAt: writtenAt('completed_at'),
  },
  (t) => [index('quiz_attempts_completed_idx').on(t.completedAt), uniqueIndex('quiz_attempts_draw_idx').on(t.drawId)],
);

export const certificates = pgTable(
  'certificates',
  {
    code: text('code').primaryKey(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    percentage: integer('percentage').notNull(),
    grade: text('grade').notNull(),
    issuedAt: writtenAt('issued_at'),
  },
  (t) => [uniqueIndex('certificates_attempt_idx').on(t.attemptId)],
);
