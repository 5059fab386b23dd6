import { ApiError, apiRequest, type ApiRequestOptions } from '../../../lib/api-client';
import { storedJson } from '../../../lib/storage';

/** The admin session as docs/spec/admin.md section 3 keeps it in browser storage. */
export interface AdminSession {
  user: string;
  token: string;
  loginTime: number;
  expires: number;
}

export const adminSessionStore = storedJson<AdminSession | null>('admin-session', null);

export function isLive(session: AdminSession | null, now = Date.now()): session is AdminSession {
  return Boolean(session?.token) && session!.expires > now;
}

export const adminToken = (): string | null => adminSessionStore.get()?.token ?? null;

let onUnauthorized: (() => void) | null = null;
/** The session provider ends the session here when an admin call answers 401; null unregisters it. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

/** Every admin call's failure goes through here: a 401 means the session is over. */
export function noteAdminFailure(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) onUnauthorized?.();
}

/** The admin calls: the stored admin token on every request; a 401 ends the session. */
export async function adminRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  try {
    return await apiRequest<T>(path, { cache: 'no-store', ...options, token: adminToken() });
  } catch (error) {
    noteAdminFailure(error);
    throw error;
  }
}
