import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../src/db/client.js';
import { outboxEmails } from '../src/db/schema/index.js';

/** An access code as the server writes it, e.g. 'K7QM-3XWP-9D'. */
export const ACCESS_CODE = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{2}/;

/** The access code in a mail's text: an access code is only ever sent by mail (decision 0020). */
export function accessCodeIn(text: string): string {
  const code = ACCESS_CODE.exec(text)?.[0];
  if (!code) throw new Error(`no access code in the mail: ${text}`);
  return code;
}

/** The owner reads their mailbox: the code of the latest mail to the email that has one (the outbox, without SMTP). */
export async function mailedAccessCode(db: AppDb, email: string): Promise<string> {
  const mails = await db
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email.toLowerCase()))
    .orderBy(desc(outboxEmails.createdAt));
  const withCode = mails.find((mail) => ACCESS_CODE.test(mail.text));
  if (!withCode) throw new Error(`no access code mailed to ${email}`);
  return accessCodeIn(withCode.text);
}
