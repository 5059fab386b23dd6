import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { moment, uuidKey, writtenAt, createdAt, sessionState } from './columns.js';

/** Key/value settings: the coach system prompt, the AI models, seed markers. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: writtenAt('updated_at'),
});

export const adminAccounts = pgTable(
  'admin_accounts',
  {
    ...uuidKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    ...createdAt(),
    lastLoginAt: moment('last_login_at'),
  },
  (t) => [uniqueIndex('admin_accounts_username_idx').on(t.username)],
);

/** Server-side record of admin tokens, so Sign Out and expiry are enforced. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    ...uuidKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminAccounts.id, { onDelete: 'cascade' }),
    ...sessionState(),
    ...createdAt(),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    ...uuidKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    ...createdAt(),
  },
  (t) => [index('support_messages_created_idx').on(t.createdAt)],
);

/** Mail kept when no SMTP server is configured (and a log of what was sent). */
export const outboxEmails = pgTable('outbox_emails', {
  ...uuidKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  meta: jsonb('meta'),
  sentAt: moment('sent_at'),
  ...createdAt(),
});

/** Card-provider webhook events already applied (each is applied once). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: writtenAt('received_at'),
});

/** Who changed what, when: every admin write. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    ...uuidKey(),
    username: text('username').notNull(),
    action: text('action').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    ...createdAt(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt)],
);
