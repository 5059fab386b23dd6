/**
 * Slows and then refuses repeated failed logins, per username and per address: after
 * FREE_ATTEMPTS failures each further try waits longer, and after MAX_FAILURES the key is
 * locked for LOCK_MS. A success clears the username's and the address's counts.
 */
export const FREE_ATTEMPTS = 3;
export const MAX_FAILURES = 8;
export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

interface Entry {
  failures: number;
  first: number;
  lockedUntil: number;
}

export function createLoginThrottle(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const get = (key: string) => {
    const entry = entries.get(key);
    if (entry && now() - entry.first > WINDOW_MS && entry.lockedUntil < now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    /** Milliseconds to wait before answering; -1 when the key is locked. */
    delayFor(keys: string[]): number {
      let delay = 0;
      for (const key of keys) {
        const entry = get(key);
        if (!entry) continue;
        if (entry.lockedUntil > now()) return -1;
        if (entry.failures >= FREE_ATTEMPTS) delay = Math.max(delay, Math.min(2_000, 250 * 2 ** (entry.failures - FREE_ATTEMPTS)));
      }
      return delay;
    },
    fail(keys: string[]): void {
      for (const key of keys) {
        const entry = get(key) ?? { failures: 0, first: now(), lockedUntil: 0 };
        entry.failures += 1;
        if (entry.failures >= MAX_FAILURES) entry.lockedUntil = now() + LOCK_MS;
        entries.set(key, entry);
      }
    },
    succeed(keys: string[]): void {
      for (const key of keys) entries.delete(key);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
