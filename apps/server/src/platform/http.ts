import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { SCHEMA_TABLES, type Database } from '../db/client.js';
import { clientKey } from '../lib/client-key.js';
import { visitorHash } from '../lib/ids.js';
import { createLimiters, rateLimitStore, type Limiters } from '../lib/rate-limiters.js';
import { closeRedis, connectRedis } from '../lib/redis.js';
import { registerErrorHandling } from '../plugins/errors.js';
import { registerHttpCache } from '../plugins/http-cache.js';
import { registerJsonBody } from '../plugins/json-body.js';
import { registerMetrics, type AppMetrics } from '../plugins/metrics.js';
import { registerRequestIds } from '../plugins/metrics-request-id.js';
import { rejectNulText } from '../plugins/nul-text.js';
import { compressOptions, registerResponseCache } from '../plugins/response-cache.js';
import { registerHsts, registerSecurityHeaders } from '../plugins/security.js';
import type { WebApp } from '../plugins/web-app.js';

/**
 * The request pipeline every route goes through, in its order: errors, request ids, HSTS, the
 * JSON body checks, the response cache, metrics, security headers, compression, HTTP caching,
 * Redis with the rate limits, and the API docs. Decorates `app.redis`; returns the metrics and the
 * rate limiters (lib/rate-limiters.ts) every per-address budget counts with.
 */
export async function registerHttp(
  app: FastifyInstance,
  options: {
    config: Config;
    database: Database;
    addressSalt: string;
    web: WebApp | null;
    redisKeyPrefix: string;
  },
): Promise<{ metrics: AppMetrics; limiters: Limiters }> {
  const { config, database, addressSalt, web } = options;
  registerErrorHandling(app);
  // Before the response cache: its hits carry the request id too.
  registerRequestIds(app);
  registerHsts(app);
  registerJsonBody(app);
  rejectNulText(app);

  // Before helmet and compress: hits skip their hooks, and answers are kept before compression.
  registerResponseCache(app, {
    changes: database.changes,
    maxMegabytes: config.RESPONSE_CACHE_MB,
    knownTables: SCHEMA_TABLES,
  });
  const metrics = await registerMetrics(app, { token: config.METRICS_TOKEN, database });
  await registerSecurityHeaders(
    app,
    web?.hashes ?? { scripts: [], styles: [] },
    Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY),
  );
  await app.register(compress, compressOptions);
  await registerHttpCache(app);
  // The counters every server shares (rate limits, admin sign-in throttle); without REDIS_URL, this process's memory.
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : null;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', async () => closeRedis(redis));
  // While Redis is unreachable, each server counts in its own memory: the limits hold, the site stays up.
  const limiters = createLimiters({ redis, prefix: options.redisKeyPrefix, log: app.log });
  // Keyed on the client's address key (lib/client-key.ts), hashed: Redis holds no address.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => visitorHash(addressSalt, `rl:${clientKey(request)}`),
    store: rateLimitStore(limiters),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.SITE_NAME} API`, version: '1.0.0' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles at run time; allowed on its own pages only.
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });
  return { metrics, limiters };
}
