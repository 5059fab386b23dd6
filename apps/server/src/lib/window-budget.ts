import type { Redis } from 'ioredis';
import { visitorHash } from './ids.js';

/**
 * At most `max` takes per key in a fixed window, kept in this process's memory. Used where a
 * rate limit must count an event (a new session), not every request. Alone it suits one server;
 * with several, `createSharedWindowBudget` counts in Redis and falls back to this one.
 */
export function createWindowBudget(max: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { taken: number; endsAt: number }>();
  return {
    /** Takes one from the key's budget; false when this window's budget is spent. */
    take(key: string): boolean {
      const t = now();
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= t) {
        entry = { taken: 0, endsAt: t + windowMs };
        windows.set(key, entry);
      }
      if (entry.taken >= max) return false;
      entry.taken += 1;
      return true;
    },
    /** Forgets finished windows, so memory holds only the keys seen in the last window; returns how many. */
    prune(): number {
      const t = now();
      let removed = 0;
      for (const [key, entry] of windows) {
        if (entry.endsAt <= t) {
          windows.delete(key);
          removed += 1;
        }
      }
      return removed;
    },
    size: (): number => windows.size,
  };
}

export type WindowBudget = ReturnType<typeof createWindowBudget>;

/** A budget callers await: in memory, or shared through Redis. */
export interface Budget {
  take(key: string): boolean | Promise<boolean>;
  /** Forgets this process's finished windows (Redis expires its own). */
  prune(): number;
}

// One round trip, atomic across servers: the window starts with its first take and its key expires with it.
const TAKE_LUA = `
local taken = redis.call('INCR', KEYS[1])
if taken == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return taken
`;
const TAKE = 'ai4nWindowTake';

export interface SharedWindowBudgetOptions {
  redis: Redis;
  max: number;
  windowMs: number;
  /** Before every counter's key, e.g. `ai4n:coach-sessions:`. */
  prefix: string;
  /** Keys the hash that names each counter, so Redis holds no address (as the rate limits' keys). */
  keySalt: string;
  /** Says once per outage that this server counts alone, and once when Redis answers again. */
  log: { warn(details: object, message: string): void; info(message: string): void };
  /** For the log lines. */
  name: string;
}

/**
 * The budget shared by every server on one Redis: N servers allow `max` per window in total, not
 * N times it. While Redis is not ready or a command fails, this server's memory counts instead (as
 * the rate limits do, lib/rate-limit-store.ts): the limit holds per server and the site stays up.
 */
export function createSharedWindowBudget(options: SharedWindowBudgetOptions): Budget {
  const { redis, max, windowMs, prefix, keySalt, log, name } = options;
  const local = createWindowBudget(max, windowMs);
  if (!(TAKE in redis)) redis.defineCommand(TAKE, { numberOfKeys: 1, lua: TAKE_LUA });
  const take = (redis as unknown as Record<typeof TAKE, (key: string, windowMs: number) => Promise<number>>)[TAKE];
  let failing = false;
  const failed = (error: unknown) => {
    if (failing) return;
    failing = true;
    log.warn({ err: error }, `${name}: Redis failed, counting in this server's memory until it answers`);
  };
  return {
    async take(key) {
      if (redis.status !== 'ready') {
        failed(new Error(`Redis is ${redis.status}`));
        return local.take(key);
      }
      try {
        const taken = await take.call(redis, prefix + visitorHash(keySalt, `budget:${key}`), windowMs);
        if (failing) {
          failing = false;
          log.info(`${name}: Redis answers again, counting there`);
        }
        return taken <= max;
      } catch (error) {
        failed(error);
        return local.take(key);
      }
    },
    prune: () => local.prune(),
  };
}
