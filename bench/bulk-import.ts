/**
 * Bulk import speed with 10,000 prompts over real HTTP: JSON import, the streamed CSV export, CSV
 * import as text/csv (dry run and for real) and the multipart upload, each replacing the whole
 * library; on PGlite and (when reachable) on PostgreSQL.
 *   npm run bench:import
 *   BENCH_DATABASE_URL=postgres://... to choose the PostgreSQL server; BENCH_PROMPTS=n for another size
 */
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { Database } from '../apps/server/src/db/client.js';
import { onEachDatabase } from './databases.js';
import { promptSeedRows } from '../apps/server/src/db/seed/prompt-seed.js';

const PROMPT_COUNT = Number(process.env.BENCH_PROMPTS ?? 10_000);

function prompts() {
  const base = promptSeedRows();
  return Array.from({ length: PROMPT_COUNT }, (_, i) => {
    const row = base[i % base.length];
    return {
      title: `${row.title} #${i + 1}`,
      description: row.description,
      prompt_text: row.promptText,
      category: row.category,
      tags: row.tags,
      business_types: row.businessTypes,
      example_use: row.exampleUse,
      isFeatured: i % 50 === 0,
      status: i % 20 === 0 ? 'draft' : 'active',
    };
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function run(label: string, database: Database) {
  await database.migrate();
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production' }), database, logger: false, webDistDir: null });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    await app.adminAuth.setPassword('bench', 'a long bench password');
    const { token } = await app.adminAuth.login('bench', 'a long bench password', '127.0.0.1');
    const auth = { authorization: `Bearer ${token}` };
    const results: Record<string, Record<string, string | number>> = {};

    const timed = async (name: string, bytes: number, send: () => Promise<Response>) => {
      const started = performance.now();
      const res = await send();
      const body = await res.text();
      const seconds = (performance.now() - started) / 1000;
      if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${body.slice(0, 300)}`);
      const imported = res.headers.get('content-type')?.includes('json') ? (JSON.parse(body) as { imported?: number; count?: number }) : null;
      results[name] = {
        seconds: Number(seconds.toFixed(2)),
        size: mb(bytes || Buffer.byteLength(body)),
        rows: imported ? (imported.imported || imported.count || 0) : PROMPT_COUNT,
        'rows/s': Math.round(PROMPT_COUNT / seconds),
      };
      return body;
    };

    const json = JSON.stringify({ prompts: prompts(), replaceExisting: true });
    await timed('JSON import', Buffer.byteLength(json), () => fetch(`${address}/api/prompts/bulk/import`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: json }));
    const csv = await timed('CSV export (streamed)', 0, () => fetch(`${address}/api/prompts/bulk/export`, { headers: auth }));
    const csvBytes = Buffer.byteLength(csv);
    const csvPost = (query: string) => () => fetch(`${address}/api/prompts/bulk/import-csv${query}`, { method: 'POST', headers: { ...auth, 'content-type': 'text/csv' }, body: csv });
    await timed('CSV import, dry run', csvBytes, csvPost('?dryRun=true'));
    await timed('CSV import (text/csv)', csvBytes, csvPost('?replaceExisting=true'));
    await timed('CSV upload (multipart)', csvBytes, () => {
      const form = new FormData();
      form.append('replaceExisting', 'true');
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'prompts.csv');
      return fetch(`${address}/api/prompts/bulk/upload`, { method: 'POST', headers: auth, body: form });
    });

    const count = (await (await fetch(`${address}/api/prompts?status=all&limit=1`, { headers: auth })).json()) as { pagination: { totalCount: number } };
    if (count.pagination.totalCount !== PROMPT_COUNT) throw new Error(`expected ${PROMPT_COUNT} prompts after the imports, found ${count.pagination.totalCount}`);
    console.log(`\nBulk import of ${PROMPT_COUNT} prompts on ${label} (each import replaces the library)`);
    console.table(results);
  } finally {
    await app.close();
  }
}

await onEachDatabase('import', run);
