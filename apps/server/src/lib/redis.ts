import { Redis } from 'ioredis';

/** Every key this site keeps in Redis starts with it (then `rl:` rate limits, `login:` the sign-in throttle, `coach-sessions`). */
export const REDIS_KEY_PREFIX = 'ai4n:';

interface RedisLog {
  info(message: string): void;
  error(details: object, message: string): void;
}

/** The URL as it may appear in a message: without its password. */
const shown = (url: string) => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured URL';
  }
};

/** How long a start waits for Redis before it goes on without it (the connection keeps being retried). */
const START_WAIT_MS = 3_000;

/**
 * Connects to the Redis that holds the counters every server shares (REDIS_URL). A Redis that is
 * down, at start or later, never stops the site: until it answers, the rate limits and the admin
 * sign-in throttle count in this server's memory (lib/rate-limiters.ts: each limiter's insurance),
 * the outage is logged once, and the connection is retried in the background.
 */
export async function connectRedis(url: string, log?: RedisLog): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    // While Redis is away, commands fail at once instead of waiting in a queue: a request must not
    // hang on a counter (their users count in memory instead), and one slow answer is cut short.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log?.error(
      { err: error },
      `Redis is unreachable at ${shown(url)}: rate limits and the admin sign-in throttle count in this server's memory ` +
        'until it answers again (retrying)',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info('Redis is reachable again: rate limits and the admin sign-in throttle are shared again');
  });
  // The first attempt is awaited (briefly), so a Redis that is up is used from the first request.
  const settled = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, START_WAIT_MS);
    const done = () => (clearTimeout(timer), resolve());
    redis.once('ready', done);
    redis.once('error', done);
  });
  redis.connect().catch(() => {}); // reported by the 'error' event above
  await settled;
  return redis;
}

/** Ends the connection after the commands already sent; a connection that is already gone is just dropped. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  await redis.quit().catch(() => redis.disconnect());
}
