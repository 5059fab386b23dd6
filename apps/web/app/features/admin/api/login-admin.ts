import type { AdminLoginBody, AdminLoginResponse } from '@ai4n/shared';
import { apiRequest } from '../../../lib/api-client';

/** Signs in; sent without any stored token. The session provider checks and keeps the answer. */
export const loginAdmin = ({ username, password }: AdminLoginBody) =>
  apiRequest<AdminLoginResponse>('/auth/admin/login', {
    method: 'POST',
    body: { username, password } satisfies AdminLoginBody,
    auth: false,
  });
