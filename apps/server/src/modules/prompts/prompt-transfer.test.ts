import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parsePromptCsv } from '@ai4n/shared/csv';
import { createAdminTestApp } from '../../../test/test-app.js';
import { createPrompt } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';

let app: FastifyInstance;
let db: AppDb;
let auth: Record<string, string>;
beforeAll(async () => {
  ({ app, db, auth } = await createAdminTestApp());
});
afterAll(async () => app.close());

const count = async () =>
  (await app.inject({ url: '/api/prompts?status=all', headers: auth })).json().pagination.totalCount as number;
const importCsv = (csv: string, dryRun = false) =>
  app.inject({
    method: 'POST',
    url: `/api/prompts/bulk/import-csv${dryRun ? '?dryRun=true' : ''}`,
    payload: csv,
    headers: { ...auth, 'content-type': 'text/csv' },
  });

const HEADER = 'Prompt Title,Description,Category,Core Prompt Text';

describe('prompt import and export', () => {
  it('previews a CSV on the server (dry run) with row errors, and imports nothing when a row is bad', async () => {
    const csv = [HEADER, 'One,First,sales,Do one', ',Missing title,sales,x', 'Three,Third,"sales",Do three'].join(
      '\r\n',
    );
    const preview = (await importCsv(csv, true)).json();
    expect(preview).toMatchObject({ count: 2, imported: 0, moreErrors: 0 });
    expect(preview.preview.map((p: { title: string }) => p.title)).toEqual(['One', 'Three']);
    expect(preview.errors).toEqual([{ row: 3, message: "Row 3: Missing required field 'Prompt Title'" }]);
    const before = await count();
    const refused = await importCsv(csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/nothing was imported/);
    expect(await count()).toBe(before);
  });

  it('imports a good CSV in one go, and refuses an empty one', async () => {
    const before = await count();
    const res = await importCsv([HEADER, 'Alpha,A,marketing,Do A', 'Beta,B,hr,"Do ""B"", then\nmore"'].join('\n'));
    expect(res.json()).toMatchObject({ imported: 2 });
    expect(await count()).toBe(before + 2);
    const empty = await importCsv(HEADER);
    expect(empty.json().message).toBe(
      'No valid data found in CSV file. Please check that your file has data rows below the header.',
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/prompts/bulk/import-csv',
          payload: HEADER,
          headers: { 'content-type': 'text/csv' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('exports every prompt as CSV, formula cells neutralized, and imports it back to the same content', async () => {
    await createPrompt(db, { title: '=HYPERLINK("evil")', description: '+danger', status: 'draft' });
    const exported = await app.inject({ url: '/api/prompts/bulk/export', headers: auth });
    expect(exported.headers['content-type']).toMatch(/text\/csv/);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="prompts_export.csv"');
    expect(exported.body).toContain(`"'=HYPERLINK(""evil"")"`);
    expect(exported.body).not.toMatch(/(^|,)"=HYPERLINK/m);
    const parsed = parsePromptCsv(exported.body);
    expect(parsed.errors).toEqual([]);
    expect(parsed.prompts).toHaveLength(await count());
    expect(parsed.prompts.map((p) => p.title)).toContain('=HYPERLINK("evil")');

    const before = await count();
    expect((await importCsv(exported.body)).json().imported).toBe(before);
    const again = parsePromptCsv((await app.inject({ url: '/api/prompts/bulk/export', headers: auth })).body).prompts;
    const key = (p: { title: string; description: string; prompt_text: string }) =>
      `${p.title}|${p.description}|${p.prompt_text}`;
    expect(new Set(again.map(key))).toEqual(new Set(parsed.prompts.map(key)));
  });

  it('imports JSON all or nothing', async () => {
    const before = await count();
    const bad = await app.inject({
      method: 'POST',
      url: '/api/prompts/bulk/import',
      headers: auth,
      payload: { prompts: [{ title: 'Ok', description: 'd', prompt_text: 't', category: 'sales' }, { title: '' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(await count()).toBe(before);
    const good = await app.inject({
      method: 'POST',
      url: '/api/prompts/bulk/import',
      headers: auth,
      payload: { prompts: [{ title: 'Ok', description: 'd', prompt_text: 't', category: 'sales' }] },
    });
    expect(good.json().imported).toBe(1);
  });
});
