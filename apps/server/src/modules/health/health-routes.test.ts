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

describe('GET /api/ready', () => {
  it('is ready when the database answers and the migrations are applied', async () => {
    ({ app } = await createTestApp());
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ready: true, db: 'ok', migrations: 'applied', draining: false });
  });

  it('says 503 while migrations are pending, and once the server drains for a shutdown', async () => {
    const test = await createTestApp();
    app = test.app;
    const migrated = test.database.migrated;
    test.database.migrated = async () => false;
    const pending = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toMatchObject({ ready: false, migrations: 'pending' });
    test.database.migrated = migrated;
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    app.health.drain();
    const draining = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ ready: false, db: 'ok', migrations: 'applied', draining: true });
    // Liveness stays good: the process is healthy, only leaving.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('says 503 with db down when the database does not answer', async () => {
    const test = await createTestApp();
    app = test.app;
    await test.database.close();
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ ready: false, db: 'down' });
  });
});
