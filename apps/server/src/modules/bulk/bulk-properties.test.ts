import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { PROMPT_STATUSES, PromptInputSchema, PROMPT_SECTION_HEADINGS, composePromptText } from '@ai4n/shared';
import {
  decodeCsv,
  faqCsv,
  lessonCsv,
  parsePromptCsv,
  PROMPT_CSV_COLUMNS,
  promptsToCsv,
  questionCsv,
  type CsvCodec,
  type CsvPrompt,
} from '@ai4n/shared/csv';
import type { z } from 'zod';
import { createAdminTestApp } from '../../../test/test-app.js';
import { multipart } from '../../../test/multipart.js';

// Characters that break naive CSV handling, formula triggers, and the prompt text's own headings.
const tricky = fc.constantFrom(
  '"',
  ',',
  '\n',
  '\r\n',
  '\r',
  "'",
  '=',
  '+',
  '-',
  '@',
  '\t',
  ' ',
  '|',
  '\uFEFF',
  'é',
  '😀',
  'Expertise Areas:',
  ...PROMPT_SECTION_HEADINGS.map(([, h]) => `\n${h}:\n`),
);
/**
 * Text of tricky pieces and ordinary characters. `db` leaves out what the database does not keep:
 * NUL (PostgreSQL text cannot hold it) and the byte-order mark (PGlite drops one that starts a value).
 */
const text = (options: { db?: boolean; maxLength?: number } = {}) =>
  fc
    .array(fc.oneof(tricky, fc.string({ unit: options.db ? 'grapheme' : 'binary', maxLength: 8 })), {
      maxLength: options.maxLength ?? 12,
    })
    .map((parts) => parts.join(''))
    .map((s) => (options.db ? s.replace(/[\u0000\uFEFF]/g, '') : s));
const nonBlank = (options?: { db?: boolean }) =>
  fc
    .tuple(
      fc.string({ minLength: 1, maxLength: 5 }).filter((s) => s.trim() !== ''),
      text(options),
    )
    .map(([a, b]) => `${a}${b}`);
const listItem = (options?: { db?: boolean }) => nonBlank(options).map((s) => s.replaceAll(',', ';'));

const structured = (options?: { db?: boolean }) =>
  fc
    .record({
      context: text(options),
      role: text(options),
      corePrompt: text(options),
      constraints: text(options),
      expertiseAreas: fc.array(listItem(options), { maxLength: 3 }),
    })
    .map((sections) => composePromptText(sections));

/** A prompt as the single-create schema leaves it (the only prompts an import can give back). */
const validPrompt = (options?: { db?: boolean }) =>
  fc
    .record({
      title: nonBlank(options),
      description: nonBlank(options),
      prompt_text: fc.oneof(nonBlank(options), structured(options)),
      category: nonBlank(options),
      tags: fc.array(listItem(options), { maxLength: 4 }),
      business_types: fc.array(listItem(options), { maxLength: 3 }),
      example_use: text(options),
      rating: fc.integer({ min: 10, max: 50 }).map((n) => n / 10),
      views: fc.nat({ max: 1_000_000 }),
      added_by: nonBlank(options),
      isFeatured: fc.boolean(),
      status: fc.constantFrom(...PROMPT_STATUSES),
    })
    .map((raw) => PromptInputSchema.safeParse(raw))
    .filter((r) => r.success)
    .map((r) => r.data as CsvPrompt);

/** CSV-shaped text: a real or random header, then rows of tricky cells, sometimes unbalanced quotes. */
const csvText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc
    .tuple(
      fc.subarray([...PROMPT_CSV_COLUMNS, 'junk', '']),
      fc.array(fc.array(text({ maxLength: 5 }), { maxLength: 8 }), { maxLength: 6 }),
      fc.constantFrom('\n', '\r\n', '\r'),
      fc.boolean(),
    )
    .map(([header, rows, eol, quoted]) =>
      [header, ...rows]
        .map((cells) => cells.map((c) => (quoted ? `"${c.replaceAll('"', '""')}"` : c)).join(','))
        .join(eol),
    ),
);

describe('CSV properties (pure)', () => {
  it('exports and imports back any valid prompts unchanged (quotes, commas, line breaks, formula characters, headings)', () => {
    fc.assert(
      fc.property(fc.array(validPrompt(), { minLength: 1, maxLength: 3 }), (prompts) => {
        const { prompts: back, errors } = parsePromptCsv(promptsToCsv(prompts));
        expect(errors).toEqual([]);
        expect(back).toEqual(prompts);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on arbitrary text, for every entity', () => {
    const codecs = [faqCsv, lessonCsv, questionCsv] as unknown as CsvCodec<unknown, z.ZodType>[];
    fc.assert(
      fc.property(csvText, (csv) => {
        const { prompts, errors } = parsePromptCsv(csv);
        for (const e of errors) expect(e.message).toMatch(/^Row \d+: /);
        expect(prompts.length + errors.length).toBeLessThanOrEqual(csv.length);
        for (const codec of codecs) decodeCsv(codec, csv);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('CSV properties (HTTP)', () => {
  let app: FastifyInstance;
  let auth: Record<string, string>;
  beforeAll(async () => {
    ({ app, auth } = await createAdminTestApp());
  });
  afterAll(async () => app.close());

  it('answers random CSV text on import-csv?dryRun=true and on the upload route without a server error', async () => {
    await fc.assert(
      fc.asyncProperty(csvText, async (csv) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/prompts/bulk/import-csv?dryRun=true',
          headers: { ...auth, 'content-type': 'text/csv' },
          payload: csv,
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
    await fc.assert(
      fc.asyncProperty(
        csvText,
        fc.constantFrom('a.csv', 'B.CSV', 'x.txt'),
        fc.constantFrom('true', 'false', '', 'yes'),
        async (csv, filename, replaceExisting) => {
          const body = multipart([
            { name: 'replaceExisting', value: replaceExisting },
            { name: 'file', filename, content: csv },
          ]);
          const res = await app.inject({
            method: 'POST',
            url: '/api/prompts/bulk/upload?dryRun=true',
            headers: { ...auth, ...body.headers },
            payload: body.payload,
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  }, 180_000);

  it('stores any valid prompts and gives them back unchanged through export and import, ids included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(validPrompt({ db: true }), { minLength: 1, maxLength: 4 }), async (prompts) => {
        // The content; the ids the database gave are compared across the re-import below.
        const key = ({ id: _id, ...p }: CsvPrompt) => JSON.stringify(p);
        const ids = (list: CsvPrompt[]) => list.map((p) => p.id).sort();
        const stored = await app.inject({
          method: 'POST',
          url: '/api/prompts/bulk/import',
          headers: auth,
          payload: { prompts, replaceExisting: true },
        });
        expect(stored.json().imported).toBe(prompts.length);
        const exported = (await app.inject({ url: '/api/prompts/bulk/export', headers: auth })).body;
        const back = parsePromptCsv(exported);
        expect(back.prompts.map(key).sort()).toEqual(prompts.map(key).sort());
        const again = await app.inject({
          method: 'POST',
          url: '/api/prompts/bulk/import-csv?replaceExisting=true',
          headers: { ...auth, 'content-type': 'text/csv' },
          payload: exported,
        });
        expect(again.json().imported).toBe(prompts.length);
        const reexported = parsePromptCsv((await app.inject({ url: '/api/prompts/bulk/export', headers: auth })).body);
        expect(reexported.prompts.map(key).sort()).toEqual(prompts.map(key).sort());
        expect(ids(reexported.prompts)).toEqual(ids(back.prompts));
      }),
      { numRuns: 150 },
    );
  }, 180_000);
});
