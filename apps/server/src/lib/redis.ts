import { Redis } from 'ioredis';

/** Every key this site keeps in Redis starts with it (then `rl:` rate limits, `login:` the sign-in throttle). */
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

/**
 * Connects to the Redis that holds the counters every server shares (REDIS_URL) and checks that it
 * answers; an unreachable or refused one stops the start with a message that names REDIS_URL.
 */
export async function connectRedis(url: string, log?: RedisLog): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    // While Redis is away, commands fail at once instead of waiting in a queue: a request must not
    // hang on a counter (their users decide what an error means), and one slow answer is cut short.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let starting = true;
  let startError: Error | undefined;
  let down = false;
  redis.on('error', (error: Error) => {
    if (starting) startError ??= error;
    else if (!down) {
      down = true;
      log?.error(
        { err: error },
        'Redis is unreachable: rate limits are not applied and the admin sign-in throttle counts per server until it is back',
      );
    }
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info('Redis is reachable again: rate limits and the admin sign-in throttle are shared again');
  });

  try {
    await redis.connect();
    await redis.ping();
    // A refused SELECT (a database number the server lacks) is reported as an event, not by connect().
    if (startError) throw startError;
  } catch (error) {
    redis.disconnect();
    const cause: unknown = startError ?? error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`REDIS_URL: cannot use the Redis at ${shown(url)} (${reason})`, { cause });
  }
  starting = false;
  return redis;
}

/** Ends the connection after the commands already sent; a connection that is already gone is just dropped. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  await redis.quit().catch(() => redis.disconnect());
}
