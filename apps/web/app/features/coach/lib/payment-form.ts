import { z } from 'zod';
import { PAYMENT_TEXTS } from '@ai4n/shared';

export const digits = (s: string) => s.replace(/\D/g, '');

/** Card number in groups of four, expiry as MM/YY, CVC up to four digits: formatted as typed. */
export const formatCard = (s: string) =>
  digits(s)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
export const formatExpiry = (s: string) => {
  const d = digits(s).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};
export const formatCvc = (s: string) => digits(s).slice(0, 4);

/** The payer's email: only required here; the server checks its form and says what is wrong. */
export const PaymentEmailFormSchema = z.object({ email: z.string().trim().min(1, PAYMENT_TEXTS.emailRequired) });
export type PaymentEmailForm = z.input<typeof PaymentEmailFormSchema>;

/**
 * The test-mode card (the card fields of TestCardBodySchema): Pay is offered once it is complete,
 * so these checks have no message of their own. The number is sent as digits.
 */
export const TestCardFormSchema = z.object({
  cardNumber: z.string().transform(digits).pipe(z.string().length(16)),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/),
  cvc: z.string().regex(/^\d{3,4}$/),
});
export type TestCardForm = z.input<typeof TestCardFormSchema>;
export type TestCard = z.output<typeof TestCardFormSchema>;
