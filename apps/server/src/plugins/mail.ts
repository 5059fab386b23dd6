import type nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../db/client.js';
import { ACCESS_CODE_REMOVED, createOutboxRepository } from './outbox-repository.js';

export { ACCESS_CODE_REMOVED };

/** How long the outbox may hold a mail's access code: time enough to deliver it without SMTP. */
export const OUTBOX_SECRET_MS = 15 * 60_000;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Parts of the text the outbox keeps only until the mail is sent, or OUTBOX_SECRET_MS (an access code). */
  secrets?: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Removes the secrets of every mail older than OUTBOX_SECRET_MS; returns how many mails changed. */
  purgeSecrets(now: Date): Promise<number>;
}

type Transport = Pick<nodemailer.Transporter, 'sendMail'>;

export interface MailerOptions {
  smtpUrl?: string;
  /** A ready transport instead of SMTP_URL (tests). */
  transport?: Transport;
  from: string;
  log: FastifyBaseLogger;
}

/**
 * SMTP when configured; every message is also kept in the outbox table (and marked sent). Without
 * SMTP the outbox is how the operator delivers mail, so a code stays readable there for
 * OUTBOX_SECRET_MS; once sent, or after that, only the text without the code is kept.
 */
export function createMailer(db: AppDb, options: MailerOptions): Mailer {
  const outbox = createOutboxRepository(db);
  const { smtpUrl } = options;
  // nodemailer is loaded with the first mail sent: most starts send none, and loading it slows every start.
  let smtp: Promise<Transport> | undefined;
  const transport = (): Promise<Transport> | null => {
    if (options.transport) return Promise.resolve(options.transport);
    if (!smtpUrl) return null;
    smtp ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return smtp;
  };
  // On time rather than at the next periodic cleanup (purgeSecrets, which also catches what a restart left).
  const dropWhenDue = (outboxId: string) =>
    setTimeout(() => {
      outbox
        .dropSecret(outboxId)
        .catch((error) =>
          options.log.warn(
            { err: error, outboxId },
            'could not remove an access code from the outbox; the periodic cleanup will',
          ),
        );
    }, OUTBOX_SECRET_MS).unref();
  return {
    async send({ secrets = [], ...message }) {
      const redacted = secrets
        .filter(Boolean)
        .reduce((text, secret) => text.replaceAll(secret, ACCESS_CODE_REMOVED), message.text);
      const redactedText = redacted === message.text ? undefined : redacted;
      const outboxId = await outbox.add({ ...message, redactedText });
      const sender = transport();
      if (!sender) {
        options.log.info({ outboxId }, 'mail kept in the outbox table (no SMTP_URL configured)');
        if (redactedText !== undefined) dropWhenDue(outboxId);
        return;
      }
      try {
        await (await sender).sendMail({ from: options.from, ...message });
        await outbox.markSent(outboxId, new Date(), redactedText);
      } catch (error) {
        options.log.error({ err: error, outboxId }, 'mail could not be sent; it stays in the outbox');
        if (redactedText !== undefined) dropWhenDue(outboxId);
      }
    },
    purgeSecrets: (now) => outbox.dropSecrets(new Date(now.getTime() - OUTBOX_SECRET_MS)),
  };
}
