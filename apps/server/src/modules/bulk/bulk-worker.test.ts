import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { parseCsv, promptsToCsv } from '@ai4n/shared/csv';
import { createAdminTestApp } from '../../../test/test-app.js';
import { createFaq, createPrompt } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { faqs, prompts } from '../../db/schema/index.js';
import { prepareImport, rowGroup, type ImportHelp, type PrepareRequest, type RowGroup } from './bulk-prepare.js';
import type { WeightedText } from '../../lib/english-tsvector.js';
import { promptImport } from '../prompts/prompt-transfer.js';
import { createBulkStore } from './bulk-store.js';
import { prepareInWorker, warmImportWorker } from './bulk-worker.js';
import { rowsOf } from '../../db/rows.js';
import { faqImport } from '../faqs/faq-transfer.js';

let app: FastifyInstance;
let db: AppDb;
let auth: Record<string, string>;
beforeAll(async () => {
  ({ app, db, auth } = await createAdminTestApp());
});
afterAll(async () => app.close());

const post = (url: string, payload: string | Buffer, type = 'application/json') =>
  app.inject({ method: 'POST', url, headers: { ...auth, 'content-type': type }, payload });
const answer = async (res: Promise<{ statusCode: number; json(): unknown }>) => {
  const r = await res;
  return [r.statusCode, r.json()];
};
const faq = { question: 'Q?', answer: 'A.', category: 'about' };
const NOT_JSON = { message: "Body is not valid JSON but content-type is set to 'application/json'", statusCode: 400 };
const TOO_DEEP = {
  message: 'Request body is nested too deeply.',
  statusCode: 400,
  errors: [{ field: 'body', message: 'Request body is nested too deeply.' }],
};
const NO_CSV_DATA = {
  message: 'No valid data found in CSV file. Please check that your file has data rows below the header.',
  statusCode: 400,
};
/** The `n` a counting query answers. */
const counted = async (query: SQL) => rowsOf<{ n: number }>(await db.execute(query))[0].n;
const countOf = (table: string) => counted(sql.raw(`select count(*)::int as n from "${table}"`));

