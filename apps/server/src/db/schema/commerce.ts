import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { moment, uuidKey, writtenAt, createdAt, timestamps, sessionState } from './columns.js';
import { prompts } from './content.js';

export interface SchoolProgress {
  completedLessons: number[];
  currentLesson: number | null;
  certificateEarned: boolean;
  progress: number;
  /** Spaced review (packages/shared review-schedule); absent in progress saved before it existed. */
  reviewQueue?: Array<{ questionId: number; box: number; dueAt: string; updatedAt: string }>;
}

export const users = pgTable(
  'users',
  {
    ...uuidKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    accessCodeHash: text('access_code_hash'),
    promptsUsed: integer('prompts_used').notNull().default(0),
    /** Paid analyses left; never below zero. */
    credits: integer('credits').notNull().default(0),
    hasPaid: boolean('has_paid').notNull().default(false),
    schoolProgress: jsonb('school_progress').$type<SchoolProgress>(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

export const userFavorites = pgTable(
  'user_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    ...createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.promptId] })],
);

/** Server-side record of user tokens, so sign-out and an access-code change revoke them. */
export const userSessions = pgTable(
  'user_sessions',
  {
    ...uuidKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...sessionState(),
    /**
     * False for the session a payment opens: paying proves nothing about the mailbox, so the first
     * sign-in with the mailed code ends it (docs/decisions/0020-access-code-only-by-mail.md).
     */
    mailboxProven: boolean('mailbox_proven').notNull().default(true),
    ...createdAt(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId), index('user_sessions_expires_idx').on(t.expiresAt)],
);

/** The coach session behind the signed httpOnly cookie. */
export const coachSessions = pgTable(
  'coach_sessions',
  {
    ...uuidKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    promptsUsed: integer('prompts_used').notNull().default(0),
    totalSessions: integer('total_sessions').notNull().default(1),
    ...createdAt(),
    lastUsed: writtenAt('last_used'),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('coach_sessions_user_idx').on(t.userId)],
);

/** Free analyses used per client address (hashed), so clearing cookies does not reset the trial. */
export const coachFreeUses = pgTable('coach_free_uses', {
  ipHash: text('ip_hash').primaryKey(),
  used: integer('used').notNull().default(0),
  updatedAt: writtenAt('updated_at'),
});

/**
 * A Prompt Coach analysis, kept for a day so "Run both" runs only what the visitor analysed: its
 * prompt and its rewrite, by the same user or coach session, a few times.
 */
export const coachAnalyses = pgTable(
  'coach_analyses',
  {
    ...uuidKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => coachSessions.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    rewrite: text('rewrite').notNull(),
    /** Run both tries started, failed ones included (each is a pair of provider calls). */
    runs: integer('runs').notNull().default(0),
    ...createdAt(),
  },
  (t) => [index('coach_analyses_created_idx').on(t.createdAt)],
);

/** A "Run both" of Prompt Coach: the original and the rewrite sent to one model, and which answer the visitor preferred. */
export const coachRuns = pgTable('coach_runs', {
  ...uuidKey(),
  model: text('model').notNull(),
  /** Who ran it ('user:<id>' or 'session:<id>'): only they may choose. */
  ownerKey: text('owner_key').notNull(),
  /** 'original' | 'rewrite' | 'same'; null until chosen. */
  winner: text('winner'),
  /**
   * Run with every [placeholder] filled in (issue 29): true for every run since; null for older
   * runs, which may have sent brackets, so the admin's win rate leaves them out.
   */
  filled: boolean('filled'),
  ...createdAt(),
});

export const payments = pgTable(
  'payments',
  {
    ...uuidKey(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    creditsGranted: integer('credits_granted').notNull().default(0),
    grantedAt: moment('granted_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_provider_id_idx').on(t.provider, t.providerPaymentId),
    index('payments_email_idx').on(t.email),
  ],
);
