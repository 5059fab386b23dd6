import { z } from 'zod';
import { FIELD_TEXTS, requiredText } from './texts.js';
import { int32 } from './common.js';
import { ReviewOutcomesSchema, ReviewQueueSchema } from './review.js';

/** RFC 5321's limit on a whole address: longer ones are refused before they reach an index (500). */
export const EMAIL_MAX_LENGTH = 254;
const email = requiredText(FIELD_TEXTS.email)
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, FIELD_TEXTS.validEmail)
  .pipe(z.email(FIELD_TEXTS.validEmail));

/** A user's own account in the path: /users/:id/... */
export const UserIdParamSchema = z.object({ id: z.uuid() });

export const FavoriteParamsSchema = z.object({ id: z.uuid(), promptId: z.uuid() });

export const EmailBodySchema = z.object({ email });

export const AccessBodySchema = z.object({
  email,
  accessCode: requiredText(FIELD_TEXTS.accessCode).max(40),
});

export const PaymentIntentBodySchema = z.object({ email, amount: z.number().optional() });

export const VerifyPaymentBodySchema = z.object({ email, clientSecret: z.string().min(10).max(300) });

export const TestCardBodySchema = z.object({
  clientSecret: z.string().min(10).max(300),
  cardNumber: z.string().max(30),
  expiry: z.string().max(7),
  cvc: z.string().max(4),
});

export const PaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  testMode: z.boolean(),
  amount: z.number(),
  publishableKey: z.string().optional(),
});

export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;

export const AccessResponseSchema = z.object({
  verified: z.boolean(),
  token: z.string(),
  userId: z.string(),
  email: z.string(),
  hasPaid: z.boolean(),
  promptsUsed: z.number().int(),
  creditsLeft: z.number().int(),
  /**
   * Only in the answer whose payment opened the account (or a new code was asked for): the access
   * code went to the account's mailbox. A code is never part of any answer (decision 0020).
   */
  accessCodeMailed: z.literal(true).optional(),
});

export type AccessResponse = z.infer<typeof AccessResponseSchema>;

/** POST /users/verify: whether the email and access code match, without signing in. */
export const AccessCheckResponseSchema = z.object({ verified: z.boolean() });

export type AccessCheckResponse = z.infer<typeof AccessCheckResponseSchema>;

/** POST /users/sign-out answers 204 without a body. */
export const SignOutResponseSchema = z.null().describe('Signed out');

/**
 * A payment verified for an account the payer is not signed in to (it already had an access code,
 * or this payment was verified before): the credits are on the account, and using them takes the
 * account's own access code. No token, no code, no balance. A payment whose credits were already
 * granted (a replay, or the card provider's event came first) adds nothing: `creditsAdded: 0` and
 * `alreadyGranted`.
 */
export const CreditsAddedResponseSchema = z.object({
  verified: z.literal(true),
  signInRequired: z.literal(true),
  creditsAdded: z.number().int(),
  email: z.string(),
  alreadyGranted: z.literal(true).optional(),
});

export type CreditsAddedResponse = z.infer<typeof CreditsAddedResponseSchema>;

/** What a payment verification answers: a signed-in account, or credits added to one. */
export const PaymentVerificationResponseSchema = z.union([AccessResponseSchema, CreditsAddedResponseSchema]);

export type PaymentVerificationResponse = z.infer<typeof PaymentVerificationResponseSchema>;

/** `POST /users/create` says the same whether or not the email already has an account. */
export const CreateUserResponseSchema = z.object({ message: z.string() });

export const PaymentHistorySchema = z.object({
  payments: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      currency: z.string(),
      status: z.string(),
      credits: z.number().int(),
      createdAt: z.string(),
    }),
  ),
});

export type PaymentHistory = z.infer<typeof PaymentHistorySchema>;

/** GET /payments/:emailOrId/history: the signed-in user's own id or email. */
export const PaymentHistoryParamSchema = z.object({ emailOrId: z.string().max(254) });

/** POST /payments/test-mode/confirm (built-in test mode only). */
export const TestCardResultSchema = z.object({ status: z.string(), message: z.string().optional() });

export type TestCardResult = z.infer<typeof TestCardResultSchema>;

export const SchoolProgressSchema = z.object({
  completedLessons: z.array(z.number().int()).max(500),
  currentLesson: z.number().int().nullable(),
  certificateEarned: z.boolean(),
  progress: z.number().int().min(0).max(100),
  /** Spaced review of missed quiz questions (missing in progress saved before it existed). */
  reviewQueue: ReviewQueueSchema.optional(),
});

export type SchoolProgress = z.infer<typeof SchoolProgressSchema>;

export const ProgressBodySchema = z.object({
  completedLessons: z.array(int32()).max(500).default([]),
  currentLesson: int32().nullable().optional(),
  certificateEarned: z.boolean().optional(),
  /** Replace the stored list instead of merging into it (Restart Course). */
  replace: z.boolean().optional(),
  /** A browser's review queue, merged into the account's (a sign-in); Restart Course leaves the queue alone. */
  reviewQueue: ReviewQueueSchema.optional(),
  /** Answers graded in this browser, applied to the account's review queue. */
  reviewOutcomes: ReviewOutcomesSchema.optional(),
});

export const FavoritesResponseSchema = z.object({ favorites: z.array(z.object({ promptId: z.string() })) });

export const UserProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  favorites: z.array(z.object({ promptId: z.string() })),
  promptSchool: SchoolProgressSchema,
  promptCoach: z.object({
    usageCount: z.number().int(),
    freeLimit: z.number().int(),
    hasPaid: z.boolean(),
    creditsLeft: z.number().int(),
  }),
});

export type UserProfile = z.infer<typeof UserProfileSchema>;
