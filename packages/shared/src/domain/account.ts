export const ACCESS_TEXTS = {
  missingFields: 'Please enter both email and access code.',
  invalid: 'Invalid access code or email.',
  connection: 'Connection error. Please try again.',
  signInFirst: 'Sign in with your access code first.',
  createAccepted: 'Thank you. To use Prompt Coach credits, pay once or sign in with your access code.',
  proveMailboxFirst: 'Sign in with the access code from your email to change it.',
} as const;

/** The payment success screen of a new account: its access code went to the mailbox, never to the page. */
export const accessCodeMailedText = (email: string) =>
  `We sent your access code to ${email}. To use your credits in another browser or device, open Prompt Coach, choose "I have an access code" and enter this email and the code.`;

/** The payment success screen when the credits went to an account the payer is not signed in to. */
export const creditsAddedText = (credits: number, email: string) =>
  `${credits} credits were added to the account of ${email}. Sign in with your access code to use them.`;

/** The payment success screen when this payment's credits were granted before (nothing added now). */
export const creditsAlreadyGrantedText = (email: string) =>
  `The credits of this payment are already on the account of ${email}. Sign in with your access code to use them.`;

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
  notConfigured: 'Card payments are not configured.',
} as const;
