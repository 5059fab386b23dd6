import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/test-app.js';
import { loadConfig, testPaymentsOn } from '../../config.js';

/**
 * Issue 27: test-mode payments switched on by themselves whenever no Stripe key was set, which a
 * production deployment might not notice. In production they now need PAYMENTS_TEST_MODE=true.
 */
describe('when test-mode payments are on', () => {
  it('only without Stripe, and in production only when PAYMENTS_TEST_MODE=true', () => {
    const on = (env: Record<string, string>) => testPaymentsOn(loadConfig(env));
    expect(on({ NODE_ENV: 'production' })).toBe(false);
    expect(on({})).toBe(false);
    expect(on({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' })).toBe(true);
    expect(on({ NODE_ENV: 'development' })).toBe(true);
    expect(on({ NODE_ENV: 'test', PAYMENTS_TEST_MODE: 'false' })).toBe(false);
    expect(on({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', STRIPE_SECRET_KEY: 'sk_test_1' })).toBe(false);
    expect(() => loadConfig({ PAYMENTS_TEST_MODE: 'yes' })).toThrow(/PAYMENTS_TEST_MODE/);
  });
});

describe('a production server without Stripe keys or test mode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp({ config: loadConfig({ NODE_ENV: 'production' }) }));
  });
  afterAll(async () => app.close());
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

  it('answers every payment endpoint with a clear 503 and takes no test card', async () => {
    for (const url of ['/api/payments/create-payment-intent', '/api/users/payment-intent']) {
      const res = await post(url, { email: 'buyer@example.com' });
      expect(res.statusCode, url).toBe(503);
      expect(res.json().message).toBe('Card payments are not configured.');
    }
    const secret = { email: 'buyer@example.com', clientSecret: 'pi_test_123_secret_456' };
    for (const url of ['/api/users/verify-payment', '/api/payments/process-payment'])
      expect((await post(url, secret)).statusCode, url).toBe(503);
    const card = { clientSecret: 'pi_test_123_secret_456', cardNumber: '4242424242424242', expiry: '12/34', cvc: '1' };
    expect((await post('/api/payments/test-mode/confirm', card)).statusCode).toBe(404);
  });

  it('otherwise works: public reads and access-code sign-in answer as usual', async () => {
    expect((await app.inject({ url: '/api/faqs' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/coach/usage' })).statusCode).toBe(200);
    const login = await post('/api/users/verify-access', { email: 'nobody@example.com', accessCode: 'AAAA-BBBB-CC' });
    expect(login.statusCode).toBe(401);
  });
});
