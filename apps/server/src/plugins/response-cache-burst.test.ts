import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app.js';
import { createFaq, createPrompt } from '../../test/factories.js';
import type { Database } from '../db/client.js';
import { publicRead } from './response-cache.js';

/**
 * Issue 33: one computation per miss. Concurrent requests for an answer that is not cached (or was
 * just dropped by a write) share the first one's computation; a write during it keeps its answer
 * out of the cache, and requests arriving after the write wait for a computation that saw it.
 */
let app: FastifyInstance;
let database: Database;
/** Handler calls per route (counted in preHandler: only requests the pipeline answers get there). */
const computed = new Map<string, number>();
const computations = (url: string) => computed.get(url) ?? 0;
/** The gate a slow read waits on, and the FAQ counts it read. */
let release: () => void = () => {};
let gate: Promise<void> = Promise.resolve();

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url ?? '';
    computed.set(url, computations(url) + 1);
  });
  // A read that takes as long as the test wants: it reads the FAQ count, then waits on the gate.
  app.get('/api/test-slow-read', { config: publicRead(['faqs']) }, async () => {
    const result = await database.db.execute(sql`select count(*)::int as n from faqs`);
    const faqs = (result as unknown as { rows: Array<{ n: number }> }).rows[0].n;
    await gate;
    return { faqs, padding: 'x'.repeat(2_000) };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const ENCODINGS = ['gzip, br', 'br', 'gzip', undefined] as const;
const decoded = (res: LightMyRequestResponse) => {
  const encoding = res.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? zlib.brotliDecompressSync(res.rawPayload)
      : encoding === 'gzip'
        ? zlib.gunzipSync(res.rawPayload)
        : res.rawPayload;
  return JSON.parse(bytes.toString()) as unknown;
};
/** `n` requests at once, with a mix of Accept-Encoding values. */
const burst = (url: string, n = 50) =>
  Promise.all(
    Array.from({ length: n }, (_, i) => {
      const encoding = ENCODINGS[i % ENCODINGS.length];
      return app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    }),
  );
/** Whether a request for `url` is answered from the cache. */
const hitOf = async (url: string) => {
  const hits = app.responseCache.hits;
  await app.inject({ url });
  return app.responseCache.hits > hits;
};
const until = async (check: () => boolean) => {
  await expect.poll(check, { timeout: 5_000, interval: 2 }).toBe(true);
};

describe('one computation per miss', () => {
  it('after a write that drops a cached read, 50 concurrent requests compute it once and all get the fresh answer', async () => {
    const url = '/api/prompts/meta/stats';
    await app.inject({ url });
    await app.inject({ url });
    const before = (await app.inject({ url })).json() as { totalPrompts: number };
    await createPrompt(database.db, { title: 'Written before the burst' });
    const calls = computations(url);
    const answers = await burst(url);
    expect(computations(url) - calls).toBe(1);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const bodies = answers.map(decoded);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect((bodies[0] as { totalPrompts: number }).totalPrompts).toBe(before.totalPrompts + 1);
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
    // The shared answer was kept: the next request is a hit.
    expect((await app.inject({ url })).json()).toEqual(bodies[0]);
    expect(computations(url) - calls).toBe(1);
    expect(app.responseCache.shared).toBeGreaterThanOrEqual(49);
  });

  it('after a write that drops a kept answer, its rebuild is kept even when computed by one request alone', async () => {
    // A URL no other test asks for: kept from its second request.
    const url = '/api/faqs?category=lab';
    await app.inject({ url });
    await app.inject({ url });
    const calls = computations('/api/faqs');
    expect(await hitOf(url)).toBe(true);
    await createFaq(database.db, { question: 'Written before a lone request?', category: 'lab' });
    const fresh = (await app.inject({ url })).json();
    expect(computations('/api/faqs') - calls).toBe(1);
    await expect.poll(() => hitOf(url)).toBe(true);
    expect((await app.inject({ url })).json()).toEqual(fresh);
    expect(computations('/api/faqs') - calls).toBe(1);
  });

  it('a URL never asked for before: 50 concurrent first requests compute it once', async () => {
    const url = '/api/faqs?category=pricing&limit=3';
    const route = '/api/faqs';
    const calls = computations(route);
    const answers = await burst(url);
    expect(computations(route) - calls).toBe(1);
    expect(new Set(answers.map((res) => JSON.stringify(decoded(res)))).size).toBe(1);
  });

  it('a write during the computation: its answer is not kept, and requests after the write wait for one that saw it', async () => {
    const url = '/api/test-slow-read';
    gate = new Promise((resolve) => (release = resolve));
    const calls = computations(url);
    const faqs = (
      (await database.db.execute(sql`select count(*)::int as n from faqs`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0].n;
    const early = burst(url, 20);
    await until(() => computations(url) - calls === 1);
    await createFaq(database.db, { question: 'Written during the computation?' });
    const late = burst(url, 20);
    await until(() => computations(url) - calls === 2);
    release();
    const [first, second] = await Promise.all([early, late]);
    expect(computations(url) - calls).toBe(2);
    // Those that arrived before the write get the answer computed then (the write was concurrent with them).
    expect(first.map((res) => (decoded(res) as { faqs: number }).faqs)).toEqual(Array(20).fill(faqs));
    // Those that arrived after it never get an answer read before it.
    expect(second.map((res) => (decoded(res) as { faqs: number }).faqs)).toEqual(Array(20).fill(faqs + 1));
    // What is kept is the fresh answer, never the one computed across the write.
    await until(() => app.responseCache.size > 0);
    const next = await app.inject({ url });
    expect((next.json() as { faqs: number }).faqs).toBe(faqs + 1);
    expect(computations(url) - calls).toBe(2);
  });

  it('a computation that fails lets the waiting requests ask the pipeline (no request hangs)', async () => {
    const url = '/api/faqs/999999';
    const answers = await burst(url, 10);
    expect(answers.every((res) => res.statusCode === 404)).toBe(true);
  });
});

describe('stale-while-revalidate (routes that may lag a write by a moment)', () => {
  it('categories: after a write, one request rebuilds while the others get the previous answer; the next is fresh', async () => {
    const url = '/api/prompts/meta/categories';
    await app.inject({ url });
    const old = (await app.inject({ url })).json();
    await createPrompt(database.db, { title: 'A new category count', category: 'marketing' });
    const calls = computations(url);
    const answers = await burst(url);
    expect(computations(url) - calls).toBe(1);
    const bodies = new Set(answers.map((res) => JSON.stringify(decoded(res))));
    // The previous answer or the fresh one, nothing else.
    expect(bodies.size).toBeLessThanOrEqual(2);
    expect(bodies.has(JSON.stringify(old)) || bodies.size === 1).toBe(true);
    // Once the rebuilt answer is kept (compressed off the event loop), every request gets it.
    await expect.poll(async () => (await app.inject({ url })).json()).not.toEqual(old);
    expect(computations(url) - calls).toBe(1);
  });

  it('a read right after a write (no rebuild running) is fresh', async () => {
    const url = '/api/prompts/meta/categories';
    await app.inject({ url });
    const old = (await app.inject({ url })).json();
    await createPrompt(database.db, { title: 'Another category count', category: 'marketing' });
    expect((await app.inject({ url })).json()).not.toEqual(old);
  });
});
