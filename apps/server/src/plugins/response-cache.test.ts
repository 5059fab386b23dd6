import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp, createTestDatabase } from '../../test/test-app.js';
import { adminToken, createFaq, createPrompt, createQuestion } from '../../test/factories.js';
import { loadConfig } from '../config.js';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { faqs } from '../db/schema/index.js';
import { ResponseCache, publicRead } from './response-cache.js';

/**
 * Two apps on one database: `cached` with the response cache, `plain` without (RESPONSE_CACHE_MB=0),
 * which answers through the normal pipeline every time, as the server did before the cache.
 */
let database: Database;
let cached: FastifyInstance;
let plain: FastifyInstance;
/** With a 256 KB cache: closed last, as closing an app closes the database it was given. */
let small: FastifyInstance | undefined;
let auth: { authorization: string };
let writesDuringBuild = 0;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ app: cached } = await createTestApp({ database }));
  plain = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', RESPONSE_CACHE_MB: '0' }),
    database,
    logger: false,
    webDistDir: null,
  });
  // A read whose table changes while its answer is being built.
  cached.get('/api/test-racing-read', { config: publicRead(['faqs']) }, async () => {
    const before = await database.db.select().from(faqs);
    writesDuringBuild += 1;
    await createFaq(database.db, { question: `Written during a build ${writesDuringBuild}?` });
    return { build: writesDuringBuild, faqs: before.length };
  });
  auth = { authorization: `Bearer ${await adminToken(cached)}` };
  for (let i = 0; i < 3; i++)
    await createPrompt(database.db, { title: `Cached prompt ${i}`, description: 'x'.repeat(800) });
  await createQuestion(database.db);
});
afterAll(async () => {
  await small?.close();
  await plain.close();
  await cached.close();
});

const cache = () => cached.responseCache;
const hitsOf = async (run: () => Promise<unknown>) => {
  const before = cache().hits;
  await run();
  return cache().hits - before;
};
const body = (res: LightMyRequestResponse) => {
  const encoding = res.headers['content-encoding'];
  return encoding === 'br'
    ? zlib.brotliDecompressSync(res.rawPayload)
    : encoding === 'gzip'
      ? zlib.gunzipSync(res.rawPayload)
      : res.rawPayload;
};
/** Headers as a client sees them, but the date and the request's own id. */
const headersOf = (res: LightMyRequestResponse) => {
  const { date, 'x-request-id': requestId, ...rest } = res.headers;
  expect(date).toBeTruthy();
  expect(requestId).toBeTruthy();
  return rest;
};
/** Until the answer is in the cache (compression runs off the event loop). */
const warm = async (url: string) => {
  await cached.inject({ url });
  await expect.poll(() => hitsOf(() => cached.inject({ url }))).toBe(1);
};

const PUBLIC_READS = [
  '/api/faqs',
  '/api/faqs?category=about',
  '/api/faqs/meta/categories',
  '/api/lessons',
  '/api/lessons/meta/stages',
  '/api/lessons/meta/stats',
  '/api/questions?limit=5',
  '/api/questions/meta/stats',
  '/api/questions/meta/settings',
  '/api/prompts?page=1&limit=12',
  '/api/prompts?search=cached&limit=12',
  '/api/prompts/meta/categories',
  '/api/prompts/meta/stats',
  '/api/prompts/meta/status-stats',
  '/api/prompts/meta/models',
  '/api/site/claims',
];
const ENCODINGS: Array<Record<string, string>> = [
  {},
  { 'accept-encoding': 'gzip, deflate, br' },
  { 'accept-encoding': 'gzip' },
  { 'accept-encoding': 'br;q=0.5, gzip;q=0.9' },
  { 'accept-encoding': '*' },
  { 'accept-encoding': 'zstd, identity' },
  { 'accept-encoding': 'br', 'x-no-compression': '1' },
];

