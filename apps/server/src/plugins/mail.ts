import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../db/client.js';
import { outboxEmails } from '../db/schema/index.js';

export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** SMTP when configured; every message is also kept in the outbox table (and marked sent). */
export function createMailer(db: AppDb, options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db.insert(outboxEmails).values(message).returning({ id: outboxEmails.id });
      if (!transport) {
        options.log.info({ outboxId: row.id, to: message.to, subject: message.subject }, 'mail kept in the outbox table (no SMTP_URL configured)');
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...message });
        await db.update(outboxEmails).set({ sentAt: new Date() }).where(eq(outboxEmails.id, row.id));
      } catch (error) {
        options.log.error({ err: error, outboxId: row.id }, 'mail could not be sent; it stays in the outbox');
      }
    },
  };
}
