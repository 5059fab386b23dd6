import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type * as Flexible from 'rate-limiter-flexible';
import { REDIS_KEY_PREFIX } from './redis.js';

// rate-limiter-flexible's index loads every store it has (Mongo, Prisma, etcd, …): about 25 ms of
// start-up. The two stores used here, and its result class, load in about 3 ms.
const require = createRequire(import.meta.url);
const RateLimiterMemory =
  require('rate-limiter-flexible/lib/RateLimiterMemory.js') as typeof Flexible.RateLimiterMemory;
const RateLimiterRes = require('rate-limiter-flexible/lib/RateLimiterRes.js') as typeof Flexible.RateLimiterRes;
const loadRedisLimiter = () =>
  require('rate-limiter-flexible/lib/RateLimiterRedis.js') as typeof Flexible.RateLimiterRedis;

export type Limiter = Flexible.RateLimiterAbstract;
export type LimiterOptions = Omit<Flexible.IRateLimiterOptions, 'insuranceLimiter'> & { keyPrefix: string };
/** A limiter for one kind of count; `name` says which in the fall-back warning. */
export type Limiters = (name: string, options: LimiterOptions) => Limiter;

/** This process's memory standing in for Redis: the methods used here say so when they count. */
class Insurance extends RateLimiterMemory {
  constructor(
    options: LimiterOptions,
    private readonly used: () => void,
  ) {
    super(options);
  }
  override consume(...args: Parameters<Limiter['consume']>) {
    this.used();
    return super.consume(...args);
  }
  override reward(...args: Parameters<Limiter['reward']>) {
    this.used();
    return super.reward(...args);
  }
  override delete(...args: Parameters<Limiter['delete']>) {
    this.used();
    return super.delete(...args);
  }
}

export interface LimitersOptions {
  /** REDIS_URL's connection: counts shared by every server. Absent, this process's memory counts. */
  redis?: Redis | null;
  /** Before every key in Redis (`ai4n:` unless a test needs its own). */
  prefix?: string;
  log?: { warn(details: object, message: string): void };
}

/**
 * Every per-address count (the rate limits, the admin sign-in throttle, the coach-session budget)
 * is a rate-limiter-flexible limiter made here: in Redis when REDIS_URL is set, with this process's
 * memory as its insurance while Redis is not ready or a command fails, so a limit holds per server
 * and the site stays up. Each kind of count warns once per outage that it fell back.
 */
export function createLimiters({ redis, prefix = REDIS_KEY_PREFIX, log }: LimitersOptions = {}): Limiters {
  if (!redis) return (_name, options) => new RateLimiterMemory(options);
  const RateLimiterRedis = loadRedisLimiter();
  const warned = new Set<string>();
  redis.on('ready', () => warned.clear());
  const fellBack = (name: string) => {
    if (warned.has(name)) return;
    warned.add(name);
    log?.warn({ redis: redis.status }, `${name}: Redis failed, counting in this server's memory until it answers`);
  };
  return (name, options) =>
    new RateLimiterRedis({
      ...options,
      keyPrefix: prefix + options.keyPrefix,
      storeClient: redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new Insurance(options, () => fellBack(name)),
    });
}

/** The count after consuming `points` of `key`, whether or not it went over the limit. */
export const counted = (limiter: Limiter, key: string, points = 1): Promise<Flexible.RateLimiterRes> =>
  limiter.consume(key, points).catch((refused: unknown) => {
    if (refused instanceof RateLimiterRes) return refused;
    throw refused;
  });

/** Takes one from the key's budget; false when this window's budget is spent. */
export const take = async (limiter: Limiter, key: string): Promise<boolean> =>
  (await counted(limiter, key)).consumedPoints <= limiter.points;

/**
 * @fastify/rate-limit's store: its routes' `config.rateLimit` (limit, window, 429 answer,
 * Retry-After and the other headers) stay the plugin's; the counting is a limiter per route.
 */
export function rateLimitStore(limiters: Limiters): FastifyRateLimitStoreCtor {
  const store = (keyPrefix: string) => {
    const byWindow = new Map<number, Limiter>();
    return {
      incr(
        key: string,
        done: (error: Error | null, result?: { current: number; ttl: number }) => void,
        timeWindow: number,
        max: number,
      ) {
        let limiter = byWindow.get(timeWindow);
        if (!limiter) {
          limiter = limiters('rate limits', { keyPrefix, points: max, duration: timeWindow / 1000 });
          byWindow.set(timeWindow, limiter);
        }
        counted(limiter, key).then(
          (res) => done(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
          (error: Error) => done(error),
        );
      },
      child: (route: { routeInfo: { method: string; url: string } }) =>
        store(`${keyPrefix}${route.routeInfo.method}${route.routeInfo.url}`),
    };
  };
  // The plugin constructs it (`new Store(globalParams)`); a constructor may return an object.
  return function Store() {
    return store('rl:');
  } as unknown as FastifyRateLimitStoreCtor;
}
