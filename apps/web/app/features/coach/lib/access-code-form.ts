import { z } from 'zod';
import { ACCESS_TEXTS } from '@ai4n/shared';

const filled = z.string().trim().min(1, ACCESS_TEXTS.missingFields);

/**
 * The sign-in form: the fields of AccessBodySchema, checked here only for being filled in (one
 * message for both); the server checks the email's form and answers 'invalid' like a wrong code.
 */
export const AccessCodeFormSchema = z.object({ email: filled, accessCode: filled });
export type AccessCodeForm = z.input<typeof AccessCodeFormSchema>;
