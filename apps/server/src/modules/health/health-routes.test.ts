import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/test-app.js';

let app: FastifyInstance;
afterEach(async () => app?.close());

describe('GET /api/health', () => {
  it('answers ok after a real database round trip', async () => {
    ({ app } = await createTestApp());
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('lets checks that arrive together share one round trip, and pings again a second later', async () => {
    const test = await createTestApp();
    app = test.app;
    const ping = test.database.ping;
    let pings = 0;
    test.database.ping = async () => {
      pings += 1;
      await ping();
    };
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/api/health' })),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(pings).toBeLessThan(10);
    const before = pings;
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(pings).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(pings).toBe(before + 1);
  });

  it('answers 503 with db down when the database does not answer', async () => {
    const test = await createTestApp();
    app = test.app;
    await test.database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', db: 'down' });
  });

  it('notices a database that stopped answering within a second, and keeps checking while it is down', async () => {
    const test = await createTestApp();
    app = test.app;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await test.database.close();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'degraded',
      db: 'down',
    });
  });
});
