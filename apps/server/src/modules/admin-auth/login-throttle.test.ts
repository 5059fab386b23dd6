import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { visitorHash } from '../../lib/ids.js';
import { createLimiters, type Limiters } from '../../lib/rate-limiters.js';
import {
  createLoginThrottle,
  LOCK_MS,
  MAX_DELAY_MS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_PAIR,
  WINDOW_MS,
  type LoginSlot,
} from './login-throttle.js';
import { deleteKeysUnder, keysUnder, redisAvailable, TEST_REDIS_URL, testKeyPrefix } from './redis-test-kit.js';

const hashKey = (key: string) => visitorHash('test salt', key);
const allowed = async (pending: Promise<LoginSlot>) => {
  const slot = await pending;
  if (!slot.allowed) throw new Error('refused');
  return slot;
};

/** The rules, whichever store keeps the counts. */
function behaviours(makeLimiters: () => Limiters) {
  const throttleAt = () => createLoginThrottle({ limiters: makeLimiters(), hashKey });

  it('lets the first attempts through, then slows, then locks the address', async () => {
    const throttle = throttleAt();
    const delays: number[] = [];
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++)
      delays.push((await allowed(throttle.reserve('1.1.1.1', 'admin'))).delayMs);
    expect(delays).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000]);
    expect(await throttle.reserve('1.1.1.1', 'admin')).toEqual({ allowed: false, firstRefusal: true });
    expect(await throttle.reserve('1.1.1.1', 'admin')).toEqual({ allowed: false, firstRefusal: false });
    // The lock is the address's: the same username from elsewhere is not refused.
    expect((await allowed(throttle.reserve('1.1.1.2', 'admin'))).delayMs).toBe(0);
  });

  it('counts reservations before any result, so a burst stops at the limit', async () => {
    const throttle = throttleAt();
    const burst = await Promise.all(Array.from({ length: 50 }, () => throttle.reserve('2.2.2.2', 'admin')));
    expect(burst.filter((s) => s.allowed)).toHaveLength(MAX_FAILURES_PER_PAIR);
  });

  it('never refuses the username from a clean address, however many addresses failed; it only slows it', async () => {
    const throttle = throttleAt();
    for (let a = 0; a < 30; a++)
      for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) await throttle.reserve(`10.0.0.${a}`, 'admin');
    const clean = await allowed(throttle.reserve('10.1.0.1', 'admin'));
    expect(clean.delayMs).toBe(MAX_DELAY_MS);
  });

  it('locks one address across usernames', async () => {
    const throttle = throttleAt();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) await allowed(throttle.reserve('3.3.3.3', `user${i}`));
    expect((await throttle.reserve('3.3.3.3', 'someone-new')).allowed).toBe(false);
    expect((await throttle.reserve('3.3.3.4', 'someone-new')).allowed).toBe(true);
  });

  it("a success clears its address's counts", async () => {
    const throttle = throttleAt();
    for (let i = 0; i < MAX_FAILURES_PER_PAIR - 1; i++) await throttle.reserve('4.4.4.4', 'admin');
    await (await allowed(throttle.reserve('4.4.4.4', 'admin'))).succeeded();
    expect((await allowed(throttle.reserve('4.4.4.4', 'admin'))).delayMs).toBe(0);
  });

  it('a success takes only its own attempt off the username', async () => {
    const throttle = throttleAt();
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) await throttle.reserve('5.5.5.1', 'admin');
    for (let i = 0; i < 3; i++) await throttle.reserve('5.5.5.2', 'admin');
    // 11 failures: the username's 3rd beyond one address's limit, from any address.
    expect((await allowed(throttle.reserve('5.5.5.3', 'admin'))).delayMs).toBe(250);
    await (await allowed(throttle.reserve('5.5.5.4', 'admin'))).succeeded();
    // The first of the two attempts failed, the second did not: 12 failures, one more wait.
    expect((await allowed(throttle.reserve('5.5.5.5', 'admin'))).delayMs).toBe(500);
  });
}

