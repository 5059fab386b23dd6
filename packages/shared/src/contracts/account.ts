import { z } from 'zod';

const email = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address'));

export const EmailBodySchema = z.object({ email });
export const AccessBodySchema = z.object({ email, accessCode: z.string().trim().min(1, 'Access code is required').max(40) });
export const PaymentIntentBodySchema = z.object({ email, amount: z.number().optional() });
export const VerifyPaymentBodySchema = z.object({ email, clientSecret: z.string().min(10).max(300) });
export const TestCardBodySchema = z.object({ clientSecret: z.string().min(10).max(300), cardNumber: z.string().max(30), expiry: z.string().max(7), cvc: z.string().max(4) });

export const PaymentIntentResponseSchema = z.object({ clientSecret: z.string(), testMode: z.boolean(), amount: z.number() });

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
