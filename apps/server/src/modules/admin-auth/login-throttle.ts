import { counted, createLimiters, type Limiters } from '../../lib/rate-limiters.js';

/**
 * Limits password guessing without letting anyone lock the administrator out.
 *
 * Refusals are per client address: more than MAX_FAILURES_PER_PAIR attempts in WINDOW_MS for one
 * address and username, or more than MAX_FAILURES_PER_ADDRESS for one address across usernames,
 * lock that address for LOCK_MS from the first refusal. The username alone is never refused (an
 * attacker could then lock out the real administrator from everywhere); once it has had more
 * failures than one address may make, they slow its sign-ins from every address, by at most
 * MAX_DELAY_MS.
 *
 * An attempt is counted when it is reserved, atomically and before its password is checked, so a
 * burst of concurrent guesses cannot get past the limit; a success clears its address's counts.
 * The counts are rate-limiter-flexible limiters (lib/rate-limiters.ts): in Redis, shared by every
 * server, when REDIS_URL is set, else (and while Redis is down) in this process's memory.
 */
export const FREE_ATTEMPTS = 3;
export const MAX_FAILURES_PER_PAIR = 8;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
export const MAX_DELAY_MS = 2_000;

export type LoginSlot =
  { allowed: true; delayMs: number; succeeded(): Promise<void> } | { allowed: false; firstRefusal: boolean };

/** Wait before checking the password: none for the first attempts, then doubling up to MAX_DELAY_MS. */
export const delayAfter = (attempts: number) =>
  attempts < FREE_ATTEMPTS ? 0 : Math.min(MAX_DELAY_MS, 250 * 2 ** (attempts - FREE_ATTEMPTS));

export interface LoginThrottleOptions {
  /** Where the counts live; this process's memory when absent. */
  limiters?: Limiters;
  /** Names each counter in the store (a keyed hash: Redis then holds no address and no username). */
  hashKey?: (key: string) => string;
}

export function createLoginThrottle({
  limiters = createLimiters(),
  hashKey = (key) => key,
}: LoginThrottleOptions = {}) {
  const limiter = (keyPrefix: string, points: number, blockDuration = LOCK_MS / 1000) =>
    limiters('admin sign-in throttle', { keyPrefix, points, duration: WINDOW_MS / 1000, blockDuration });
  const byAddress = limiter('login:address', MAX_FAILURES_PER_ADDRESS);
  const byPair = limiter('login:pair', MAX_FAILURES_PER_PAIR);
  // Never refused, never locked: it only sets the wait.
  const byUser = limiter('login:user', Number.MAX_SAFE_INTEGER, 0);

  return {
    /** Counts one attempt of `username` from `address`, or refuses it; must be called before the password is checked. */
    async reserve(address: string, username: string): Promise<LoginSlot> {
      const addressKey = hashKey(`address:${address}`);
      const pairKey = hashKey(`pair:${address}\n${username}`);
      const [onAddress, onPair] = await Promise.all([counted(byAddress, addressKey), counted(byPair, pairKey)]);
      const over = Math.max(
        onAddress.consumedPoints - MAX_FAILURES_PER_ADDRESS,
        onPair.consumedPoints - MAX_FAILURES_PER_PAIR,
      );
      // The attempt that sets a lock is its first refusal, reported (audit, warning); the rest of
      // the lock's refusals are not, so a flood writes nothing. A refusal is not the username's failure.
      if (over > 0) return { allowed: false, firstRefusal: over === 1 };
      const userKey = hashKey(`user:${username}`);
      const onUser = await counted(byUser, userKey);
      let settled = false;
      return {
        allowed: true,
        delayMs: Math.max(
          delayAfter(onAddress.consumedPoints - 1),
          delayAfter(onPair.consumedPoints - 1),
          delayAfter(onUser.consumedPoints - 1 - MAX_FAILURES_PER_PAIR),
        ),
        /** The address's counts are forgotten; the username's lose this attempt (it was not a failure). */
        async succeeded() {
          if (settled) return;
          settled = true;
          await Promise.all([byAddress.delete(addressKey), byPair.delete(pairKey), byUser.reward(userKey)]);
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
