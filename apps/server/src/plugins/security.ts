import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Stripe's card Elements, allowed only when Stripe is configured (its script loads from js.stripe.com). */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Helmet's default Strict-Transport-Security: a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Strict-Transport-Security only on answers to HTTPS requests (request.protocol honours
 * TRUST_PROXY's X-Forwarded-Proto): over plain HTTP a browser ignores it, and it told every probe
 * the site meant HTTPS. Set on the raw response before the response cache, so a cached answer
 * (stored without it) gets it per request too; call before registerResponseCache.
 */
export function registerHsts(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    done();
  });
}

/** Helmet with a strict CSP: scripts only from this origin or the hashed inline scripts of the build. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  inline: { scripts: string[]; styles: string[] },
  allowStripe = false,
): Promise<void> {
  const stripe = allowStripe ? STRIPE_SOURCES : { script: [], frame: [], connect: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...inline.scripts, ...stripe.script],
        'frame-src': ["'self'", ...stripe.frame],
        'style-src': ["'self'", ...inline.styles],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...stripe.connect],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // registerHsts sends it, on HTTPS only.
    strictTransportSecurity: false,
  });
}
