import { z } from 'zod';
import { FIELD_TEXTS, requiredText } from './texts.js';

/** POST /auth/admin/login. */
export const AdminLoginBodySchema = z.object({
  username: requiredText(FIELD_TEXTS.username).max(50),
  password: z.string(FIELD_TEXTS.password).min(1, FIELD_TEXTS.password).max(200),
});
export type AdminLoginBody = z.input<typeof AdminLoginBodySchema>;

/** A new admin session: what a sign-in and POST /auth/admin/refresh answer. */
export const AdminLoginResponseSchema = z.object({
  token: z.string(),
  admin: z.object({ username: z.string() }),
  expiresAt: z.string(),
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

/** GET /auth/admin/verify: whether the bearer token is a live admin session. */
export const AdminVerifyResponseSchema = z.object({
  valid: z.boolean(),
  admin: z.object({ username: z.string() }).optional(),
});
export type AdminVerifyResponse = z.infer<typeof AdminVerifyResponseSchema>;

/** PUT /auth/admin/password: answers an OkResponse, and ends the administrator's other sessions. */
export const AdminPasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: z.string().min(12, 'The new password needs at least 12 characters').max(200),
});
export type AdminPasswordBody = z.input<typeof AdminPasswordBodySchema>;
/** The password form's check that the new password was typed the same twice. */
export const ADMIN_PASSWORDS_MISMATCH_TEXT = 'The new passwords do not match.';

/** One line of the audit log: an admin write or a failed sign-in, and its outcome. */
export const AuditEntrySchema = z.object({
  username: z.string(),
  action: z.string(),
  path: z.string(),
  statusCode: z.number().int(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /admin/audit: the latest entries, newest first. */
export const AuditLogSchema = z.object({ entries: z.array(AuditEntrySchema) });
export type AuditLog = z.infer<typeof AuditLogSchema>;
