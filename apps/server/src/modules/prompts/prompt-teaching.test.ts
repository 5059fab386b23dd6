import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parsePromptCsv } from '@ai4n/shared/csv';
import { createAdminTestApp } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';

// Each prompt teaches (issue 32): difficulty, whyItWorks, whyItWorksLesson and makeItYours through
// the admin writes, the public reads (the in-memory index's lists included) and the transfers.
let app: FastifyInstance;
let auth: Record<string, string>;
beforeAll(async () => {
  ({ app, auth } = await createAdminTestApp({ config: loadConfig({ NODE_ENV: 'test', RESPONSE_CACHE_MB: '0' }) }));
});
afterAll(async () => app.close());

const teaching = {
  difficulty: 'intermediate',
  whyItWorks: 'It gives the AI a role and the real situation, and fixes the shape of the quote.',
  whyItWorksLesson: 2,
  makeItYours: 'Replace the packages with your own price list.',
};
const base = (title: string) => ({
  title,
  description: 'A wedding flower quote with three options.',
  // Long enough for the list to be sent compressed (from the index's prepared pieces).
  prompt_text: `CONTEXT:\nA florist quotes a wedding.\n\nCORE PROMPT:\n${'Write the quote with three clear options. '.repeat(40)}`,
  category: 'sales',
});
const write = (method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url: `/api${url}`, payload, headers: auth });
/** A gallery list as the in-memory index answers it, once loaded (gzip put together from its pieces). */
const listed = async (title: string) => {
  const url = '/api/prompts?category=sales&limit=50';
  const headers = { 'accept-encoding': 'gzip' };
  await expect.poll(async () => (await app.inject({ url, headers })).headers['content-encoding']).toBe('gzip');
  const res = await app.inject({ url, headers });
  const body = JSON.parse(zlib.gunzipSync(res.rawPayload).toString()) as {
    prompts: Array<{ title: string; difficulty: string }>;
  };
  return body.prompts.find((p) => p.title === title);
};

describe('prompts that teach', () => {
  it('are created, read, listed and updated with their difficulty and teaching notes', async () => {
    const created = await write('POST', '/prompts', { ...base('Wedding Flower Quote'), ...teaching });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await app.inject({ url: `/api/prompts/${id}` })).json()).toMatchObject(teaching);
    expect(await listed('Wedding Flower Quote')).toMatchObject(teaching);

    const updated = await write('PUT', `/prompts/${id}`, { whyItWorksLesson: null, difficulty: 'advanced' });
    expect(updated.json()).toMatchObject({ ...teaching, whyItWorksLesson: null, difficulty: 'advanced' });
    await expect.poll(async () => (await listed('Wedding Flower Quote'))?.difficulty).toBe('advanced');
  });

  it('default to a beginner prompt without notes, and refuse a difficulty or lesson that is not one', async () => {
    const plain = await write('POST', '/prompts', base('Plain Quote'));
    expect(plain.json()).toMatchObject({
      difficulty: 'beginner',
      whyItWorks: '',
      whyItWorksLesson: null,
      makeItYours: '',
    });
    expect((await write('POST', '/prompts', { ...base('Bad'), difficulty: 'expert' })).statusCode).toBe(400);
    expect((await write('POST', '/prompts', { ...base('Bad'), whyItWorksLesson: 'two' })).statusCode).toBe(400);
  });

  it('go out in the CSV and JSON exports and come back in, and old files without them still import', async () => {
    const csv = (await app.inject({ url: '/api/prompts/bulk/export', headers: auth })).body;
    expect(csv.split('\n')[0]).toContain('"Difficulty","Why It Works","Why It Works Lesson","Make It Yours"');
    const exported = parsePromptCsv(csv).prompts.find((p) => p.title === 'Wedding Flower Quote');
    expect(exported).toMatchObject({ ...teaching, whyItWorksLesson: null, difficulty: 'advanced' });

    const importCsv = (body: string) =>
      app.inject({
        method: 'POST',
        url: '/api/prompts/bulk/import-csv',
        payload: body,
        headers: { ...auth, 'content-type': 'text/csv' },
      });
    const header = 'Prompt Title,Description,Category,Core Prompt Text,Difficulty,Why It Works Lesson,Make It Yours';
    expect((await importCsv(`${header}\nCsv Taught,D,sales,Do it,Advanced,3,Use your menu.`)).json().imported).toBe(1);
    expect(
      (await importCsv('Prompt Title,Description,Category,Core Prompt Text\nCsv Old,D,sales,Do it')).json(),
    ).toMatchObject({ imported: 1 });
    const jsonImport = await app.inject({
      method: 'POST',
      url: '/api/prompts/bulk/import',
      headers: auth,
      payload: {
        prompts: [
          { ...base('Json Taught'), ...teaching },
          { ...base('Json Old') }, // an export from before issue 32
        ],
      },
    });
    expect(jsonImport.json().imported).toBe(2);

    const all = (await app.inject({ url: '/api/prompts?status=all&limit=100', headers: auth })).json().prompts as Array<
      Record<string, unknown>
    >;
    const byTitle = (title: string) => all.find((p) => p.title === title);
    expect(byTitle('Csv Taught')).toMatchObject({
      difficulty: 'advanced',
      whyItWorksLesson: 3,
      makeItYours: 'Use your menu.',
    });
    expect(byTitle('Json Taught')).toMatchObject(teaching);
    for (const old of ['Csv Old', 'Json Old'])
      expect(byTitle(old)).toMatchObject({
        difficulty: 'beginner',
        whyItWorks: '',
        whyItWorksLesson: null,
        makeItYours: '',
      });
  });
});
