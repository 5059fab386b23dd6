import { boolean, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column groups the tables share. Each helper makes new column builders, so no two tables share one.

/** A point in time with its time zone (every timestamp of the schema). */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** A generated uuid primary key. */
export const uuidKey = () => ({ id: uuid('id').primaryKey().defaultRandom() });

/** When the row was written: a column named `name`, set by the database. */
export const writtenAt = (name = 'created_at') => moment(name).notNull().defaultNow();

export const createdAt = () => ({ createdAt: writtenAt() });

export const timestamps = () => ({ createdAt: writtenAt(), updatedAt: writtenAt('updated_at') });

/** An issued token: revoked by sign-out, and refused after it expires. */
export const sessionState = () => ({
  expiresAt: moment('expires_at').notNull(),
  revoked: boolean('revoked').notNull().default(false),
});

/** Content the public sees only while it is active and not archived. */
export const contentFlags = () => ({
  isActive: boolean('is_active').notNull().default(true),
  isArchived: boolean('is_archived').notNull().default(false),
});
