import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { PromptListResponseSchema } from '@ai4n/shared';
import { createAdminTestApp } from '../../../test/test-app.js';
import { createPrompt } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { loadConfig } from '../../config.js';

// Gallery lists put together from each prompt's JSON and deflate (prompt-list-answer.ts), on an app
// without the response cache, so that every request is put together afresh.
let app: FastifyInstance;
let db: AppDb;
let auth: { authorization: string };
const URL = '/api/prompts?category=sales&limit=20';
const serializeWhole = (serializerCompiler as unknown as (route: object) => (data: unknown) => string)({
  schema: PromptListResponseSchema,
  method: 'GET',
  url: '/prompts',
});

beforeAll(async () => {
  ({ app, db, auth } = await createAdminTestApp({ config: loadConfig({ NODE_ENV: 'test', RESPONSE_CACHE_MB: '0' }) }));
  for (let i = 0; i < 6; i++) {
    await createPrompt(db, {
      title: `Sales prompt ${i}`,
      category: 'sales',
      rating: 4 + i / 10,
      ratingCount: 5,
      promptText: `CONTEXT:\nA shop selling item ${i}.\n\nCORE PROMPT:\n${'Write a follow-up email that is short and specific. '.repeat(20)}`,
    });
  }
});
afterAll(async () => app.close());

const get = (headers: Record<string, string> = {}, url = URL) => app.inject({ url, headers });
/** Until the answer comes as gzip put together from pieces (the index loaded, each piece deflated). */
const pieced = async () => {
  await expect
    .poll(async () => (await get({ 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding'], {
      timeout: 15_000,
    })
    .toBe('gzip');
  return get({ 'accept-encoding': 'gzip, deflate, br' });
};

describe('gallery lists put together from prepared pieces', () => {
  it('sends the bytes the zod serializer writes for the whole answer', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(serializeWhole(res.json()));
    expect(res.json().prompts).toHaveLength(6);
  });

  it('sends gzip put together from the pieces, the same JSON, with the same ETag, to a client that takes gzip', async () => {
    const plain = await get();
    const gzipped = await pieced();
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.rawPayload.length);
    expect(zlib.gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    const notModified = await get({ 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('once the pieces are deflated (their text let go), a client without gzip still gets the whole JSON', async () => {
    await pieced();
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(serializeWhole(plain.json()));
    expect(plain.json().prompts).toHaveLength(6);
    expect(plain.json().prompts[0].title).toMatch(/^Sales prompt /);
  });

  it('a client that takes only br gets the whole answer compressed by the pipeline; a small answer is not compressed', async () => {
    const plain = await get();
    const br = await get({ 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const empty = await get({ 'accept-encoding': 'gzip' }, '/api/prompts?search=zzzqqq');
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.json()).toEqual({
      prompts: [],
      pagination: { current: 1, total: 0, count: 0, totalCount: 0 },
      didYouMean: null,
    });
  });

  it('an edited prompt changes the answer and its ETag at once, in both encodings', async () => {
    const before = await pieced();
    const first = (await get()).json().prompts[0];
    const payload = {
      title: 'Edited sales prompt',
      description: first.description,
      prompt_text: first.prompt_text,
      category: first.category,
    };
    const edit = await app.inject({ method: 'PUT', url: `/api/prompts/${first.id}`, headers: auth, payload });
    expect(edit.statusCode, edit.body).toBe(200);
    const plain = await get();
    expect(plain.json().prompts.map((p: { title: string }) => p.title)).toContain('Edited sales prompt');
    expect(plain.headers.etag).not.toBe(before.headers.etag);
    // The edited prompt's piece is made again with the index's refresh, deflated as every kept piece.
    const gzipped = await get({ 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect((await pieced()).headers.etag).toBe(plain.headers.etag);
  });
});
