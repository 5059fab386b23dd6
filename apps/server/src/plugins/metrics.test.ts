import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAdminTestApp, createTestApp } from '../../test/test-app.js';
import { captureLogs } from '../../test/log-capture.js';
import { mockModel } from '../../test/mock-models.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { METRICS_TOKEN_REQUIRED } from './metrics.js';

const TOKEN = 'metrics-test-token-0123456789';
const withToken = { authorization: `Bearer ${TOKEN}` };
const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: TOKEN, ...env });

/** A label set as written (`a="x",b="y"`), in a fixed order: Prometheus gives label order no meaning. */
const labelSet = (labels: string) => (labels.match(/[a-zA-Z_]+="(?:[^"\\]|\\.)*"/g) ?? []).sort().join(',');

/** A sample's value in an exposition text: `name{labels} value`, whatever the order of the labels. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const wanted = labelSet(labels);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match && match[1] === name && labelSet(match[2] ?? '') === wanted) return Number(match[3]);
  }
  return undefined;
}

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  it('does not exist: 404, whatever the headers', async () => {
    ({ app } = await createTestApp());
    for (const headers of [{}, withToken]) {
      const res = await app.inject({ url: '/api/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Route GET /api/metrics not found', statusCode: 404 });
    }
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let app: FastifyInstance;
  let database: Database;
  let auth: { authorization: string };
  const failing = mockModel('failing', new Error('provider down'));
  const scrape = async () => {
    const res = await app.inject({ url: '/api/metrics', headers: withToken });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    ({ app, database, auth } = await createAdminTestApp({ config: config(), extraModels: [failing.entry] }));
  });
  afterAll(async () => app.close());

  it('answers 401 with the usual error body without the token, with a wrong one, or another scheme', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`, 'Bearer ', TOKEN]) {
      const res = await app.inject({ url: '/api/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: METRICS_TOKEN_REQUIRED, statusCode: 401 });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers the text format with the token, never cached', async () => {
    const res = await app.inject({ url: '/api/metrics', headers: withToken });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.body).toMatch(/^# HELP /);
    expect(res.body.endsWith('\n')).toBe(true);
  });

  it('counts requests and their durations by route pattern, never by raw URL', async () => {
    for (const id of ['no-such-prompt-1', 'no-such-prompt-2'])
      expect((await app.inject({ url: `/api/prompts/${id}` })).statusCode).toBe(404);
    await app.inject({ url: '/api/nowhere/at-all' });
    const text = await scrape();
    const labels = 'method="GET",route="/api/prompts/:id",status_code="404"';
    expect(sample(text, 'http_requests_total', labels)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', `${labels},le="+Inf"`)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'http_requests_total', 'method="GET",route="unmatched",status_code="404"')).toBe(1);
    expect(text).not.toContain('no-such-prompt');
    expect(text).not.toContain('nowhere');
  });

  it('counts response-cache hits and misses of public reads (hits in the request counts too)', async () => {
    const before = await scrape();
    const hits = sample(before, 'response_cache_hits_total')!;
    const misses = sample(before, 'response_cache_misses_total')!;
    // Kept from its second request, answered from the cache from its third.
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/api/faqs' })).statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, 'response_cache_hits_total')).toBe(hits + 1);
    expect(sample(after, 'response_cache_misses_total')).toBe(misses + 2);
    expect(sample(after, 'response_cache_stores_total')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'response_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'http_requests_total', 'method="GET",route="/api/faqs",status_code="200"')).toBe(3);
  });

  it('counts Prompt Coach analyses by model and outcome: the offline grader, and a failed model falling back', async () => {
    const coach = (model: string, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/prompts/gemini-coach',
        payload: { prompt: 'You are a baker. Write a short welcome email for new customers.', model },
        remoteAddress: ip,
      });
    expect((await coach('offline-coach', '10.30.0.1')).statusCode).toBe(200);
    const fallback = await coach('failing', '10.30.0.2');
    expect(fallback.json()).toMatchObject({ usedFallback: true });
    const text = await scrape();
    expect(sample(text, 'coach_analyses_total', 'model="offline-coach",outcome="offline"')).toBe(1);
    expect(sample(text, 'coach_analyses_total', 'model="failing",outcome="fallback"')).toBe(1);
    expect(failing.calls()).toBe(1);
  });

  it('counts bulk imports by entity and outcome, and the rows written', async () => {
    const faqs = [
      { question: 'Metrics one?', answer: 'A', category: 'about' },
      { question: 'Metrics two?', answer: 'B', category: 'about' },
    ];
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers: auth });
    expect((await post('/api/faqs/bulk/import?dryRun=true', { faqs })).statusCode).toBe(200);
    expect((await post('/api/faqs/bulk/import', { faqs })).json()).toMatchObject({ imported: 2 });
    expect((await post('/api/faqs/bulk/import', { faqs: [{ question: '' }] })).statusCode).toBe(400);
    const text = await scrape();
    expect(sample(text, 'bulk_imports_total', 'entity="faqs",outcome="dry_run"')).toBe(1);
    expect(sample(text, 'bulk_imports_total', 'entity="faqs",outcome="imported"')).toBe(1);
    expect(sample(text, 'bulk_imports_total', 'entity="faqs",outcome="rejected"')).toBe(1);
    expect(sample(text, 'bulk_import_rows_total', 'entity="faqs"')).toBe(2);
  });

  it('tells the database kind, a PostgreSQL pool its connections, and the process basics', async () => {
    const text = await scrape();
    expect(sample(text, 'db_info', `kind="${database.kind}"`)).toBe(1);
    if (database.kind === 'postgres') {
      expect(sample(text, 'db_pool_total_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_waiting_clients')).toBe(0);
    } else {
      expect(text).not.toContain('db_pool_');
    }
    expect(sample(text, 'process_uptime_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(1024 * 1024);
    expect(sample(text, 'nodejs_heap_used_bytes')).toBeGreaterThan(0);
    // What the gallery keeps in memory (issue 33): its index and each prompt's prepared answer.
    for (const name of ['prompt_index_bytes', 'gallery_answer_bytes'])
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
    for (const name of ['p50', 'p99', 'max'])
      expect(sample(text, `nodejs_eventloop_lag_${name}_seconds`)).toBeGreaterThanOrEqual(0);
    // prom-client's default process metrics.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });

  it('keeps its counts to its own app: another app starts at zero', async () => {
    const other = await createTestApp({ config: config(), database });
    try {
      const res = await other.app.inject({ url: '/api/metrics', headers: withToken });
      expect(res.body).not.toContain('route="/api/faqs"');
      expect(res.body).not.toMatch(/^coach_analyses_total\{/m);
    } finally {
      await other.app.close();
    }
  });
});

describe('request ids', () => {
  const logs = captureLogs();
  let app: FastifyInstance;
  const failing = mockModel('failing', new Error('provider down'));
  beforeAll(async () => {
    ({ app } = await createTestApp({ logger: logs.logger, extraModels: [failing.entry] }));
  });
  afterAll(async () => app.close());

  it('generates one for each request and answers it in x-request-id', async () => {
    const [a, b] = [await app.inject({ url: '/api/health' }), await app.inject({ url: '/api/nowhere' })];
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("takes the caller's id when it is a short safe token, and replaces any other", async () => {
    const id = async (given: string) =>
      (await app.inject({ url: '/api/health', headers: { 'x-request-id': given } })).headers['x-request-id'];
    expect(await id('lb-7f3a.9_Z')).toBe('lb-7f3a.9_Z');
    for (const bad of ['has space', 'a'.repeat(65), 'quote"d', 'new\\nline', ''])
      expect(await id(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives an answer from the response cache its own id, not the one of the request it was kept from', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(
        String(
          (await app.inject({ url: '/api/lessons', headers: { 'x-request-id': `lessons-${i}` } })).headers[
            'x-request-id'
          ],
        ),
      );
    expect(ids).toEqual(['lessons-0', 'lessons-1', 'lessons-2', 'lessons-3']);
    expect(app.responseCache.hits).toBeGreaterThanOrEqual(2);
  });

  it("puts it on every log line of the request, the services' own lines too", async () => {
    const start = logs.lines.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/prompts/gemini-coach',
      payload: { prompt: 'You are a baker. Write a short welcome email for new customers.', model: 'failing' },
      headers: { 'x-request-id': 'coach-call-1' },
      remoteAddress: '10.30.1.1',
    });
    expect(res.json()).toMatchObject({ usedFallback: true });
    const lines = logs.entries().slice(start);
    const warning = lines.find((l) => String(l.msg).startsWith('coach model failed'));
    expect(warning).toMatchObject({ reqId: 'coach-call-1', model: 'failing' });
    const completed = lines.find((l) => l.msg === 'request completed');
    expect(completed).toMatchObject({ reqId: 'coach-call-1' });
    // Once per line: the mixin leaves request.log's own binding alone.
    const raw = logs.lines.slice(start).find((l) => l.includes('request completed'))!;
    expect(raw.match(/"reqId"/g)).toHaveLength(1);
  });

  it('leaves lines written outside any request without one', async () => {
    const start = logs.lines.length;
    app.log.info('outside any request');
    expect(logs.entries().slice(start)[0]).not.toHaveProperty('reqId');
  });
});
