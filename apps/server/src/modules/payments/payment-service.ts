import crypto from 'node:crypto';
import {
  COACH_PAID_CREDITS,
  COACH_PRICE_USD,
  PAYMENT_TEXTS,
  type CreditsAddedResponse,
  type PaymentHistory,
  type PaymentVerificationResponse,
} from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import type { Mailer } from '../../plugins/mail.js';
import { accessAnswer } from '../users/account-access.js';
import { accountMail } from '../users/account-mail.js';
import { hashAccessCode, newAccessCode, type TokenSigner } from '../users/user-auth.js';
import type { UserRepository } from '../users/user-repository.js';
import { clientSecretMatches, intentIdOf, scopedIdempotencyKey, type PaymentProvider } from './payment-provider.js';
import type { PaymentRepository, PaymentRow } from './payment-repository.js';
import type { TestIntentRepository } from './test-intent-repository.js';
import type { HousekeepingTask } from '../../plugins/housekeeping.js';

export const PRICE_CENTS = COACH_PRICE_USD * 100;

export interface PaymentDeps {
  users: UserRepository;
  payments: PaymentRepository;
  /** Null when card payments are not configured (no Stripe keys, test mode off): they answer 503. */
  provider: PaymentProvider | null;
  tokens: TokenSigner;
  mailer: Mailer;
  siteName: string;
  /** Stripe's publishable key, for card Elements in the browser. */
  publishableKey?: string;
}

/** Who is verifying a payment: the bearer's user and token, when a live one came with the request. */
export type SignedIn = { userId: string; token: string } | null;

/**
 * Payments for Prompt Coach credits (docs/decisions/0011-accounts-and-payments.md, 0020): an
 * account's first granted payment issues its one access code, mailed only; a later payment adds
 * credits only.
 */
