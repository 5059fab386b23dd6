import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app.js';
import { loadConfig } from '../config.js';
import { clientKey } from './client-key.js';

const key = (ip: string) => clientKey({ ip });

describe('clientKey', () => {
  it('keeps IPv4, reads IPv4-mapped IPv6 as its IPv4, and keys other IPv6 by its /64', () => {
    expect(key('203.0.113.7')).toBe('203.0.113.7');
    expect(key('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(key('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(key('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(key('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(key('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(key('::1')).toBe('0:0:0:0::/64');
    expect(key('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(key('2001:db8::1.2.3.4')).toBe('2001:db8:0:0::/64');
  });
});

describe('one /64, one client', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp({ limits: { supportPerMinute: 2 }, config: loadConfig({ NODE_ENV: 'test' }) }));
  });
  afterAll(async () => app.close());

  const analyse = (remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/prompts/gemini-coach',
      payload: { prompt: 'You are a baker. Write a welcome email for new customers.', model: 'offline-coach' },
      remoteAddress,
    });
  const support = (remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/support',
      payload: { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'One network?' },
      remoteAddress,
    });

  it('two addresses of one /64 share the free coach analysis; another /64 has its own', async () => {
    expect((await analyse('2001:db8:10:1::1')).statusCode).toBe(200);
    expect((await analyse('2001:db8:10:1::2')).statusCode).toBe(429);
    expect((await analyse('2001:db8:10:1:aaaa:bbbb:cccc:dddd')).statusCode).toBe(429);
    expect((await analyse('2001:db8:10:2::1')).statusCode).toBe(200);
  });

  it('two addresses of one /64 share a rate limit; another /64 has its own', async () => {
    const answers = [];
    for (const suffix of ['1', '2', '3']) answers.push((await support(`2001:db8:20:1::${suffix}`)).statusCode);
    expect(answers).toEqual([201, 201, 429]);
    expect((await support('2001:db8:20:2::1')).statusCode).toBe(201);
  });

  it('an IPv4 client counts as one whether it arrives as IPv4 or IPv4-mapped IPv6', async () => {
    expect((await analyse('198.51.100.30')).statusCode).toBe(200);
    expect((await analyse('::ffff:198.51.100.30')).statusCode).toBe(429);
  });
});
