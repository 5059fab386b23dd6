import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app.js';
import { loadConfig } from '../config.js';
import { captureLogs } from '../../test/log-capture.js';
import { scrubText, serializeError } from './log-privacy.js';

const IP = '198.51.100.73';
const EMAIL = 'private.person@example.org';
const logs = captureLogs();
let app: FastifyInstance;
beforeAll(async () => {
  let db;
  // The access log on: a line for every request, with the request's method, URL and client.
  ({ app, db } = await createTestApp({
    logger: logs.logger,
    config: loadConfig({ NODE_ENV: 'test', ACCESS_LOG: 'true' }),
  }));
  // A failed query whose bound values hold an email and a secret: neither may reach the log.
  app.get('/api/test-failed-query', async () =>
    db.execute(sql`select ${EMAIL}, ${'bound-secret-value'} from no_such_table`),
  );
  app.get('/api/test-log-call', async (request) => {
    request.log.info({ email: EMAIL, details: { contact: `Write to ${EMAIL}` } }, `message for ${EMAIL}`);
    return { ok: true };
  });
});
afterAll(async () => app.close());

describe('what the server logs', () => {
  it('a hashed client instead of the address and port', async () => {
    await app.inject({ url: '/api/health', remoteAddress: IP });
    const incoming = logs.entries().find((e) => e.msg === 'request completed') as { req: Record<string, unknown> };
    expect(incoming.req).toEqual({ method: 'GET', url: '/api/health', client: expect.stringMatching(/^[\w-]{16}$/) });
    expect(logs.text()).not.toContain(IP);
    expect(logs.text()).not.toContain('remotePort');
  });

  it('the same client keeps the same tag, another client gets another', async () => {
    await app.inject({ url: '/api/health', remoteAddress: '198.51.100.74' });
    await app.inject({ url: '/api/health', remoteAddress: '198.51.100.74' });
    const tags = logs
      .entries()
      .filter((e) => e.msg === 'request completed')
      .map((e) => (e.req as { client: string }).client);
    expect(new Set(tags.slice(-2)).size).toBe(1);
    expect(tags.at(-1)).not.toBe(tags[0]);
  });

  it('no email from a URL or a log call', async () => {
    await app.inject({ url: `/api/test-log-call?email=${EMAIL}`, remoteAddress: IP });
    await app.inject({ url: `/api/test-log-call?email=${encodeURIComponent(EMAIL)}`, remoteAddress: IP });
    const urls = logs
      .entries()
      .filter((e) => e.msg === 'request completed')
      .map((e) => (e.req as { url: string }).url);
    expect(urls.slice(-2)).toEqual(['/api/test-log-call?email=[email]', '/api/test-log-call?email=[email]']);
    expect(logs.text()).toContain('message for [email]');
    expect(logs.text()).not.toContain('private.person');
  });

  it("no bound values of a failed query, and no email, but the query and the database's reason", async () => {
    const res = await app.inject({ url: '/api/test-failed-query', remoteAddress: IP });
    expect(res.statusCode).toBe(500);
    const failed = logs.entries().find((e) => e.msg === 'request failed') as {
      err: { message: string; cause?: { message: string } };
    };
    expect(failed.err.message).toContain('from no_such_table');
    expect(failed.err.cause?.message).toMatch(/no_such_table/);
    expect(logs.text()).not.toContain('bound-secret-value');
    expect(logs.text()).not.toContain(EMAIL);
    expect(logs.text()).not.toContain(IP);
  });
});

describe('scrubbing helpers', () => {
  it('cuts the params line out of a message and a stack', () => {
    expect(scrubText('Failed query: select $1\nparams: a,b')).toBe('Failed query: select $1\nparams: [not logged]');
    expect(scrubText('Error: Failed query: select $1\nparams: x\ny\n    at f (file.js:1:1)')).toBe(
      'Error: Failed query: select $1\nparams: [not logged]\n    at f (file.js:1:1)',
    );
  });

  it('keeps only safe fields of an error', () => {
    const error = Object.assign(new Error(`duplicate key for ${EMAIL}`), {
      code: '23505',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      params: [EMAIL],
    });
    const out = serializeError(error);
    expect(out).toMatchObject({ type: 'Error', message: 'duplicate key for [email]', code: '23505' });
    expect(JSON.stringify(out)).not.toContain(EMAIL);
  });
});
