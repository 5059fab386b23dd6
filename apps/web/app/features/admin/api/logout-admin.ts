import type { OkResponse } from '@ai4n/shared';
import { apiRequest } from '../../../lib/api-client';

/** Ends the session on the server; the token is passed in because the browser has already forgotten it. */
export const logoutAdmin = (token: string) => apiRequest<OkResponse>('/auth/admin/logout', { method: 'POST', token });
