import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import {
  createLoginThrottle,
  createMemoryThrottleStore,
  LOCK_MS,
  MAX_DELAY_MS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_PAIR,
  WINDOW_MS,
  type LoginSlot,
  type LoginThrottleStore,
} from './login-throttle.js';
import { createRedisThrottleStore } from './login-throttle-redis.js';
import { deleteKeysUnder, keysUnder, redisAvailable, TEST_REDIS_URL, testKeyPrefix } from './redis-test-kit.js';

const allowed = async (pending: Promise<LoginSlot>) => {
  const slot = await pending;
  if (!slot.allowed) throw new Error('refused');
  return slot;
};

/** The rules, whichever store keeps the counts. */
function behaviours(makeStore: () => LoginThrottleStore) {
  const throttleAt = (now?: () => number) => createLoginThrottle({ store: makeStore(), now });

  it('lets the first attempts through, then slows, then locks the address, then forgets', async () => {
    let time = 0;
    const throttle = throttleAt(() => time);
    const delays: number[] = [];
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++)
      delays.push((await allowed(throttle.reserve('1.1.1.1', 'admin'))).delayMs);
    expect(delays).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000]);
    expect(await throttle.reserve('1.1.1.1', 'admin')).toEqual({ allowed: false, firstRefusal: true });
    expect(await throttle.reserve('1.1.1.1', 'admin')).toEqual({ allowed: false, firstRefusal: false });
    time += LOCK_MS + 1;
    expect((await allowed(throttle.reserve('1.1.1.1', 'admin'))).delayMs).toBe(0);
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

describe('login throttle, in memory', () => behaviours(createMemoryThrottleStore));

/** A fallback that fails the test: the Redis variant must not pass by counting in memory. */
const noFallback: LoginThrottleStore = {
  reserve: () => {
    throw new Error('the Redis store fell back to memory');
  },
  // Always called: counts kept there during an outage are cleared too.
  succeeded: () => {},
};

describe.skipIf(!(await redisAvailable()))(`login throttle, in Redis (${TEST_REDIS_URL})`, () => {
  let redis: Redis;
  let other: Redis;
  const prefixes: string[] = [];
  const storeOn = (client: Redis, prefix = testKeyPrefix()) => {
    prefixes.push(prefix);
    return createRedisThrottleStore(client, { prefix, keySalt: 'test salt', fallback: noFallback });
  };
  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
    other = new Redis(TEST_REDIS_URL);
  });
  afterEach(async () => {
    for (const prefix of prefixes.splice(0)) await deleteKeysUnder(redis, prefix);
  });
  afterAll(async () => {
    await redis.quit();
    await other.quit();
  });

  behaviours(() => storeOn(redis));

  it('two servers share the counts: a burst spread across both stops at the limit', async () => {
    const prefix = testKeyPrefix();
    const servers = [
      createLoginThrottle({ store: storeOn(redis, prefix) }),
      createLoginThrottle({ store: storeOn(other, prefix) }),
    ];
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => servers[i % 2].reserve('6.6.6.6', 'admin')));
    expect(burst.filter((s) => s.allowed)).toHaveLength(MAX_FAILURES_PER_PAIR);
    expect(burst.filter((s) => !s.allowed && s.firstRefusal)).toHaveLength(1);
  });

  it('keeps no counter longer than its window and its lock, and names none by its address or username', async () => {
    const prefix = testKeyPrefix();
    const throttle = createLoginThrottle({ store: storeOn(redis, prefix) });
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) await throttle.reserve('7.7.7.7', 'secret-admin-name');
    const keys = await keysUnder(redis, prefix);
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key.slice(prefix.length)).toMatch(/^[\w-]{43}$/);
    expect(keys.join(' ')).not.toMatch(/7\.7\.7\.7|secret-admin-name|address|pair|user/);
    const ttls = await Promise.all(keys.map((key) => redis.pttl(key)));
    expect(ttls.every((ttl) => ttl > 0 && ttl <= WINDOW_MS + LOCK_MS + 1)).toBe(true);
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
      const throttle = createLoginThrottle({ store: createRedisThrottleStore(broken, { keySalt: 'test salt', log }) });
      const burst = await Promise.all(Array.from({ length: 20 }, () => throttle.reserve('8.8.8.8', 'admin')));
      expect(burst.filter((s) => s.allowed)).toHaveLength(MAX_FAILURES_PER_PAIR);
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      broken.disconnect();
    }
  });
});
