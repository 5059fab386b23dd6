import { z } from 'zod';

const email = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address'));

export const EmailBodySchema = z.object({ email });
export const AccessBodySchema = z.object({ email, accessCode: z.string().trim().min(1, 'Access code is required').max(40) });
export const PaymentIntentBodySchema = z.object({ email, amount: z.number().optional() });
export const VerifyPaymentBodySchema = z.object({ email, clientSecret: z.string().min(10).max(300) });
export const TestCardBodySchema = z.object({ clientSecret: z.string().min(10).max(300), cardNumber: z.string().max(30), expiry: z.string().max(7), cvc: z.string().max(4) });

export const PaymentIntentResponseSchema = z.object({ clientSecret: z.string(), testMode: z.boolean(), amount: z.number(), publishableKey: z.string().optional() });
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;

export const AccessResponseSchema = z.object({
  verified: z.boolean(),
  token: z.string(),
  userId: z.string(),
  email: z.string(),
  hasPaid: z.boolean(),
  promptsUsed: z.number().int(),
  creditsLeft: z.number().int(),
  /** Only in the response that granted a payment: shown once, also sent by email. */
  accessCode: z.string().optional(),
});
export type AccessResponse = z.infer<typeof AccessResponseSchema>;

export const PaymentHistorySchema = z.object({
  payments: z.array(z.object({ id: z.string(), amount: z.number(), currency: z.string(), status: z.string(), credits: z.number().int(), createdAt: z.string() })),
});

export const ACCESS_TEXTS = {
  missingFields: 'Please enter both email and access code.',
  invalid: 'Invalid access code or email.',
  connection: 'Connection error. Please try again.',
} as const;

export const PAYMENT_TEXTS = {
  emailRequired: 'Please enter your email before proceeding.',
  initFailed: 'Failed to initialize payment. Please try again.',
  connection: 'Connection error. Please check your internet and try again.',
  notProcessed: 'Your payment could not be processed. Please try again.',
  failed: 'Payment failed. Please try again.',
  tryAnotherMethod: 'Payment failed. Please try another payment method.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  verificationError: 'Verification error. Please try again or contact support.',
  unexpected: 'An unexpected error occurred. Please try again.',
  testMode: 'Test mode: no real charge',
} as const;

export const SchoolProgressSchema = z.object({
  completedLessons: z.array(z.number().int()).max(500),
  currentLesson: z.number().int().nullable(),
  certificateEarned: z.boolean(),
  progress: z.number().int().min(0).max(100),
});
export type SchoolProgress = z.infer<typeof SchoolProgressSchema>;

export const ProgressBodySchema = z.object({
  completedLessons: z.array(z.number().int()).max(500).default([]),
  currentLesson: z.number().int().nullable().optional(),
  certificateEarned: z.boolean().optional(),
  /** Replace the stored list instead of merging into it (Restart Course). */
  replace: z.boolean().optional(),
});

export const FavoritesResponseSchema = z.object({ favorites: z.array(z.object({ promptId: z.string() })) });

export const UserProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  favorites: z.array(z.object({ promptId: z.string() })),
  promptSchool: SchoolProgressSchema,
  promptCoach: z.object({ usageCount: z.number().int(), freeLimit: z.number().int(), hasPaid: z.boolean(), creditsLeft: z.number().int() }),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;
