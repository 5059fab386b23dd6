import type { Redis } from 'ioredis';
import { REDIS_KEY_PREFIX } from '../../lib/redis.js';
import { visitorHash } from '../../lib/ids.js';
import {
  createMemoryThrottleStore,
  LOCK_MS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_PAIR,
  WINDOW_MS,
  type LoginThrottleStore,
  type Reservation,
  type ThrottleKeys,
} from './login-throttle.js';

/**
 * The memory store's rules (login-throttle.ts) in one script, so a reservation is atomic across
 * servers. KEYS: address, pair, user counters (hashes: attempts, first, lockedUntil, reported).
 * ARGV: time, address limit, pair limit, window, lock. Returns {0, firstRefusal} or {1, the three
 * counts before this attempt}. Each counter expires once its window and its lock are over.
 */
const RESERVE_LUA = `
local time = tonumber(ARGV[1])
local limits = { tonumber(ARGV[2]), tonumber(ARGV[3]) }
local window = tonumber(ARGV[4])
local lock = tonumber(ARGV[5])

local function live(key)
  local e = redis.call('HMGET', key, 'attempts', 'first', 'lockedUntil', 'reported')
  if not e[1] then return nil end
  local entry = { attempts = tonumber(e[1]), first = tonumber(e[2]), lockedUntil = tonumber(e[3]), reported = e[4] == '1' }
  if time - entry.first > window and entry.lockedUntil <= time then
    redis.call('DEL', key)
    return nil
  end
  return entry
end

local locked = {}
local firstRefusal = 0
for i = 1, 2 do
  local entry = live(KEYS[i])
  if entry and entry.lockedUntil > time then
    if not entry.reported then firstRefusal = 1 end
    table.insert(locked, KEYS[i])
  end
end
if #locked > 0 then
  for _, key in ipairs(locked) do redis.call('HSET', key, 'reported', '1') end
  return { 0, firstRefusal }
end

local before = {}
for i = 1, 3 do
  local entry = live(KEYS[i]) or { attempts = 0, first = time, lockedUntil = 0 }
  before[i] = entry.attempts
  entry.attempts = entry.attempts + 1
  if limits[i] and entry.attempts >= limits[i] then entry.lockedUntil = time + lock end
  redis.call('HSET', KEYS[i], 'attempts', entry.attempts, 'first', string.format('%d', entry.first),
    'lockedUntil', string.format('%d', entry.lockedUntil))
  redis.call('PEXPIRE', KEYS[i], string.format('%d', math.max(entry.first + window, entry.lockedUntil) - time + 1))
end
return { 1, before[1], before[2], before[3] }
`;

/** KEYS: address, pair, user. The address's counts are forgotten; the username's lose this attempt. */
const SUCCEEDED_LUA = `
redis.call('DEL', KEYS[1], KEYS[2])
local attempts = tonumber(redis.call('HGET', KEYS[3], 'attempts'))
if attempts and attempts > 0 then redis.call('HSET', KEYS[3], 'attempts', attempts - 1) end
return 1
`;

type ThrottleCommand = (address: string, pair: string, user: string, ...args: number[]) => Promise<number[]>;
const RESERVE = 'ai4nLoginReserve';
const SUCCEEDED = 'ai4nLoginSucceeded';

export interface RedisThrottleStoreOptions {
  /** Before every counter's key; `ai4n:login:` unless a test needs its own. */
  prefix?: string;
  /** Keys the hash that names each counter, so Redis holds no address and no attempted username. */
  keySalt: string;
  /** Used while Redis fails; this process's memory when absent. */
  fallback?: LoginThrottleStore;
  log?: { warn(details: object, message: string): void };
}

/**
 * Counts in Redis, shared by every server. While Redis fails, this server's own memory counts
 * instead (the rules still hold, per server, as without REDIS_URL): neither a sign-in that gets
 * past every limit nor an administrator locked out by an outage.
 */
export function createRedisThrottleStore(redis: Redis, options: RedisThrottleStoreOptions): LoginThrottleStore {
  const prefix = options.prefix ?? `${REDIS_KEY_PREFIX}login:`;
  const fallback = options.fallback ?? createMemoryThrottleStore();
  redis.defineCommand(RESERVE, { numberOfKeys: 3, lua: RESERVE_LUA });
  redis.defineCommand(SUCCEEDED, { numberOfKeys: 3, lua: SUCCEEDED_LUA });
  const commands = redis as unknown as Record<typeof RESERVE | typeof SUCCEEDED, ThrottleCommand>;
  const named = (key: string) => prefix + visitorHash(options.keySalt, `login:${key}`);
  const keysOf = (keys: ThrottleKeys) => [named(keys.address), named(keys.pair), named(keys.user)] as const;
  // Once per outage, so a flood of refused guesses writes nothing more.
  let failing = false;
  const failed = (error: unknown) => {
    if (!failing)
      options.log?.warn({ err: error }, 'admin sign-in throttle: Redis failed, counting in this server only');
    failing = true;
  };

  return {
    async reserve(keys, time): Promise<Reservation> {
      try {
        const [allowed, ...counts] = await commands[RESERVE](
          ...keysOf(keys),
          time,
          MAX_FAILURES_PER_ADDRESS,
          MAX_FAILURES_PER_PAIR,
          WINDOW_MS,
          LOCK_MS,
        );
        failing = false;
        return allowed === 1
          ? { allowed: true, before: { address: counts[0], pair: counts[1], user: counts[2] } }
          : { allowed: false, firstRefusal: counts[0] === 1 };
      } catch (error) {
        failed(error);
        return fallback.reserve(keys, time);
      }
    },
    async succeeded(keys) {
      // Counts made here during an outage belong to the same address.
      await fallback.succeeded(keys);
      try {
        await commands[SUCCEEDED](...keysOf(keys));
      } catch (error) {
        failed(error);
      }
    },
  };
}
