import { z } from 'zod';
import { FIELD_TEXTS, requiredText } from './texts.js';
import { SUPPORT_FIELD_LIMITS } from '../constants.js';

const required = (label: string, message: string, max: number) =>
  requiredText(message).max(max, `${label} must be at most ${max} characters`);

export const SupportMessageBodySchema = z.object({
  name: required('Name', FIELD_TEXTS.name, SUPPORT_FIELD_LIMITS.name),
  email: required('Email', FIELD_TEXTS.email, SUPPORT_FIELD_LIMITS.email).pipe(z.email(FIELD_TEXTS.validEmail)),
  subject: required('Subject', FIELD_TEXTS.subject, SUPPORT_FIELD_LIMITS.subject),
  message: required('Message', FIELD_TEXTS.message, SUPPORT_FIELD_LIMITS.message),
});
export type SupportMessageBody = z.infer<typeof SupportMessageBodySchema>;

export const SupportMessageCreatedSchema = z.object({
  id: z.string(),
  message: z.string(),
});
export type SupportMessageCreated = z.infer<typeof SupportMessageCreatedSchema>;

/** A message of the support inbox, as the admin console lists it. */
export const SupportMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(['new', 'read']),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;
/** The same schema under its first name. */
export const SupportInboxMessageSchema = SupportMessageSchema;

/** GET /support: the inbox. */
export const SupportInboxSchema = z.object({ messages: z.array(SupportMessageSchema), unread: z.number().int() });
export type SupportInbox = z.infer<typeof SupportInboxSchema>;
/** PUT /support/:id: mark a message read or unread; answers the SupportMessage. */
export const SupportStatusBodySchema = z.object({ status: z.enum(['new', 'read']) });
export type SupportStatusBody = z.infer<typeof SupportStatusBodySchema>;
