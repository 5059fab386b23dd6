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
import type { UserRepository, UserRow } from '../users/user-repository.js';
import { clientSecretMatches, intentIdOf, scopedIdempotencyKey, type PaymentProvider } from './payment-provider.js';
import type { PaymentRepository, PaymentRow } from './payment-repository.js';

export const PRICE_CENTS = COACH_PRICE_USD * 100;

export interface PaymentDeps {
  users: UserRepository;
  payments: PaymentRepository;
  provider: PaymentProvider;
  tokens: TokenSigner;
  mailer: Mailer;
  siteName: string;
  /** Stripe's publishable key, for card Elements in the browser. */
  publishableKey?: string;
}

/** Who is verifying a payment: the bearer's user and token, when a live one came with the request. */
export type SignedIn = { userId: string; token: string } | null;

/**
 * Payments for Prompt Coach credits (docs/decisions/0011-accounts-and-payments.md): an account's
 * first granted payment issues its one access code; a later payment adds credits only.
 */
export function createPaymentService(deps: PaymentDeps) {
  const creditsAdded = (email: string): CreditsAddedResponse => ({
    verified: true,
    signInRequired: true,
    creditsAdded: COACH_PAID_CREDITS,
    email,
  });

  /**
   * Grants a succeeded payment's credits exactly once. An account without an access code gets its
   * one code in the same transaction (returned here, mailed to the owner); an account that has one
   * keeps it, and its owner is told by mail that credits were added.
   */
  const grant = async (payment: PaymentRow): Promise<{ user: UserRow; accessCode?: string }> => {
    const user = await deps.users.findOrCreate(payment.email);
    const candidate = user.accessCodeHash ? null : newAccessCode();
    const result = await deps.payments.grantOnce(
      payment.id,
      user.id,
      COACH_PAID_CREDITS,
      candidate ? await hashAccessCode(candidate) : null,
    );
    const accessCode = result.codeIssued ? candidate! : undefined;
    if (accessCode) await deps.mailer.send(accountMail.firstCode(deps.siteName, user.email, accessCode));
    else if (result.granted) await deps.mailer.send(accountMail.creditsAdded(deps.siteName, user.email));
    return { user: (await deps.users.findById(user.id))!, accessCode };
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
      const intent = await deps.provider.createIntent({
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
        provider: deps.provider.name,
        providerPaymentId: intent.id,
      });
      return {
        clientSecret: intent.clientSecret,
        testMode: deps.provider.name === 'test',
        amount: COACH_PRICE_USD,
        publishableKey: deps.publishableKey,
      };
    },

    /**
     * Grants the 25 credits once the provider itself reports the payment succeeded and the whole
     * client secret matches its own. Only the call whose grant opened the account (issued its code)
     * or a caller signed in as that account gets a session; anyone else learns the credits were
     * added, and the owner signs in with their own code.
     */
    async verifyPayment(
      email: string,
      clientSecret: string,
      signedIn: SignedIn = null,
    ): Promise<PaymentVerificationResponse> {
      const payment = await deps.payments.findByProviderId(deps.provider.name, intentIdOf(clientSecret));
      if (!payment || payment.email !== email.toLowerCase()) throw new HttpError(404, PAYMENT_TEXTS.verificationFailed);
      const remote = await deps.provider.retrieveStatus(payment.providerPaymentId);
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
      const { user, accessCode } = await grant(payment);
      if (accessCode) return accessAnswer(deps.tokens, user, { accessCode });
      if (signedIn?.userId === user.id) return accessAnswer(deps.tokens, user, { token: signedIn.token });
      return creditsAdded(user.email);
    },

    /** A signed card-provider event: a succeeded payment is granted (once), a failed one recorded. */
    async applyEvent(event: { id: string; type: string; intentId: string }): Promise<{ applied: boolean }> {
      if (!(await deps.payments.recordEvent(event.id, event.type))) return { applied: false };
      const payment = await deps.payments.findByProviderId(deps.provider.name, event.intentId);
      if (!payment) return { applied: false };
      if (event.type === 'payment_intent.succeeded') {
        const remote = await deps.provider.retrieveStatus(payment.providerPaymentId);
        if (remote.status === 'succeeded' && remote.amountCents === PRICE_CENTS) await grant(payment);
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
