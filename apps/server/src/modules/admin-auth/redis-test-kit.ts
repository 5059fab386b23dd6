import crypto from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';

/** The tests' Redis: REDIS_URL from the environment, or the local default. */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Whether the tests' Redis answers. When it does not, the Redis tests are skipped with a warning
 * that says why, unless REQUIRE_REDIS=true (CI, where Redis runs): then the test file fails.
 */
export async function redisAvailable(): Promise<boolean> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, retryStrategy: () => null, connectTimeout: 2_000 });
  let failure: Error | undefined;
  redis.on('error', (error: Error) => (failure ??= error));
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch (error) {
    const message = `Redis at ${TEST_REDIS_URL} is unreachable (${(failure ?? (error as Error)).message})`;
    if (process.env.REQUIRE_REDIS === 'true') throw new Error(`${message}, and REQUIRE_REDIS=true requires it`);
    console.warn(`${message}: its tests are skipped. Set REQUIRE_REDIS=true to make this a failure.`);
    return false;
  } finally {
    redis.disconnect();
  }
}

/** A key prefix no other test uses. */
export const testKeyPrefix = () => `ai4n-test:${crypto.randomBytes(6).toString('hex')}:`;

/** The keys under `prefix`. */
export async function keysUnder(redis: Redis, prefix: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    found.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

/** Deletes the keys under `prefix`. */
export async function deleteKeysUnder(redis: Redis, prefix: string): Promise<void> {
  const keys = await keysUnder(redis, prefix);
  if (keys.length > 0) await redis.del(...keys);
}

/** A TCP relay to the tests' Redis that a test can cut and restore, as an outage would. */
export async function createRedisRelay() {
  const target = new URL(TEST_REDIS_URL);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  };
  await open();
  return {
    url: () => Object.assign(new URL(TEST_REDIS_URL), { hostname: '127.0.0.1', port: String(port) }).toString(),
    /** Drops every connection and refuses new ones. */
    async cut() {
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: open,
  };
}
