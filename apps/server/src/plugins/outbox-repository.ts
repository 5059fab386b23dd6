import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.js';
import { outboxEmails } from '../db/schema/index.js';

export const ACCESS_CODE_REMOVED = '[access code removed]';
// Rows written before secrets were marked hold an access code ('K7QM-3XWP-9D') in plain text.
const LEGACY_ACCESS_CODE = '[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{2}';

/**
 * The outbox keeps a mail's secret (an access code) only until it is sent or its time is up: the
 * row's `meta.redactedText` holds the text without it, which replaces the text then.
 */
export function createOutboxRepository(db: AppDb) {
  const redact = { text: sql`${outboxEmails.meta}->>'redactedText'`, meta: sql`${outboxEmails.meta} - 'redactedText'` };
  const holdsSecret = sql`${outboxEmails.meta}->>'redactedText' is not null`;
  return {
    async add(message: { to: string; subject: string; text: string; redactedText?: string }): Promise<string> {
      const { redactedText, ...mail } = message;
      const [row] = await db
        .insert(outboxEmails)
        .values({ ...mail, meta: redactedText === undefined ? null : { redactedText } })
        .returning({ id: outboxEmails.id });
      return row.id;
    },
    /** Marks the mail sent and drops its secret: the mailbox has it now. */
    async markSent(id: string, sentAt: Date, redactedText?: string): Promise<void> {
      await db
        .update(outboxEmails)
        .set(redactedText === undefined ? { sentAt } : { sentAt, text: redactedText, meta: null })
        .where(eq(outboxEmails.id, id));
    },
    /** Drops one mail's secret now (its time is up). */
    async dropSecret(id: string): Promise<void> {
      await db
        .update(outboxEmails)
        .set({ text: redact.text, meta: redact.meta })
        .where(and(eq(outboxEmails.id, id), holdsSecret));
    },
    /** Drops the secrets of mails written before `cutoff`, sent or not; returns how many. */
    async dropSecrets(cutoff: Date): Promise<number> {
      const marked = await db
        .update(outboxEmails)
        .set({ text: redact.text, meta: redact.meta })
        .where(and(holdsSecret, lt(outboxEmails.createdAt, cutoff)))
        .returning({ id: outboxEmails.id });
      const legacy = await db
        .update(outboxEmails)
        .set({ text: sql`regexp_replace(${outboxEmails.text}, ${LEGACY_ACCESS_CODE}, ${ACCESS_CODE_REMOVED}, 'g')` })
        .where(
          and(
            isNull(outboxEmails.meta),
            lt(outboxEmails.createdAt, cutoff),
            sql`${outboxEmails.text} ~ ${LEGACY_ACCESS_CODE}`,
          ),
        )
        .returning({ id: outboxEmails.id });
      return marked.length + legacy.length;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
