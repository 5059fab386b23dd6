import type { Account } from '../app/lib/account';
import { authToken, storedJson } from '../app/lib/storage';

/** This browser signed in as `userId`, stored as the coach's sign-in stores it (lib/account.ts). */
export function signInBrowser(userId: string, token = 'token'): Account {
  const now = Date.now();
  const account: Account = {
    token,
    email: 'learner@example.com',
    userId,
    hasPaid: true,
    promptsUsed: 0,
    sessionId: userId,
    createdAt: now,
    lastUsed: now,
    totalSessions: 1,
  };
  storedJson<Account | null>('coach-session', null).set(account);
  authToken.set(token);
  return account;
}
