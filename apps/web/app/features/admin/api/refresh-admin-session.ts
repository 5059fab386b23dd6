import type { AdminLoginResponse } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';

/** Extends the session by another 2 hours: a new token, as a sign-in gives. */
export const refreshAdminSession = () => adminRequest<AdminLoginResponse>('/auth/admin/refresh', { method: 'POST' });
