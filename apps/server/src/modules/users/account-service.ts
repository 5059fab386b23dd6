import { COACH_PAID_CREDITS, COACH_PRICE_USD, PAYMENT_TEXTS, ACCESS_TEXTS, type AccessResponse } from '@ai4n/shared';
import crypto from 'node:crypto';
import { HttpError } from '../../plugins/errors.js';
import type { Mailer } from '../../plugins/mail.js';
import { intentIdOf, type PaymentProvider } from '../payments/payment-provider.js';
import type { PaymentRepository, PaymentRow } from '../payments/payment-repository.js';
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

export function createAccountService(deps: AccountDeps) {
  const access = async (user: UserRow, accessCode?: string): Promise<AccessResponse> => ({
    verified: true,
    token: await deps.tokens.sign(user.id, user.email),
    userId: user.id,
    email: user.email,
    hasPaid: user.hasPaid,
    promptsUsed: user.promptsUsed,
    creditsLeft: user.credits,
    ...(accessCode ? { accessCode } : {}),
  });

  /** Grants a succeeded payment's credits exactly once; the first grant issues and emails an access code. */
  const grant = async (payment: PaymentRow): Promise<{ user: UserRow; accessCode?: string }> => {
    const user = await deps.users.findOrCreate(payment.email);
    let accessCode: string | undefined;
    if (await deps.payments.grantOnce(payment.id, user.id, COACH_PAID_CREDITS)) {
      accessCode = newAccessCode();
      await deps.users.setAccessCodeHash(user.id, await hashAccessCode(accessCode));
      await deps.mailer.send({
        to: user.email,
        subject: `Your ${deps.siteName} Prompt Coach access code`,
        text: `Thank you for your payment of $${COACH_PRICE_USD}.\n\nYour access code: ${accessCode}\n\nYou have ${COACH_PAID_CREDITS} Prompt Coach credits. To use them in another browser, open Prompt Coach, choose "I have an access code" and enter this email and the code.\n\nKeep this email: we store only a scrambled copy of the code and cannot show it again.`,
      });
    }
    return { user: (await deps.users.findById(user.id))!, accessCode };
  };

  return {
    async createUser(email: string) {
      const user = await deps.users.findOrCreate(email);
      return { id: user.id, email: user.email };
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

    /** The server decides the amount ($5.00 USD); whatever the client sends is ignored. */
    async createPaymentIntent(email: string, idempotencyKey: string = crypto.randomUUID()) {
      const user = await deps.users.findOrCreate(email);
      const intent = await deps.provider.createIntent({ amountCents: PRICE_CENTS, currency: 'usd', email: user.email, idempotencyKey });
      await deps.payments.create({ email: user.email, userId: user.id, amountCents: PRICE_CENTS, currency: 'usd', provider: deps.provider.name, providerPaymentId: intent.id });
      return { clientSecret: intent.clientSecret, testMode: deps.provider.name === 'test', amount: COACH_PRICE_USD, publishableKey: deps.publishableKey };
    },

    /**
     * Grants the 25 credits once the provider itself reports the payment succeeded, exactly once
     * per payment; the first grant issues a new access code (shown once, sent by email).
     */
    async verifyPayment(email: string, clientSecret: string): Promise<AccessResponse> {
      const payment = await deps.payments.findByProviderId(deps.provider.name, intentIdOf(clientSecret));
      if (!payment || payment.email !== email.toLowerCase()) throw new HttpError(404, PAYMENT_TEXTS.verificationFailed);
      const remote = await deps.provider.retrieveStatus(payment.providerPaymentId);
      if (remote.status !== 'succeeded') {
        await deps.payments.setStatus(payment.id, remote.status);
        throw new HttpError(402, remote.failureMessage ? `${PAYMENT_TEXTS.notProcessed} (${remote.failureMessage})` : PAYMENT_TEXTS.notProcessed);
      }
      if (remote.amountCents !== PRICE_CENTS) throw new HttpError(402, PAYMENT_TEXTS.verificationFailed);
      const { user, accessCode } = await grant(payment);
      return access(user, accessCode);
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
