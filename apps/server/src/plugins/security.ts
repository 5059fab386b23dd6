import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Helmet with a strict CSP: scripts only from this origin or the hashed inline scripts of the build. */
export async function registerSecurityHeaders(app: FastifyInstance, scriptHashes: string[]): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...scriptHashes],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
