import type { AdminVerifyResponse } from '@ai4n/shared';
import { apiRequest } from '../../../lib/api-client';

/** Whether the server still accepts this admin token (checked with the token given, not the stored one). */
export const verifyAdminSession = (token: string) => apiRequest<AdminVerifyResponse>('/auth/admin/verify', { token });
