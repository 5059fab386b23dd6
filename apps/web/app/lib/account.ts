import { useCallback, useEffect, useState } from 'react';
import { COACH_SESSION_DAYS, type AccessResponse } from '@ai4n/shared';
import { authToken, storedJson } from './storage';

const CHANGE_EVENT = 'account:change';

/** The signed-in paying user (email + access code), kept in the browser for 30 days. */
export interface Account {
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

const store = storedJson<Account | null>('coach-session', null);
const expired = (a: Account) => Date.now() - a.createdAt > COACH_SESSION_DAYS * 86_400_000;

/** The account signed in in this browser, or null (an expired one is signed out). */
export function readAccount(): Account | null {
  const saved = store.get();
  if (saved && !expired(saved)) return saved;
  if (saved) {
    store.set(null);
    authToken.set(null);
  }
  return null;
}

function write(next: Account | null) {
  store.set(next);
  authToken.set(next?.token ?? null);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The account, shared by every feature: the coach signs in, the gallery and school follow. */
export function useAccount() {
  const [account, setAccount] = useState<Account | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const sync = () => setAccount(readAccount());
    sync();
    setLoaded(true);
    window.addEventListener(CHANGE_EVENT, sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener(CHANGE_EVENT, sync);
      window.removeEventListener('storage', sync);
    };
  }, []);

  const signIn = useCallback((access: AccessResponse) => {
    const previous = store.get();
    write({
      token: access.token,
      email: access.email,
      userId: access.userId,
      hasPaid: access.hasPaid,
      promptsUsed: access.promptsUsed,
      sessionId: access.userId,
      createdAt: Date.now(),
      lastUsed: Date.now(),
      totalSessions: (previous?.totalSessions ?? 0) + 1,
    });
  }, []);

  const signOut = useCallback(() => write(null), []);

  return { account, loaded, signIn, signOut };
}