describe('imports read in the worker answer as the app did when it parsed them itself', () => {
  it('malformed, empty, deeply nested and prototype-poisoning JSON', async () => {
    expect(await answer(post('/api/faqs/bulk/import', '{not json'))).toEqual([400, NOT_JSON]);
    expect(await answer(post('/api/faqs/bulk/import', '{"faqs": ['))).toEqual([400, NOT_JSON]);
    expect(await answer(post('/api/faqs/bulk/import', ''))).toEqual([
      400,
      { message: "Body cannot be empty when content-type is set to 'application/json'", statusCode: 400 },
    ]);
    expect(await answer(post('/api/faqs/bulk/import', `{"faqs":${'['.repeat(100)}${']'.repeat(100)}}`))).toEqual([
      400,
      TOO_DEEP,
    ]);
    expect(await answer(post('/api/faqs/bulk/import', '{"faqs":[{"__proto__":{"x":1},"question":"Q?"}]}'))).toEqual([
      400,
      NOT_JSON,
    ]);
    expect(await answer(post('/api/faqs/bulk/import', '{"faqs":[{"constructor":{"prototype":{"x":1}}}]}'))).toEqual([
      400,
      NOT_JSON,
    ]);
    // A byte-order mark and surrounding blanks are fine, as before.
    expect(
      (await post('/api/faqs/bulk/import?dryRun=true', `\uFEFF ${JSON.stringify({ faqs: [faq] })}\n`)).json(),
    ).toMatchObject({ count: 1, errors: [] });
  });

  it('the body schema first, then the query, with the same field errors', async () => {
    const notArray = {
      message: 'faqs: Invalid input: expected array, received string',
      statusCode: 400,
      errors: [{ field: 'faqs', message: 'Invalid input: expected array, received string' }],
    };
    expect(await answer(post('/api/faqs/bulk/import', JSON.stringify({ faqs: 'x' })))).toEqual([400, notArray]);
    expect(await answer(post('/api/faqs/bulk/import?dryRun=maybe', JSON.stringify({ faqs: 'x' })))).toEqual([
      400,
      notArray,
    ]);
    const [status, body] = await answer(post('/api/faqs/bulk/import?dryRun=maybe', JSON.stringify({ faqs: [faq] })));
    expect([status, body]).toEqual([
      400,
      {
        message: 'dryRun: Invalid option: expected one of "true"|"false"',
        statusCode: 400,
        errors: [{ field: 'dryRun', message: 'Invalid option: expected one of "true"|"false"' }],
      },
    ]);
    expect(await answer(post('/api/faqs/bulk/import', 'null'))).toEqual([
      400,
      {
        message: 'body: Invalid input: expected object, received null',
        statusCode: 400,
        errors: [{ field: 'body', message: 'Invalid input: expected object, received null' }],
      },
    ]);
    expect((await post('/api/faqs/bulk/import', JSON.stringify({ faqs: [faq, 3] }))).json().errors).toEqual([
      { field: 'faqs.1', message: 'Invalid input: expected record, received number' },
    ]);
    expect(
      (await post('/api/faqs/bulk/import', JSON.stringify({ faqs: [faq], replaceExisting: 'tr\u0000ue' }))).json()
        .message,
    ).toBe('replaceExisting: Invalid input');
    // Another content type on the JSON route: the body is text, as the text/csv parser gave it.
    expect(
      (await post('/api/faqs/bulk/import', 'question,answer,category\nQ,A,about', 'text/csv')).json().message,
    ).toBe('body: Invalid input: expected object, received string');
  });

  it('wrong types, NUL and half surrogate pairs are reported by row', async () => {
    const wrong = (
      await post(
        '/api/prompts/bulk/import?dryRun=true',
        JSON.stringify({ prompts: [{ title: 3, description: 'D', category: 'sales', prompt_text: 'P' }] }),
      )
    ).json();
    expect(wrong.errors).toEqual([
      { row: 1, message: 'Prompt 1: title: Invalid input: expected string, received number' },
    ]);
    const nul = await post('/api/faqs/bulk/import', JSON.stringify({ faqs: [faq, { ...faq, answer: 'a\u0000b' }] }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual([
      { field: 'row 2', message: 'FAQ 2: answer: Text may not contain NUL characters' },
    ]);
    const surrogate = await post(
      '/api/faqs/bulk/import?dryRun=true',
      '{"faqs":[{"question":"Q\\ud800","answer":"A","category":"about"}]}',
    );
    expect(surrogate.json().errors).toEqual([
      { row: 1, message: 'FAQ 1: question: Text must be valid Unicode (it holds half of a surrogate pair)' },
    ]);
  });

  it('CSV: no rows, NUL, bad bytes, a byte-order mark, and JSON sent to the CSV route', async () => {
    expect(await answer(post('/api/faqs/bulk/import-csv', '', 'text/csv'))).toEqual([400, NO_CSV_DATA]);
    expect(await answer(post('/api/faqs/bulk/import-csv', 'question,answer,category', 'text/csv'))).toEqual([
      400,
      NO_CSV_DATA,
    ]);
    expect(
      (
        await post('/api/faqs/bulk/import-csv?dryRun=true', 'question,answer,category\nQ,"a\u0000",about', 'text/csv')
      ).json().errors,
    ).toEqual([{ row: 2, message: 'Row 2: answer: Text may not contain NUL characters' }]);
    const latin1 = Buffer.concat([
      Buffer.from('\uFEFFquestion,answer,category\nQ'),
      Buffer.from([0xe9]),
      Buffer.from(',A,about'),
    ]);
    expect(
      (await post('/api/faqs/bulk/import-csv?dryRun=true', latin1, 'text/csv; charset=utf-8')).json().preview,
    ).toEqual([{ title: 'Q\uFFFD', category: 'about', status: 'active' }]);
    expect(await answer(post('/api/faqs/bulk/import-csv?dryRun=true', '{"a":1}'))).toEqual([400, NO_CSV_DATA]);
    expect(await answer(post('/api/faqs/bulk/import-csv?dryRun=true', '{not json'))).toEqual([400, NOT_JSON]);
  });
});

describe('the rows of an import, made a slice at a time', () => {
  const prepared = async (count: number, sliceRows?: number) => {
    const items = Array.from({ length: count }, (_, i) => ({ ...faq, question: `Q${i}?` }));
    const body = { type: 'value' as const, value: { faqs: items, replaceExisting: false } };
    const result = await prepareImport(faqImport, { entity: 'faqs', route: 'items', body, taken: [], sliceRows });
    if (!result.ok || !result.write) throw new Error('not prepared');
    const slices: string[][] = [];
    for await (const group of result.write.groups) {
      const rows = JSON.parse(`[${new TextDecoder().decode(group.json).slice(0, -1)}]`) as Array<{ question: string }>;
      slices.push(rows.map((row) => row.question));
    }
    return slices;
  };

  it('come in slices that double from a small first one up to sliceRows (PostgreSQL), each row once and in order', async () => {
    const slices = await prepared(1_000, 500);
    expect(slices.map((slice) => slice.length)).toEqual([50, 100, 200, 400, 250]);
    expect(slices.flat()).toEqual(Array.from({ length: 1_000 }, (_, i) => `Q${i}?`));
    expect((await prepared(30, 500)).map((slice) => slice.length)).toEqual([30]);
  });

  it('carry search vectors: made in the worker for ASCII texts, asked of vectorize for the others, left to the trigger without it', async () => {
    const items = ['Plan a launch', 'Plan a café launch', 'Price it in £'].map((title) => ({
      title,
      description: 'd',
      prompt_text: 'Write it.',
      category: 'sales',
    }));
    const asked: string[][] = [];
    const vectorsOf = async (help: ImportHelp) => {
      const body = { type: 'value' as const, value: { prompts: items, replaceExisting: false } };
      const result = await prepareImport(promptImport, { entity: 'prompts', route: 'items', body, taken: [] }, help);
      if (!result.ok || !result.write) throw new Error('not prepared');
      const rows: Array<{ title: string; search_vector?: string }> = [];
      for await (const group of result.write.groups)
        rows.push(...(JSON.parse(`[${new TextDecoder().decode(group.json).slice(0, -1)}]`) as typeof rows));
      return Object.fromEntries(rows.map((row) => [row.title, row.search_vector]));
    };
    const lexize = async (words: string[]) => words;
    const vectorize = async (records: WeightedText[][]) => {
      asked.push(...records.map((fields) => fields.map((field) => field.text)));
      return records.map((_, i) => `'made-${i}':1A`);
    };
    expect(await vectorsOf({ lexize, vectorize })).toEqual({
      'Plan a launch': expect.stringContaining("'launch':3A"),
      'Plan a café launch': "'made-0':1A",
      'Price it in £': "'made-1':1A",
    });
    expect(asked).toEqual([
      ['Plan a café launch', '', 'd', 'Write it.'],
      ['Price it in £', '', 'd', 'Write it.'],
    ]);
    const withoutVectorize = await vectorsOf({ lexize });
    expect(withoutVectorize['Plan a launch']).toContain("'launch':3A");
    expect(withoutVectorize['Plan a café launch']).toBeUndefined();
  });

  it('come in one piece without sliceRows (PGlite)', async () => {
    expect((await prepared(1_000)).map((slice) => slice.length)).toEqual([1_000]);
  });

  it('are read by a worker started ahead of the import, as an import request arrives', async () => {
    warmImportWorker();
    warmImportWorker(); // a second request meanwhile starts no other
    const body = new TextEncoder().encode(JSON.stringify({ faqs: [faq, { ...faq, category: 'nope' }] }));
    const result = await prepareInWorker(
      { entity: 'faqs', route: 'items', body: { type: 'json', bytes: body }, query: { dryRun: 'true' }, taken: [] },
      { lexize: async () => [] },
    );
    expect(result).toMatchObject({ ok: true, write: null, summary: { count: 1, errors: [{ row: 2 }] } });
  });
});

describe('writing an import', () => {
  // One row per statement.
  const store = () => createBulkStore(db, faqs, { order: [faqs.id], statementBytes: 1 });
  const plan = async (items: object[], options: { replaceExisting: boolean }) => {
    const request: PrepareRequest = {
      entity: 'faqs',
      route: 'items',
      body: { type: 'value', value: { faqs: items, replaceExisting: options.replaceExisting } },
      query: {},
      taken: [],
    };
    const result = await prepareImport(faqImport, request);
    if (!result.ok || !result.write) throw new Error('not prepared');
    return result.write;
  };

  it('is all or nothing across its statements: a failing last batch leaves the table as it was', async () => {
    await db.delete(faqs);
    const kept = await createFaq(db, { question: 'Still here?' });
    // Four statements; the last one is refused by the database (an order PostgreSQL cannot read as an integer).
    const write = await plan([{ ...faq, id: kept.id }, faq, faq, faq], { replaceExisting: true });
    const groups: RowGroup[] = [];
    for await (const group of write.groups) groups.push(group);
    expect(groups.flatMap((g) => g.ends)).toHaveLength(4);
    const group = groups.at(-1)!;
    const rows = new TextDecoder()
      .decode(group.json)
      .slice(0, -1)
      .split(/,(?=\{)/);
    rows[rows.length - 1] = rows.at(-1)!.replace('"order":0', '"order":"not a number"');
    groups[groups.length - 1] = rowGroup(group.columns, rows);
    await expect(
      store().write(
        {
          ...write,
          groups: (async function* () {
            yield* groups;
          })(),
        },
        true,
      ),
    ).rejects.toThrow();
    expect(await db.select({ id: faqs.id, question: faqs.question }).from(faqs)).toEqual([
      { id: kept.id, question: 'Still here?' },
    ]);
  });

  it('answers 409 and writes nothing when an id was taken after the checks', async () => {
    await db.delete(faqs);
    const taken = await createFaq(db);
    const write = await plan([faq, { ...faq, id: taken.id }], { replaceExisting: true });
    await expect(store().write(write, false)).rejects.toMatchObject({
      statusCode: 409,
      message: 'An imported id is already in use; nothing was imported.',
    });
    expect(await countOf('faqs')).toBe(1);
  });

  it('writes nothing when its rows stop coming with an error after some were written (the worker failed midway)', async () => {
    await db.delete(faqs);
    const kept = await createFaq(db, { question: 'Still here?' });
    const write = await plan([faq, faq, faq], { replaceExisting: true });
    const groups = async function* () {
      yield* write.groups;
      throw new Error('import worker: out of memory');
    };
    await expect(store().write({ ...write, groups: groups() }, true)).rejects.toThrow('import worker: out of memory');
    expect(await db.select({ id: faqs.id, question: faqs.question }).from(faqs)).toEqual([
      { id: kept.id, question: 'Still here?' },
    ]);
  });

  it('leaves health answering while its transaction holds the database (PGlite has a single session)', async () => {
    let during: unknown;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      during = (await app.inject({ url: '/api/health' })).json();
    });
    expect(during).toEqual({ status: 'ok', db: 'ok' });
  });

  it('imports thousands of prompts in many statements, keeps ids, views and ratings on replace, and keeps search current', async () => {
    const rated = await createPrompt(db, { title: 'Rated', views: 7, rating: 4.5, ratingCount: 2 });
    const many = Array.from({ length: 3_000 }, (_, i) => ({
      title: `Imported ${i}`,
      description: `Number ${i}`,
      // Every third beyond ASCII (a café, a price in £): lib/english-tsvector.ts leaves those to the database.
      prompt_text: `Write about ${i % 2 ? 'giraffes' : 'zebras'} for [company name]${i % 3 ? '' : ', a café charging £12'}. ${'Padding text. '.repeat(20)}`,
      category: 'sales',
      tags: ['bulk'],
      added_by: 'test',
      isFeatured: false,
      status: 'active',
    }));
    const exported = parseCsv((await app.inject({ url: '/api/prompts/bulk/export', headers: auth })).body).rows.find(
      (r) => r.cell('ID') === rated.id,
    )!;
    const keptRow = {
      title: 'Rated',
      description: exported.cell('Description'),
      prompt_text: 'Now about okapis.',
      category: 'sales',
      id: rated.id,
    };
    const csv = promptsToCsv(
      [...many, keptRow].map((p) => ({
        tags: [],
        business_types: [],
        example_use: '',
        added_by: 'test',
        isFeatured: false,
        status: 'active',
        ...p,
      })),
    );
    const res = await post('/api/prompts/bulk/import-csv?replaceExisting=true', csv, 'text/csv');
    expect(res.json()).toMatchObject({ count: 3_001, imported: 3_001, errors: [] });
    expect(await countOf('prompts')).toBe(3_001);
    const [row] = await db
      .select({
        views: prompts.views,
        rating: prompts.rating,
        ratingCount: prompts.ratingCount,
        text: prompts.promptText,
      })
      .from(prompts)
      .where(sql`${prompts.id} = ${rated.id}`);
    expect(row).toEqual({ views: 7, rating: 4.5, ratingCount: 2, text: 'Now about okapis.' });
    const matches = (word: string) =>
      counted(sql`select count(*)::int as n from prompts where search_vector @@ to_tsquery('english', ${word})`);
    expect([await matches('zebra'), await matches('giraffe'), await matches('okapi')]).toEqual([1_500, 1_500, 1]);
    expect(await matches('café')).toBe(1_000);
    // The vectors the worker made (lib/english-tsvector.ts, or the database beside the writes) are
    // the ones the database's trigger makes.
    const vectorsOff = () =>
      counted(sql`select count(*)::int as n from prompts where search_vector::text is distinct from (setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', array_to_string(tags, ' ')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(prompt_text, '')), 'C'))::text`);
    expect(await vectorsOff()).toBe(0);

    // Imported back unchanged (the search vectors stay), then with one text changed (its vector is made again).
    const back = (await app.inject({ url: '/api/prompts/bulk/export', headers: auth })).body;
    expect((await post('/api/prompts/bulk/import-csv?replaceExisting=true', back, 'text/csv')).json().imported).toBe(
      3_001,
    );
    expect([await matches('zebra'), await matches('okapi')]).toEqual([1_500, 1]);
    const changed = back.replace('Now about okapis.', 'Now about lemurs.');
    expect((await post('/api/prompts/bulk/import-csv?replaceExisting=true', changed, 'text/csv')).json().imported).toBe(
      3_001,
    );
    expect([await matches('okapi'), await matches('lemur'), await matches('zebra')]).toEqual([0, 1, 1_500]);
    expect(await vectorsOff()).toBe(0);
  }, 120_000);
});
