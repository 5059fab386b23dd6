import {
  ACCESS_TEXTS,
  COACH_PAID_CREDITS,
  COACH_PRICE_USD,
  PAYMENT_TEXTS,
  type AccessResponse,
  type CreditsAddedResponse,
  type PaymentVerificationResponse,
} from '@ai4n/shared';
import crypto from 'node:crypto';
import { HttpError } from '../../plugins/errors.js';
import type { Mailer } from '../../plugins/mail.js';
import { clientSecretMatches, intentIdOf, scopedIdempotencyKey, type PaymentProvider } from '../payments/payment-provider.js';
import type { PaymentRepository, PaymentRow } from '../payments/payment-repository.js';
import { accountMail } from './account-mail.js';
import { accessCodeMatches, hashAccessCode, newAccessCode, type TokenSigner } from './user-auth.js';
import type { UserRepository, UserRow } from './user-repository.js';

export const PRICE_CENTS = COACH_PRICE_USD * 100;

export interface AccountDeps {
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
 * The account rules (docs/decisions/0011-accounts-and-payments.md): an account has one access code,
 * issued with its first granted payment; a later payment adds credits only; a token names a
 * server-side session.
 */
export function createAccountService(deps: AccountDeps) {
  /** A signed-in answer: a new session unless the caller's own live token is reused. */
  const access = async (user: UserRow, options: { token?: string; accessCode?: string } = {}): Promise<AccessResponse> => ({
    verified: true,
    token: options.token ?? (await deps.tokens.sign(user.id, user.email)),
    userId: user.id,
    email: user.email,
    hasPaid: user.hasPaid,
    promptsUsed: user.promptsUsed,
    creditsLeft: user.credits,
    ...(options.accessCode ? { accessCode: options.accessCode } : {}),
  });

  const creditsAdded = (email: string): CreditsAddedResponse => ({ verified: true, signInRequired: true, creditsAdded: COACH_PAID_CREDITS, email });

  /**
   * Grants a succeeded payment's credits exactly once. An account without an access code gets its
   * one code in the same transaction (returned here, mailed to the owner); an account that has one
   * keeps it, and its owner is told by mail that credits were added.
   */
  const grant = async (payment: PaymentRow): Promise<{ user: UserRow; accessCode?: string }> => {
    const user = await deps.users.findOrCreate(payment.email);
    const candidate = user.accessCodeHash ? null : newAccessCode();
    const result = await deps.payments.grantOnce(payment.id, user.id, COACH_PAID_CREDITS, candidate ? await hashAccessCode(candidate) : null);
    const accessCode = result.codeIssued ? candidate! : undefined;
    if (accessCode) await deps.mailer.send(accountMail.firstCode(deps.siteName, user.email, accessCode));
    else if (result.granted) await deps.mailer.send(accountMail.creditsAdded(deps.siteName, user.email));
    return { user: (await deps.users.findById(user.id))!, accessCode };
  };

  return {
    /** The same answer whether or not the email has an account, so it tells nobody which emails do. */
    async createUser(email: string) {
      await deps.users.findOrCreate(email);
      return { message: ACCESS_TEXTS.createAccepted };
    },

    async verify(email: string, code: string): Promise<boolean> {
      const user = await deps.users.findByEmail(email);
      return accessCodeMatches(code, user?.accessCodeHash ?? null);
    },

    async verifyAccess(email: string, code: string): Promise<AccessResponse> {
      const user = await deps.users.findByEmail(email);
      if (!user || !(await accessCodeMatches(code, user.accessCodeHash))) throw new HttpError(401, ACCESS_TEXTS.invalid);
      return access(user);
    },

    /** Sign-out: the session behind the token ends now. */
    async signOut(sessionId: string): Promise<void> {
      await deps.tokens.revoke(sessionId);
    },

    /** A signed-in owner replaces their code: every older token and the old code stop working. */
    async changeAccessCode(userId: string): Promise<AccessResponse> {
      const user = await deps.users.findById(userId);
      if (!user) throw new HttpError(404, 'User not found');
      const accessCode = newAccessCode();
      await deps.users.replaceAccessCode(user.id, await hashAccessCode(accessCode));
      await deps.mailer.send(accountMail.newCode(deps.siteName, user.email, accessCode));
      return access(user, { accessCode });
    },

    /**
     * The server decides the amount ($5.00 USD); whatever the client sends is ignored. The
     * client's Idempotency-Key is scoped by the email before it reaches the provider.
     */
    async createPaymentIntent(email: string, idempotencyKey?: string) {
      const buyer = email.toLowerCase();
      const key = idempotencyKey ? scopedIdempotencyKey(buyer, idempotencyKey) : crypto.randomUUID();
      const intent = await deps.provider.createIntent({ amountCents: PRICE_CENTS, currency: 'usd', email: buyer, idempotencyKey: key });
      // No account row yet: an unpaid intent creates nothing but its payment row.
      await deps.payments.create({ email: buyer, amountCents: PRICE_CENTS, currency: 'usd', provider: deps.provider.name, providerPaymentId: intent.id });
      return { clientSecret: intent.clientSecret, testMode: deps.provider.name === 'test', amount: COACH_PRICE_USD, publishableKey: deps.publishableKey };
    },

    /**
     * Grants the 25 credits once the provider itself reports the payment succeeded and the whole
     * client secret matches its own. Only the call whose grant opened the account (issued its code)
     * or a caller signed in as that account gets a session; anyone else learns the credits were
     * added, and the owner signs in with their own code.
     */
    async verifyPayment(email: string, clientSecret: string, signedIn: SignedIn = null): Promise<PaymentVerificationResponse> {
      const payment = await deps.payments.findByProviderId(deps.provider.name, intentIdOf(clientSecret));
      if (!payment || payment.email !== email.toLowerCase()) throw new HttpError(404, PAYMENT_TEXTS.verificationFailed);
      const remote = await deps.provider.retrieveStatus(payment.providerPaymentId);
      if (!clientSecretMatches(clientSecret, remote.clientSecret)) throw new HttpError(404, PAYMENT_TEXTS.verificationFailed);
      if (remote.status !== 'succeeded') {
        await deps.payments.setStatus(payment.id, remote.status);
        throw new HttpError(402, remote.failureMessage ? `${PAYMENT_TEXTS.notProcessed} (${remote.failureMessage})` : PAYMENT_TEXTS.notProcessed);
      }
      if (remote.amountCents !== PRICE_CENTS) throw new HttpError(402, PAYMENT_TEXTS.verificationFailed);
      const { user, accessCode } = await grant(payment);
      if (accessCode) return access(user, { accessCode });
      if (signedIn?.userId === user.id) return access(user, { token: signedIn.token });
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

    async history(email: string) {
      const rows = await deps.payments.history(email);
      return {
        payments: rows.map((p) => ({ id: p.id, amount: p.amountCents / 100, currency: p.currency, status: p.status, credits: p.creditsGranted, createdAt: p.createdAt.toISOString() })),
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