describe('login throttle, in memory', () => {
  behaviours(() => createLimiters());

  it('a lock lasts LOCK_MS from its first refusal, then the address starts afresh', async () => {
    vi.useFakeTimers();
    try {
      const throttle = createLoginThrottle();
      for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) await allowed(throttle.reserve('1.1.1.1', 'admin'));
      vi.advanceTimersByTime(60_000);
      expect(await throttle.reserve('1.1.1.1', 'admin')).toEqual({ allowed: false, firstRefusal: true });
      vi.advanceTimersByTime(LOCK_MS - 1_000);
      expect(await throttle.reserve('1.1.1.1', 'admin')).toEqual({ allowed: false, firstRefusal: false });
      vi.advanceTimersByTime(1_000);
      expect((await allowed(throttle.reserve('1.1.1.1', 'admin'))).delayMs).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the window ends WINDOW_MS after its first attempt', async () => {
    vi.useFakeTimers();
    try {
      const throttle = createLoginThrottle();
      for (let i = 0; i < MAX_FAILURES_PER_PAIR - 1; i++) await allowed(throttle.reserve('1.1.1.3', 'admin'));
      vi.advanceTimersByTime(WINDOW_MS);
      expect((await allowed(throttle.reserve('1.1.1.3', 'admin'))).delayMs).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.skipIf(!(await redisAvailable()))(`login throttle, in Redis (${TEST_REDIS_URL})`, () => {
  let redis: Redis;
  let other: Redis;
  const prefixes: string[] = [];
  // The Redis variant must not pass by counting in memory: a fall-back would warn.
  const log = { warn: vi.fn() };
  const limitersOn = (client: Redis, prefix = testKeyPrefix()) => {
    prefixes.push(prefix);
    return createLimiters({ redis: client, prefix, log });
  };
  beforeAll(async () => {
    // Ready before the first count: until then, the limiters count in memory.
    [redis, other] = [
      new Redis(TEST_REDIS_URL, { lazyConnect: true }),
      new Redis(TEST_REDIS_URL, { lazyConnect: true }),
    ];
    await Promise.all([redis.connect(), other.connect()]);
  });
  afterEach(async () => {
    expect(log.warn).not.toHaveBeenCalled();
    for (const prefix of prefixes.splice(0)) await deleteKeysUnder(redis, prefix);
  });
  afterAll(async () => {
    await redis.quit();
    await other.quit();
  });

  behaviours(() => limitersOn(redis));

  it('two servers share the counts: a burst spread across both stops at the limit', async () => {
    const prefix = testKeyPrefix();
    const servers = [
      createLoginThrottle({ limiters: limitersOn(redis, prefix), hashKey }),
      createLoginThrottle({ limiters: limitersOn(other, prefix), hashKey }),
    ];
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => servers[i % 2].reserve('6.6.6.6', 'admin')));
    expect(burst.filter((s) => s.allowed)).toHaveLength(MAX_FAILURES_PER_PAIR);
    expect(burst.filter((s) => !s.allowed && s.firstRefusal)).toHaveLength(1);
  });

  it('keeps no counter longer than its window or its lock, and names none by its address or username', async () => {
    const prefix = testKeyPrefix();
    const throttle = createLoginThrottle({ limiters: limitersOn(redis, prefix), hashKey });
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) await throttle.reserve('7.7.7.7', 'secret-admin-name');
    const keys = await keysUnder(redis, prefix);
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key.split(':').at(-1)).toMatch(/^[\w-]{43}$/);
    expect(keys.join(' ')).not.toMatch(/7\.7\.7\.7|secret-admin-name/);
    const ttls = await Promise.all(keys.map((key) => redis.pttl(key)));
    expect(ttls.every((ttl) => ttl > 0 && ttl <= WINDOW_MS)).toBe(true);
    // The first refusal locks the address and username for LOCK_MS from then.
    expect(await throttle.reserve('7.7.7.7', 'secret-admin-name')).toEqual({ allowed: false, firstRefusal: true });
    const [pair] = await keysUnder(redis, `${prefix}login:pair`);
    expect(await redis.pttl(pair)).toBeGreaterThan(LOCK_MS - 5_000);
  });
});

describe('login throttle, in Redis while Redis fails', () => {
  it("counts in this server's memory, by the same rules, and warns once", async () => {
    const broken = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    broken.on('error', () => {});
    const log = { warn: vi.fn() };
    try {
      const throttle = createLoginThrottle({ limiters: createLimiters({ redis: broken, log }), hashKey });
      const burst = await Promise.all(Array.from({ length: 20 }, () => throttle.reserve('8.8.8.8', 'admin')));
      expect(burst.filter((s) => s.allowed)).toHaveLength(MAX_FAILURES_PER_PAIR);
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      broken.disconnect();
    }
  });
});
