import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_LOGIN_TEXTS, ADMIN_RECHECK_MS, ADMIN_SESSION_MS, type AdminLoginResponse } from '@ai4n/shared';
import { ApiError } from '../../../lib/api-client';
import { loginAdmin } from '../api/login-admin';
import { logoutAdmin } from '../api/logout-admin';
import { refreshAdminSession } from '../api/refresh-admin-session';
import { verifyAdminSession } from '../api/verify-admin-session';
import { adminSessionStore as sessionStore, isLive, setUnauthorizedHandler, type AdminSession } from './admin-request';

// transfer.ts (file downloads and uploads) takes the token and the 401 rule from here.
export { adminToken, noteAdminFailure } from './admin-request';

/** A session from a login or refresh answer; its 2 hours are counted on this device's clock (immune to clock skew). */
function sessionFrom(answer: AdminLoginResponse | undefined): AdminSession {
  if (!answer?.token || !answer.admin?.username) throw new ApiError(ADMIN_LOGIN_TEXTS.invalidResponse);
  const loginTime = Date.now();
  return { user: answer.admin.username, token: answer.token, loginTime, expires: loginTime + ADMIN_SESSION_MS };
}

/** The message the login form shows for a failed sign-in (docs/spec/admin.md section 8). */
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
  // What verify() compares with: the session of the latest render.
  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  }, [session]);

  const store = useCallback((next: AdminSession | null) => {
    sessionStore.set(next);
    setSession(next);
  }, []);

  const logout = useCallback(() => {
    const token = sessionStore.get()?.token;
    store(null);
    // Sign-out clears the loaded lists (docs/spec/admin.md section 4).
    queryClient.removeQueries({ queryKey: ['admin'] });
    if (token) void logoutAdmin(token).catch(() => undefined);
  }, [queryClient, store]);

  const verify = useCallback(async () => {
    const current = sessionStore.get();
    if (!isLive(current)) {
      if (sessionRef.current) logout();
      return;
    }
    try {
      const answer = await verifyAdminSession(current.token);
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
    setUnauthorizedHandler(logout);
    return () => setUnauthorizedHandler(null);
  }, [logout]);

  const login = useCallback(
    async (username: string, password: string) => {
      const answer = await loginAdmin({ username, password });
      store(sessionFrom(answer));
    },
    [store],
  );

  const extend = useCallback(async () => {
    store(sessionFrom(await refreshAdminSession()));
  }, [store]);

  const value = useMemo(() => ({ session, ready, login, logout, extend }), [session, ready, login, logout, extend]);
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSessionValue {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error('useAdminSession outside AdminSessionProvider');
  return value;
}
