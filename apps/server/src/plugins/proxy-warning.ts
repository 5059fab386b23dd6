import type { FastifyInstance } from 'fastify';

/**
 * Behind a reverse proxy with TRUST_PROXY off, every visitor seems to come from the proxy: they share
 * one free coach analysis and one rate limit, and HTTPS is not seen. Say so once, on the first request
 * that shows a proxy (the log holds no address from it).
 */
export function warnOnUntrustedProxy(app: FastifyInstance, trustProxy: unknown): void {
  if (trustProxy) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    app.log.warn(
      'Requests carry X-Forwarded-For but TRUST_PROXY is off: client addresses and HTTPS are taken from the proxy, so all visitors share ' +
        'one free coach analysis and one rate limit. Behind a reverse proxy, set TRUST_PROXY to its address (e.g. 127.0.0.1) ' +
        'or to the number of proxies in front (e.g. 1).',
    );
  });
}
