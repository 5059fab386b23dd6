import { COACH_PAID_CREDITS, COACH_PRICE_USD } from '@ai4n/shared';
import type { MailMessage } from '../../plugins/mail.js';

/**
 * The mails the account rules send. Only the owner's mailbox ever receives an access code, and the
 * code is marked secret so the outbox keeps it only until it is sent.
 */
export const accountMail = {
  firstCode: (siteName: string, to: string, accessCode: string): MailMessage => ({
    to,
    subject: `Your ${siteName} Prompt Coach access code`,
    text: `Thank you for your payment of $${COACH_PRICE_USD}.\n\nYour access code: ${accessCode}\n\nYou have ${COACH_PAID_CREDITS} Prompt Coach credits. To use them in another browser, open Prompt Coach, choose "I have an access code" and enter this email and the code.\n\nIf you did not make this payment, someone paid with your email: signing in with this code signs them out of your account.\n\nKeep this email: we store only a scrambled copy of the code and cannot show it again.`,
    // The outbox keeps the code only until the mail is sent (see plugins/mail.ts).
    secrets: [accessCode],
  }),
  /** A later payment for the account: the credits only; the code stays what it was. */
  creditsAdded: (siteName: string, to: string): MailMessage => ({
    to,
    subject: `${siteName} Prompt Coach: credits were added to your account`,
    text: `A payment of $${COACH_PRICE_USD} was received for your account (${to}).\n\n${COACH_PAID_CREDITS} Prompt Coach credits were added to your account. Sign in with your access code to use them; your access code has not changed.\n\nIf you did not make this payment, someone paid for you: nothing else about your account changed.`,
  }),
  newCode: (siteName: string, to: string, accessCode: string): MailMessage => ({
    to,
    subject: `Your new ${siteName} Prompt Coach access code`,
    text: `Your access code was replaced at your request.\n\nYour new access code: ${accessCode}\n\nThe old code no longer works, and every other browser signed in to your account has been signed out. Your credits are unchanged.\n\nKeep this email: we store only a scrambled copy of the code and cannot show it again.`,
    // The outbox keeps the code only until the mail is sent (see plugins/mail.ts).
    secrets: [accessCode],
  }),
};
