import { useCallback, useEffect, useState } from 'react';
import type { AccessResponse } from '@ai4n/shared';
import { authToken, storedJson } from '../../../lib/storage';

export const SESSION_DAYS = 30;

/** The spec's coach session, kept in the browser beside the server's httpOnly cookie. */
export interface CoachSession {
  token: string;
  email: string;
  userId: string;
  hasPaid: boolean;
  promptsUsed: number;
  sessionId: string;
  createdAt: number;
  lastUsed: number;
  totalSessions: number;
}

const store = storedJson<CoachSession | null>('coach-session', null);
const expired = (s: CoachSession) => Date.now() - s.createdAt > SESSION_DAYS * 86_400_000;

export function useCoachSession() {
  const [session, setSession] = useState<CoachSession | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const saved = store.get();
    if (saved && !expired(saved)) {
      setSession(saved);
      authToken.set(saved.token);
    } else {
      store.set(null);
      authToken.set(null);
    }
    setLoaded(true);
  }, []);

  const signIn = useCallback((access: AccessResponse) => {
    const previous = store.get();
    const next: CoachSession = {
      token: access.token,
      email: access.email,
      userId: access.userId,
      hasPaid: access.hasPaid,
      promptsUsed: access.promptsUsed,
      sessionId: access.userId,
      createdAt: Date.now(),
      lastUsed: Date.now(),
      totalSessions: (previous?.totalSessions ?? 0) + 1,
    };
    store.set(next);
    authToken.set(next.token);
    setSession(next);
  }, []);

  const reset = useCallback(() => {
    store.set(null);
    authToken.set(null);
    setSession(null);
  }, []);

  return { session, loaded, signIn, reset };
}
