import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** @fastify/rate-limit's own stores (the package exports no types for them). */
interface Store {
  incr(key: string, done: Counted, timeWindow: number, max: number): void;
  read(key: string, done: Counted, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

export interface FallbackStoreOptions {
  redis: Redis;
  /** Before every counter's key in Redis. */
  nameSpace: string;
  log: { warn(details: object, message: string): void; info(message: string): void };
}

/**
 * Counts in Redis, shared by every server; while Redis is not ready or a command fails, in this
 * server's memory instead, so a limit is never skipped (the plugin's skipOnError would skip it).
 * The switch is logged once per outage, and once back.
 */
export function createFallbackStore({ redis, nameSpace, log }: FallbackStoreOptions): FastifyRateLimitStoreCtor {
  let failing = false;
  const failed = (error: unknown) => {
    if (failing) return;
    failing = true;
    log.warn({ err: error }, "rate limits: Redis failed, counting in this server's memory until it answers");
  };
  const answered = () => {
    if (!failing) return;
    failing = false;
    log.info('rate limits: Redis answers again, counting there');
  };

  const fallingBack = (shared: Store, local: Store): Store => {
    const run =
      (method: 'incr' | 'read') =>
      (key: string, done: Counted, timeWindow: number, max: number): void => {
        if (redis.status !== 'ready') {
          failed(new Error(`Redis is ${redis.status}`));
          return local[method](key, done, timeWindow, max);
        }
        shared[method](
          key,
          (error, result) => {
            if (!error) return (answered(), done(null, result));
            failed(error);
            local[method](key, done, timeWindow, max);
          },
          timeWindow,
          max,
        );
      };
    return {
      incr: run('incr'),
      read: run('read'),
      child: (routeOptions) => fallingBack(shared.child(routeOptions), local.child(routeOptions)),
    };
  };

  // The plugin constructs it with its settings (`new Store(globalParams)`).
  return function FallbackStore(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    const continueExceeding = options.continueExceeding ?? false;
    const exponentialBackoff = options.exponentialBackoff ?? false;
    return fallingBack(
      new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
      new LocalStore(continueExceeding, exponentialBackoff),
    ) as FastifyRateLimitStore;
  } as unknown as FastifyRateLimitStoreCtor;
}
