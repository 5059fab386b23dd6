import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export interface CategoryResult {
  name: string;
  correct: number;
  total: number;
  percentage: number;
}

/** A graded quiz attempt: the spec's quiz result record, kept for the admin's quizzes export. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull().default('prompt-school'),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    percentage: integer('percentage').notNull(),
    grade: text('grade').notNull(),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    categories: jsonb('categories').$type<CategoryResult[]>().notNull().default([]),
    /** Passed at full length: the client may then claim a certificate for this attempt. */
    certificateEligible: boolean('certificate_eligible').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_attempts_completed_idx').on(t.completedAt)],
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
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_attempt_idx').on(t.attemptId)],
);