export function createPaymentService(deps: PaymentDeps) {
  const providerOrRefuse = (): PaymentProvider => {
    if (!deps.provider) throw new HttpError(503, PAYMENT_TEXTS.notConfigured);
    return deps.provider;
  };
  /** What this call added: a payment granted before (a replay) adds nothing and says so. */
  const creditsAdded = (email: string, granted: boolean): CreditsAddedResponse => ({
    verified: true,
    signInRequired: true,
    creditsAdded: granted ? COACH_PAID_CREDITS : 0,
    email,
    ...(granted ? {} : { alreadyGranted: true as const }),
  });

  /**
   * Grants a succeeded payment's credits exactly once. An account without an access code gets its
   * one code in the same transaction (to be mailed to the owner, never returned); an account that
   * has one keeps it.
   */
  const grant = async (payment: PaymentRow) => {
    const user = await deps.users.findOrCreate(payment.email);
    const candidate = user.accessCodeHash ? null : newAccessCode();
    const result = await deps.payments.grantOnce(
      payment.id,
      user.id,
      COACH_PAID_CREDITS,
      candidate ? await hashAccessCode(candidate) : null,
    );
    const accessCode = result.codeIssued ? candidate! : undefined;
    return { user: (await deps.users.findById(user.id))!, accessCode, granted: result.granted };
  };

  /** The owner's mail: the new account's code, or word that credits were added. */
  const notify = async ({ user, accessCode, granted }: Awaited<ReturnType<typeof grant>>) => {
    if (accessCode) await deps.mailer.send(accountMail.firstCode(deps.siteName, user.email, accessCode));
    else if (granted) await deps.mailer.send(accountMail.creditsAdded(deps.siteName, user.email));
  };

  const history = async (email: string): Promise<PaymentHistory> => {
    const rows = await deps.payments.history(email);
    return {
      payments: rows.map((p) => ({
        id: p.id,
        amount: p.amountCents / 100,
        currency: p.currency,
        status: p.status,
        credits: p.creditsGranted,
        createdAt: p.createdAt.toISOString(),
      })),
    };
  };

  return {
    /**
     * The server decides the amount ($5.00 USD); whatever the client sends is ignored. The
     * client's Idempotency-Key is scoped by the email before it reaches the provider.
     */
    async createPaymentIntent(email: string, idempotencyKey?: string) {
      const buyer = email.toLowerCase();
      const key = idempotencyKey ? scopedIdempotencyKey(buyer, idempotencyKey) : crypto.randomUUID();
      const provider = providerOrRefuse();
      const intent = await provider.createIntent({
        amountCents: PRICE_CENTS,
        currency: 'usd',
        email: buyer,
        idempotencyKey: key,
      });
      // No account row yet: an unpaid intent creates nothing but its payment row.
      await deps.payments.create({
        email: buyer,
        amountCents: PRICE_CENTS,
        currency: 'usd',
        provider: provider.name,
        providerPaymentId: intent.id,
      });
      return {
        clientSecret: intent.clientSecret,
        testMode: provider.name === 'test',
        amount: COACH_PRICE_USD,
        publishableKey: deps.publishableKey,
      };
    },

    /**
     * Grants the 25 credits once the provider itself reports the payment succeeded and the whole
     * client secret matches its own. The call whose grant opened the account gets a session that
     * has not proved the mailbox (decision 0020), and a caller signed in as that account keeps
     * theirs; anyone else learns the credits were added, and the owner signs in with their own code.
     */
    async verifyPayment(
      email: string,
      clientSecret: string,
      signedIn: SignedIn = null,
    ): Promise<PaymentVerificationResponse> {
      const provider = providerOrRefuse();
      const payment = await deps.payments.findByProviderId(provider.name, intentIdOf(clientSecret));
      if (!payment || payment.email !== email.toLowerCase()) throw new HttpError(404, PAYMENT_TEXTS.verificationFailed);
      const remote = await provider.retrieveStatus(payment.providerPaymentId);
      if (!clientSecretMatches(clientSecret, remote.clientSecret))
        throw new HttpError(404, PAYMENT_TEXTS.verificationFailed);
      if (remote.status !== 'succeeded') {
        await deps.payments.setStatus(payment.id, remote.status);
        throw new HttpError(
          402,
          remote.failureMessage
            ? `${PAYMENT_TEXTS.notProcessed} (${remote.failureMessage})`
            : PAYMENT_TEXTS.notProcessed,
        );
      }
      if (remote.amountCents !== PRICE_CENTS) throw new HttpError(402, PAYMENT_TEXTS.verificationFailed);
      const granted = await grant(payment);
      const { user } = granted;
      let answer: PaymentVerificationResponse = creditsAdded(user.email, granted.granted);
      // The payer's session is opened before the code is mailed, so any sign-in with that code comes
      // later and ends it (AccountService.verifyAccess).
      if (granted.accessCode)
        answer = await accessAnswer(deps.tokens, user, { proof: 'payment' }, { accessCodeMailed: true });
      else if (signedIn?.userId === user.id) answer = await accessAnswer(deps.tokens, user, { token: signedIn.token });
      await notify(granted);
      return answer;
    },

    /** A signed card-provider event: a succeeded payment is granted (once), a failed one recorded. */
    async applyEvent(event: { id: string; type: string; intentId: string }): Promise<{ applied: boolean }> {
      const provider = providerOrRefuse();
      if (!(await deps.payments.recordEvent(event.id, event.type))) return { applied: false };
      const payment = await deps.payments.findByProviderId(provider.name, event.intentId);
      if (!payment) return { applied: false };
      if (event.type === 'payment_intent.succeeded') {
        const remote = await provider.retrieveStatus(payment.providerPaymentId);
        if (remote.status === 'succeeded' && remote.amountCents === PRICE_CENTS) await notify(await grant(payment));
      } else if (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled') {
        await deps.payments.setStatus(payment.id, 'failed');
      }
      return { applied: true };
    },

    history,

    /** The payments of a signed-in user, who names their account by its id or email: anyone else's are a 403. */
    async historyOf(userId: string, emailOrId: string): Promise<PaymentHistory> {
      const user = await deps.users.findById(userId);
      const key = emailOrId.toLowerCase();
      if (!user || (key !== user.id && key !== user.email))
        throw new HttpError(403, 'You can only see your own payments.');
      return history(user.email);
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;

/**
 * Abandoned payments: a payment row nobody paid within a week (the card provider gives up on an
 * unconfirmed intent well before), and built-in test intents after the day a client may retry them.
 */
export const stalePaymentsTask = (
  payments: Pick<PaymentRepository, 'deleteUnpaidBefore'>,
  testIntents: Pick<TestIntentRepository, 'deleteBefore'> | null,
): HousekeepingTask => ({
  name: 'abandoned payments',
  run: async (now) =>
    (await payments.deleteUnpaidBefore(new Date(now.getTime() - 7 * 24 * 3_600_000))) +
    (testIntents ? await testIntents.deleteBefore(new Date(now.getTime() - 24 * 3_600_000)) : 0),
});
