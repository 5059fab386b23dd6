import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_LOGIN_TEXTS, ADMIN_RECHECK_MS, ADMIN_SESSION_MS } from '@ai4n/shared';
import { ApiError, apiRequest, type ApiRequestOptions } from '../../../lib/api-client';
import { storedJson } from '../../../lib/storage';

/** The admin session as admin.md section 3 keeps it in browser storage. */
export interface AdminSession {
  user: string;
  token: string;
  loginTime: number;
  expires: number;
}

interface LoginAnswer {
  token?: string;
  admin?: { username?: string };
}

const sessionStore = storedJson<AdminSession | null>('admin-session', null);

export function isLive(session: AdminSession | null, now = Date.now()): session is AdminSession {
  return Boolean(session?.token) && session!.expires > now;
}

/** A session from a login or refresh answer; its 2 hours are counted on this device's clock (immune to clock skew). */
function sessionFrom(answer: LoginAnswer): AdminSession {
  if (!answer?.token || !answer.admin?.username) throw new ApiError(ADMIN_LOGIN_TEXTS.invalidResponse);
  const loginTime = Date.now();
  return { user: answer.admin.username, token: answer.token, loginTime, expires: loginTime + ADMIN_SESSION_MS };
}

export const adminToken = (): string | null => sessionStore.get()?.token ?? null;

let onUnauthorized: (() => void) | null = null;
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

/** The message the login form shows for a failed sign-in (admin.md section 8). */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.message === ADMIN_LOGIN_TEXTS.invalidResponse) return error.message;
    if (error.status === undefined) return error.timeout ? error.message : ADMIN_LOGIN_TEXTS.exception;
    return error.message || ADMIN_LOGIN_TEXTS.failed;
  }
  return ADMIN_LOGIN_TEXTS.exception;
}

interface AdminSessionValue {
  session: AdminSession | null;
  /** False until the stored session has been read (the page renders in the browser only). */
  ready: boolean;
  login(username: string, password: string): Promise<void>;
  logout(): void;
  extend(): Promise<void>;
}

const AdminSessionContext = createContext<AdminSessionValue | null>(null);

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<AdminSession | null>(null);
  const [ready, setReady] = useState(false);
  const sessionRef = useRef(session);
  sessionRef.current = session;

  const store = useCallback((next: AdminSession | null) => {
    sessionStore.set(next);
    setSession(next);
  }, []);

  const logout = useCallback(() => {
    const token = sessionStore.get()?.token;
    store(null);
    // Sign-out clears the loaded lists (admin.md section 4).
    queryClient.removeQueries({ queryKey: ['admin'] });
    if (token) void apiRequest('/auth/admin/logout', { method: 'POST', token }).catch(() => undefined);
  }, [queryClient, store]);

  const verify = useCallback(async () => {
    const current = sessionStore.get();
    if (!isLive(current)) {
      if (sessionRef.current) logout();
      return;
    }
    try {
      const answer = await apiRequest<{ valid: boolean }>('/auth/admin/verify', { token: current.token });
      if (!answer.valid) logout();
    } catch (error) {
      // Only a definite answer ends the session; a network failure keeps the cached console usable.
      if (error instanceof ApiError && error.status === 401) logout();
    }
  }, [logout]);

  // Restore a stored session that has a token and has not expired, then verify it; otherwise remove it.
  useEffect(() => {
    const stored = sessionStore.get();
    if (isLive(stored)) {
      setSession(stored);
      void verify();
    } else {
      // An expired session leaves nothing behind: no token, no cached admin lists.
      sessionStore.set(null);
      queryClient.removeQueries({ queryKey: ['admin'] });
    }
    setReady(true);
  }, [verify, queryClient]);

  // Re-check every 60 seconds whether the administrator is still authenticated.
  useEffect(() => {
    const timer = setInterval(() => void verify(), ADMIN_RECHECK_MS);
    return () => clearInterval(timer);
  }, [verify]);

  useEffect(() => {
    onUnauthorized = () => logout();
    return () => {
      onUnauthorized = null;
    };
  }, [logout]);

  const login = useCallback(
    async (username: string, password: string) => {
      const answer = await apiRequest<LoginAnswer>('/auth/admin/login', { method: 'POST', body: { username, password }, auth: false });
      store(sessionFrom(answer));
    },
    [store],
  );

  const extend = useCallback(async () => {
    store(sessionFrom(await adminRequest<LoginAnswer>('/auth/admin/refresh', { method: 'POST' })));
  }, [store]);

  const value = useMemo(() => ({ session, ready, login, logout, extend }), [session, ready, login, logout, extend]);
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSessionValue {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error('useAdminSession outside AdminSessionProvider');
  return value;
}