describe('cached answers are the answers the server gives without the cache', () => {
  it('for every public read and Accept-Encoding: status, headers (but the date and a compressed length) and bytes', async () => {
    for (const url of PUBLIC_READS) {
      await warm(url);
      for (const headers of ENCODINGS) {
        const expected = await plain.inject({ url, headers });
        const hits = cache().hits;
        const res = await cached.inject({ url, headers });
        expect(cache().hits, `${url} ${JSON.stringify(headers)} is a hit`).toBe(hits + 1);
        expect(res.statusCode).toBe(200);
        const want = headersOf(expected);
        const got = headersOf(res);
        // Header order aside (the route sets its gzip headers before the cache-control hook runs).
        const pieced = url.startsWith('/api/prompts?') && want['content-encoding'] === 'gzip';
        if (want['content-encoding'] && want['content-encoding'] !== got['content-encoding']) {
          // Uncached gallery lists are gzip put together from each prompt's deflate whenever the
          // client takes gzip (prompt-list-answer.ts); the cache sends the encoding it prefers.
          expect([url, want['content-encoding']]).toEqual([expect.stringMatching(/^\/api\/prompts\?/u), 'gzip']);
          want['content-encoding'] = got['content-encoding'];
        }
        if (want['content-encoding']) {
          // The pipeline streams large compressed answers (no length); the cache knows its length.
          expect(Number(got['content-length'])).toBe(res.rawPayload.length);
          delete want['transfer-encoding'];
          delete want['content-length'];
          delete got['content-length'];
        }
        expect(got, `${url} ${JSON.stringify(headers)}`).toEqual(want);
        if (!pieced) expect(Object.keys(got)).toEqual(Object.keys(want));
        expect(body(res).equals(body(expected)), `${url} body`).toBe(true);
        if (!want['content-encoding']) expect(res.rawPayload.equals(expected.rawPayload)).toBe(true);
      }
    }
  });

  it('a large answer is kept compressed as gzip and br; a small one is not compressed, as before', async () => {
    const big = await cached.inject({ url: '/api/prompts?page=1&limit=12', headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toBe('accept-encoding');
    const small = await cached.inject({
      url: '/api/questions/meta/settings',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
  });

  it('304 for a matching If-None-Match, HEAD without a body, both with the same headers as without the cache', async () => {
    const url = '/api/faqs';
    await warm(url);
    const { etag } = (await cached.inject({ url })).headers;
    for (const inm of [String(etag), `W/${etag}`]) {
      const expected = await plain.inject({ url, headers: { 'if-none-match': inm, 'accept-encoding': 'br' } });
      const res = await cached.inject({ url, headers: { 'if-none-match': inm, 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(headersOf(res)).toEqual(headersOf(expected));
      // A 304 keeps the caching of the answer it stands for.
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    }
    const stale = await cached.inject({ url, headers: { 'if-none-match': '"something else"' } });
    expect(stale.statusCode).toBe(200);
    const head = await cached.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'gzip' } });
    const plainHead = await plain.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'gzip' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(headersOf(head)).toEqual(headersOf(plainHead));
    expect(head.headers['content-length']).toBe(String((await cached.inject({ url })).rawPayload.length));
  });

  it('a deflate-only client is answered by the pipeline (the cache keeps no deflate variant)', async () => {
    const url = '/api/prompts?page=1&limit=12';
    await warm(url);
    let res!: LightMyRequestResponse;
    expect(
      await hitsOf(async () => (res = await cached.inject({ url, headers: { 'accept-encoding': 'deflate' } }))),
    ).toBe(0);
    expect(res.headers['content-encoding']).toBe('deflate');
    expect(JSON.parse(zlib.inflateSync(res.rawPayload).toString())).toEqual((await cached.inject({ url })).json());
  });
});

describe('what is never cached', () => {
  it('a URL asked for once costs no compression or memory; its second request is kept', async () => {
    const url = '/api/faqs?category=pricing';
    const before = cache().stores;
    await cached.inject({ url });
    // Compression runs off the event loop: give a stored answer time to land.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cache().stores).toBe(before);
    await cached.inject({ url });
    await expect.poll(() => cache().stores).toBe(before + 1);
    expect(await hitsOf(() => cached.inject({ url }))).toBe(1);
  });

  it('a gallery list, cheap to put together, is kept from its ninth request (admitAfter)', async () => {
    const url = '/api/prompts?search=once%20only&limit=7';
    const before = cache().stores;
    for (let i = 0; i < 8; i++) await cached.inject({ url });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cache().stores).toBe(before);
    await cached.inject({ url });
    await expect.poll(() => cache().stores).toBe(before + 1);
    expect(await hitsOf(() => cached.inject({ url }))).toBe(1);
  });

  it('calls with an Authorization header: an admin sees drafts, and the public answer is not replaced', async () => {
    const draft = await createPrompt(database.db, { title: 'Draft only', status: 'draft' });
    await warm('/api/prompts?status=all&limit=100');
    const titles = (res: LightMyRequestResponse) =>
      (res.json().prompts as Array<{ title: string }>).map((p) => p.title);
    const before = cache().stores;
    const admin = await cached.inject({ url: '/api/prompts?status=all&limit=100', headers: auth });
    expect(admin.headers['cache-control']).toBe('private, no-store');
    // Written after the cached public answer: the admin's read goes to the database.
    expect(titles(admin)).toContain(draft.title);
    expect(cache().stores).toBe(before);
    const visitor = await cached.inject({ url: '/api/prompts?status=all&limit=100' });
    expect(titles(visitor)).not.toContain('Draft only');
    expect(visitor.headers['cache-control']).toBe('public, max-age=60');
  });

  it('random draws, error answers and unknown routes', async () => {
    for (let i = 0; i < 2; i++)
      expect(await hitsOf(() => cached.inject({ url: '/api/questions?random=true&limit=3' }))).toBe(0);
    await warm('/api/questions?random=false&limit=3');
    for (let i = 0; i < 2; i++) {
      expect(await hitsOf(() => cached.inject({ url: '/api/faqs/999999' }))).toBe(0);
      expect((await cached.inject({ url: '/api/faqs/999999' })).statusCode).toBe(404);
      expect(await hitsOf(() => cached.inject({ url: '/api/lessons?stage=nope' }))).toBe(0);
    }
    // Writes to a public read's URL are never answered from the cache.
    await warm('/api/faqs');
    expect(await hitsOf(() => cached.inject({ method: 'POST', url: '/api/faqs', payload: {} }))).toBe(0);
  });

  it('an answer built while its table changed (the write started during the build)', async () => {
    const first = await cached.inject({ url: '/api/test-racing-read' });
    expect(first.json().build).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Not kept: the next call builds anew.
    const second = await cached.inject({ url: '/api/test-racing-read' });
    expect(second.json().build).toBe(2);
  });
});

describe('the key: the route and the parameters it reads', () => {
  it('2,500 URLs with junk query parameters make one entry and evict no real one', async () => {
    // 256 KB, which 2,500 separate answers (about 1 KB each, headers included) would overflow.
    const app = (small = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', RESPONSE_CACHE_MB: '0.25' }),
      database,
      logger: false,
      webDistDir: null,
    }));
    const real = '/api/lessons/meta/stages';
    await app.inject({ url: real });
    await app.inject({ url: real });
    await expect.poll(() => app.responseCache.size).toBe(1);
    for (let i = 0; i < 2_500; i++) {
      // Twice each: a URL is kept from its second request.
      for (let twice = 0; twice < 2; twice++) {
        const res = await app.inject({ url: `/api/questions/meta/settings?junk${i}=${'x'.repeat(20)}` });
        expect(res.statusCode).toBe(200);
      }
      // Keyed on the raw URL, each junk URL was an entry of its own.
      if (app.responseCache.size > 2) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app.responseCache.size).toBe(2);
    const hits = app.responseCache.hits;
    expect((await app.inject({ url: real })).statusCode).toBe(200);
    expect(app.responseCache.hits).toBe(hits + 1);
    // Spelling and order of the declared parameters do not make new entries either.
    for (const url of ['/api/faqs?category=about&x=1', '/api/faqs?y=2&category=%61bout', '/api/faqs?category=about'])
      await app.inject({ url });
    await expect.poll(() => app.responseCache.size).toBe(3);
    expect((await app.inject({ url: '/api/faqs?z=3&category=ab%6Fut' })).statusCode).toBe(200);
    expect(app.responseCache.hits).toBe(hits + 3);
  }, 120_000);

  it('searches that differ only in case or spacing share one entry', async () => {
    const variants = ['Email%20follow', 'email%20%20follow%20', 'EMAIL%20FOLLOW', '%20email%09Follow'];
    const size = cached.responseCache.size;
    // A gallery list is kept from its ninth request: three each of three spellings.
    for (let round = 0; round < 3; round++)
      for (const search of variants.slice(0, 3))
        expect((await cached.inject({ url: `/api/prompts?search=${search}&limit=5` })).statusCode).toBe(200);
    await expect.poll(() => cached.responseCache.size).toBe(size + 1);
    const hits = cached.responseCache.hits;
    const answer = await cached.inject({ url: `/api/prompts?search=${variants[3]}&limit=5` });
    expect(cached.responseCache.hits).toBe(hits + 1);
    expect(answer.body).toBe((await plain.inject({ url: '/api/prompts?search=email%20follow&limit=5' })).body);
  });

  it('declared parameters still tell answers apart', async () => {
    await warm('/api/faqs?category=about');
    const all = await cached.inject({ url: '/api/faqs?junk=1' });
    const about = await cached.inject({ url: '/api/faqs?category=about&junk=1' });
    expect(all.body).toBe((await plain.inject({ url: '/api/faqs' })).body);
    expect(about.body).toBe((await plain.inject({ url: '/api/faqs?category=about' })).body);
  });
});

describe('the cache itself', () => {
  it('stays within its memory, dropping the least recently used answers', () => {
    const small = new ResponseCache(4_000);
    const route = { tables: ['faqs'] };
    const headers = { 'content-type': 'application/json; charset=utf-8', etag: '"x"' };
    const store = (key: string) =>
      small.store(small.lead(key, route, small.generation(route.tables), true), 'y'.repeat(500), headers);
    store('/a');
    store('/b');
    store('/c');
    expect(small.size).toBe(3);
    expect(small.get('/a')).toBeDefined();
    store('/d');
    store('/e');
    expect(small.bytes).toBeLessThanOrEqual(4_000);
    // /a was used last: it stays while the older ones go.
    expect(small.get('/a')).toBeDefined();
    expect(small.get('/b')).toBeUndefined();
    // A change to its table drops an answer; one built before the change is not kept.
    const stale = small.lead('/f', route, small.generation(route.tables), true);
    small.invalidate(new Set(['faqs']));
    expect(small.size).toBe(0);
    small.store(stale, 'z', headers);
    expect(small.get('/f')).toBeUndefined();
    // An answer larger than the whole cache is not kept.
    small.store(
      small.lead('/huge', route, small.generation(route.tables), true),
      'y'.repeat(900).padEnd(5_000),
      headers,
    );
    expect(small.size).toBe(0);
    expect(small.bytes).toBe(0);
  });

  it('RESPONSE_CACHE_MB=0 turns it off', async () => {
    await plain.inject({ url: '/api/faqs' });
    await plain.inject({ url: '/api/faqs' });
    expect(plain.responseCache.hits + plain.responseCache.misses + plain.responseCache.size).toBe(0);
  });

  it('a route naming a table the schema does not have fails at start', async () => {
    const { app } = await createTestApp();
    expect(() => app.get('/api/test-typo', { config: publicRead(['faq']) }, async () => ({}))).toThrow(
      /unknown ones \(faq\)/,
    );
    await app.close();
  });
});
