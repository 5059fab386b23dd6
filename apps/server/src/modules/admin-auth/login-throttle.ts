/**
 * Limits password guessing without letting anyone lock the administrator out.
 *
 * Refusals are per client address: MAX_FAILURES_PER_PAIR failures for one address and username,
 * or MAX_FAILURES_PER_ADDRESS for one address across usernames, lock that address for LOCK_MS.
 * The username alone is never refused (an attacker could then lock out the real administrator
 * from everywhere); once it has had more failures than one address may make, they slow its
 * sign-ins from every address, by at most MAX_DELAY_MS.
 *
 * An attempt is counted when it is reserved, synchronously and before its password is checked,
 * so a burst of concurrent guesses cannot get past the limit; a success clears its address's counts.
 */
export const FREE_ATTEMPTS = 3;
export const MAX_FAILURES_PER_PAIR = 8;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
export const MAX_DELAY_MS = 2_000;
/** Past this many tracked keys, expired ones are dropped on the next attempt. */
const PRUNE_ABOVE = 10_000;

interface Entry {
  attempts: number;
  first: number;
  lockedUntil: number;
  /** The first refusal of a lock is reported (audit, warning); the rest are not, so a flood writes nothing. */
  refusalReported: boolean;
}

export type LoginSlot =
  { allowed: true; delayMs: number; succeeded(): void } | { allowed: false; firstRefusal: boolean };

/** Wait before checking the password: none for the first attempts, then doubling up to MAX_DELAY_MS. */
export const delayAfter = (attempts: number) =>
  attempts < FREE_ATTEMPTS ? 0 : Math.min(MAX_DELAY_MS, 250 * 2 ** (attempts - FREE_ATTEMPTS));

export function createLoginThrottle(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const live = (key: string, time: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && time - entry.first > WINDOW_MS && entry.lockedUntil <= time) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    /** Counts one attempt of `username` from `address`, or refuses it; must be called before the password is checked. */
    reserve(address: string, username: string): LoginSlot {
      const time = now();
      if (entries.size > PRUNE_ABOVE) for (const key of [...entries.keys()]) live(key, time);
      const limited: Array<[string, number]> = [
        [`address:${address}`, MAX_FAILURES_PER_ADDRESS],
        [`pair:${address}\n${username}`, MAX_FAILURES_PER_PAIR],
      ];
      const locked = limited
        .map(([key]) => live(key, time))
        .filter((e): e is Entry => e !== undefined && e.lockedUntil > time);
      if (locked.length > 0) {
        const firstRefusal = locked.some((e) => !e.refusalReported);
        for (const entry of locked) entry.refusalReported = true;
        return { allowed: false, firstRefusal };
      }
      const userKey = `user:${username}`;
      let delayMs = 0;
      for (const [key, limit] of [...limited, [userKey, Number.POSITIVE_INFINITY] as [string, number]]) {
        const entry = live(key, time) ?? { attempts: 0, first: time, lockedUntil: 0, refusalReported: false };
        delayMs = Math.max(
          delayMs,
          delayAfter(key === userKey ? entry.attempts - MAX_FAILURES_PER_PAIR : entry.attempts),
        );
        entry.attempts += 1;
        if (entry.attempts >= limit) entry.lockedUntil = time + LOCK_MS;
        entries.set(key, entry);
      }
      let settled = false;
      return {
        allowed: true,
        delayMs,
        succeeded() {
          if (settled) return;
          settled = true;
          for (const [key] of limited) entries.delete(key);
          // The username keeps the failures other addresses made; only this attempt was not one.
          const user = entries.get(userKey);
          if (user) user.attempts = Math.max(0, user.attempts - 1);
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
