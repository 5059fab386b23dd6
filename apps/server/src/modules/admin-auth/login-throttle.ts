/**
 * Limits password guessing without letting anyone lock the administrator out.
 *
 * Refusals are per client address: MAX_FAILURES_PER_PAIR failures for one address and username,
 * or MAX_FAILURES_PER_ADDRESS for one address across usernames, lock that address for LOCK_MS.
 * The username alone is never refused (an attacker could then lock out the real administrator
 * from everywhere); once it has had more failures than one address may make, they slow its
 * sign-ins from every address, by at most MAX_DELAY_MS.
 *
 * An attempt is counted when it is reserved, atomically and before its password is checked, so a
 * burst of concurrent guesses cannot get past the limit; a success clears its address's counts.
 * The counts live in a store: this process's memory (below), or Redis, shared by every server
 * (login-throttle-redis.ts), which applies the same rules in one script per reservation.
 */
export const FREE_ATTEMPTS = 3;
export const MAX_FAILURES_PER_PAIR = 8;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
export const MAX_DELAY_MS = 2_000;
/** Past this many tracked keys, expired ones are dropped on the next attempt. */
const PRUNE_ABOVE = 10_000;

/** The counters one attempt touches: its address, its address and username, its username. */
export interface ThrottleKeys {
  address: string;
  pair: string;
  user: string;
}

/** A refusal, or how many attempts each counter had before this one (which is now counted). */
export type Reservation =
  | { allowed: true; before: { address: number; pair: number; user: number } }
  | { allowed: false; firstRefusal: boolean };

export interface LoginThrottleStore {
  /**
   * Refuses the attempt while its address or pair is locked; otherwise counts it on all three
   * counters and locks those that reach their limit. Atomic: no other reservation interleaves.
   */
  reserve(keys: ThrottleKeys, time: number): Reservation | Promise<Reservation>;
  /** After a success: the address's counts are forgotten, the username's lose this attempt. */
  succeeded(keys: ThrottleKeys): void | Promise<void>;
}

export type LoginSlot =
  { allowed: true; delayMs: number; succeeded(): Promise<void> } | { allowed: false; firstRefusal: boolean };

/** Wait before checking the password: none for the first attempts, then doubling up to MAX_DELAY_MS. */
export const delayAfter = (attempts: number) =>
  attempts < FREE_ATTEMPTS ? 0 : Math.min(MAX_DELAY_MS, 250 * 2 ** (attempts - FREE_ATTEMPTS));

export interface LoginThrottleOptions {
  /** Where the counts live; this process's memory when absent. */
  store?: LoginThrottleStore;
  now?: () => number;
}

export function createLoginThrottle({
  store = createMemoryThrottleStore(),
  now = Date.now,
}: LoginThrottleOptions = {}) {
  return {
    /** Counts one attempt of `username` from `address`, or refuses it; must be called before the password is checked. */
    async reserve(address: string, username: string): Promise<LoginSlot> {
      const keys: ThrottleKeys = {
        address: `address:${address}`,
        pair: `pair:${address}\n${username}`,
        user: `user:${username}`,
      };
      // The memory store counts synchronously, before this function first yields.
      const reservation = await store.reserve(keys, now());
      if (!reservation.allowed) return reservation;
      const { before } = reservation;
      let settled = false;
      return {
        allowed: true,
        delayMs: Math.max(
          delayAfter(before.address),
          delayAfter(before.pair),
          delayAfter(before.user - MAX_FAILURES_PER_PAIR),
        ),
        async succeeded() {
          if (settled) return;
          settled = true;
          await store.succeeded(keys);
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

interface Entry {
  attempts: number;
  first: number;
  lockedUntil: number;
  /** The first refusal of a lock is reported (audit, warning); the rest are not, so a flood writes nothing. */
  refusalReported: boolean;
}

/** The counts of this process only: what every server uses without REDIS_URL. */
export function createMemoryThrottleStore(): LoginThrottleStore {
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
    reserve(keys, time) {
      if (entries.size > PRUNE_ABOVE) for (const key of [...entries.keys()]) live(key, time);
      const limited: Array<[string, number]> = [
        [keys.address, MAX_FAILURES_PER_ADDRESS],
        [keys.pair, MAX_FAILURES_PER_PAIR],
      ];
      const locked = limited
        .map(([key]) => live(key, time))
        .filter((e): e is Entry => e !== undefined && e.lockedUntil > time);
      if (locked.length > 0) {
        const firstRefusal = locked.some((e) => !e.refusalReported);
        for (const entry of locked) entry.refusalReported = true;
        return { allowed: false, firstRefusal };
      }
      const count = ([key, limit]: [string, number]) => {
        const entry = live(key, time) ?? { attempts: 0, first: time, lockedUntil: 0, refusalReported: false };
        const before = entry.attempts;
        entry.attempts += 1;
        if (entry.attempts >= limit) entry.lockedUntil = time + LOCK_MS;
        entries.set(key, entry);
        return before;
      };
      return {
        allowed: true,
        before: {
          address: count(limited[0]),
          pair: count(limited[1]),
          user: count([keys.user, Number.POSITIVE_INFINITY]),
        },
      };
    },
    succeeded(keys) {
      entries.delete(keys.address);
      entries.delete(keys.pair);
      // The username keeps the failures other addresses made; only this attempt was not one.
      const user = entries.get(keys.user);
      if (user) user.attempts = Math.max(0, user.attempts - 1);
    },
  };
}
