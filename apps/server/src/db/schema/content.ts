import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { moment, uuidKey, writtenAt, timestamps, contentFlags } from './columns.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A transaction id that never wraps around (pg_current_xact_id()), as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

export const faqs = pgTable(
  'faqs',
  {
    ...uuidKey(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category').notNull(),
    order: integer('order').notNull().default(0),
    ...contentFlags(),
    ...timestamps(),
  },
  (t) => [index('faqs_category_idx').on(t.category, t.order)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    stage: text('stage').notNull(),
    stageName: text('stage_name').notNull(),
    order: integer('order').notNull().default(0),
    difficulty: text('difficulty').notNull(),
    duration: text('duration').notNull().default('15 min'),
    icon: text('icon').notNull().default('BookOpen'),
    learningObjectives: jsonb('learning_objectives').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    ...contentFlags(),
    ...timestamps(),
  },
  (t) => [index('lessons_stage_order_idx').on(t.stage, t.order)],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: integer('id').primaryKey(),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correctAnswer: integer('correct_answer').notNull(),
    explanation: text('explanation').notNull().default(''),
    category: text('category').notNull(),
    difficulty: text('difficulty').notNull(),
    points: integer('points').notNull().default(10),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    order: integer('order').notNull().default(0),
    /** The lesson that teaches the answer (the "Read the lesson" link when the question is missed). */
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    /**
     * The lesson last linked, kept when deleting the lesson clears lesson_id: importing a lesson
     * with that id links the question again (decision 0034). A trigger of migration 0016 keeps it.
     */
    lessonRef: integer('lesson_ref'),
    ...contentFlags(),
    ...timestamps(),
  },
  (t) => [index('quiz_questions_category_idx').on(t.category, t.difficulty)],
);

/** A single row (id 1) holding the quiz settings. */
export const quizSettings = pgTable('quiz_settings', {
  id: smallint('id').primaryKey().default(1),
  questionsPerQuiz: integer('questions_per_quiz').notNull().default(20),
  passingScore: integer('passing_score').notNull().default(60),
  showFeedbackImmediately: boolean('show_feedback_immediately').notNull().default(true),
  allowRetries: boolean('allow_retries').notNull().default(true),
  updatedAt: writtenAt('updated_at'),
});

export const prompts = pgTable(
  'prompts',
  {
    ...uuidKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    promptText: text('prompt_text').notNull(),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    businessTypes: text('business_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    exampleUse: text('example_use').notNull().default(''),
    /** How much the user must bring (PROMPT_DIFFICULTIES): beginner = fill in a few facts. */
    difficulty: text('difficulty').notNull().default('beginner'),
    /** The prompting techniques it uses, in two or three sentences; '' when none is written yet. */
    whyItWorks: text('why_it_works').notNull().default(''),
    /**
     * The lesson (its id) that teaches the main technique whyItWorks names. No foreign key: a prompt
     * imported before its lesson, or kept after the lesson is deleted, still saves; the page links
     * only to a lesson that exists.
     */
    whyItWorksLesson: integer('why_it_works_lesson'),
    /** One line: what a reader changes to fit their own business; '' when none is written yet. */
    makeItYours: text('make_it_yours').notNull().default(''),
    /** The average of the visitors' ratings (prompt_ratings), null before the first one. */
    rating: doublePrecision('rating'),
    ratingCount: integer('rating_count').notNull().default(0),
    views: integer('views').notNull().default(0),
    addedBy: text('added_by').notNull().default('admin'),
    createdAt: date('created_at', { mode: 'string' }).notNull().defaultNow(),
    updatedAt: writtenAt('updated_at'),
    isFeatured: boolean('is_featured').notNull().default(false),
    status: text('status').notNull().default('active'),
    /** Kept up to date by a trigger (see the migration); ranked full-text search. */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    index('prompts_status_category_idx').on(t.status, t.category),
    index('prompts_search_idx').using('gin', t.searchVector),
    index('prompts_business_types_idx').using('gin', t.businessTypes),
  ],
);

/**
 * Which prompts were written, and by which transaction: filled by statement triggers on prompts (see
 * migration 0006), so an in-process search index (prompt-index.ts) of any server reloads just those.
 * A null prompt_id stands for every prompt (TRUNCATE). Housekeeping deletes rows after a day.
 */
export const promptChanges = pgTable(
  'prompt_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    promptId: uuid('prompt_id'),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    changedAt: moment('changed_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('prompt_changes_xid_idx').on(t.xid)],
);

/** One counted view per visitor, prompt and day. */
export const promptViews = pgTable(
  'prompt_views',
  {
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.promptId, t.visitorHash, t.day] })],
);

/** One rating (1 to 5) per visitor and prompt; a visitor who rates again changes it. */
export const promptRatings = pgTable(
  'prompt_ratings',
  {
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    rating: smallint('rating').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.promptId, t.visitorHash] }),
    check('prompt_ratings_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
