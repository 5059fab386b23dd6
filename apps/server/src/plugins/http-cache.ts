import type { FastifyInstance } from 'fastify';
import etag from '@fastify/etag';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Seconds a public GET may be cached by browsers and proxies. */
    publicCacheSeconds?: number;
  }
}

/** ETag on every response; short public caching for the reads that opt in. */
export async function registerHttpCache(app: FastifyInstance): Promise<void> {
  await app.register(etag);
  app.addHook('onSend', async (request, reply, payload) => {
    const seconds = request.routeOptions.config.publicCacheSeconds;
    if (request.headers.authorization && request.url.startsWith('/api/')) {
      // Answers to signed-in calls (an admin's full list) are never shared caches' business.
      reply.header('cache-control', 'private, no-store');
    } else if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      seconds &&
      (reply.statusCode < 300 || reply.statusCode === 304) &&
      !reply.hasHeader('cache-control')
    ) {
      // A HEAD and a 304 carry the caching of the GET they stand for (a 304 refreshes a cached copy's lifetime).
      reply.header('cache-control', `public, max-age=${seconds}`);
    } else if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/** Route config for public reads that browsers and proxies may cache briefly. */
export const PUBLIC_READ = { publicCacheSeconds: 60 };
