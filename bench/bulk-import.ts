/**
 * Bulk import speed with 10,000 prompts over HTTP, the site in its own process on a fresh store
 * (issue 12: ≤ 5 s on PostgreSQL, ≤ 8 s on PGlite, JSON or CSV): a JSON import and a CSV import of
 * new prompts (each replacing the library), the streamed export, a dry run, and the export imported
 * back (text/csv and multipart upload: ids kept, the texts unchanged).
 *   npm run bench:import                  # PGlite, then PostgreSQL when reachable
 *   BENCH_PROMPTS=n                       # another size
 */
import { promptsToCsv, type CsvPrompt } from '@ai4n/shared/csv';
import { promptSeedRows } from '../apps/server/src/db/seed/prompt-seed.js';
import { ADMIN, atMost, fmt, onFreshSite, progress, runStandalone, type DbKind, type Row } from './harness.js';

const PROMPT_COUNT = Number(process.env.BENCH_PROMPTS ?? 10_000);
const LIMIT_SECONDS: Record<DbKind, number> = { pglite: 8, postgres: 5 };

/** `count` prompts made of the seeded library's texts, each with its own title. */
export function benchPrompts(count: number): CsvPrompt[] {
  const base = promptSeedRows();
  return Array.from({ length: count }, (_, i) => {
    const row = base[i % base.length];
    return {
      title: `${row.title} #${i + 1}`,
      description: row.description,
      prompt_text: row.promptText,
      category: row.category,
      tags: row.tags ?? [],
      business_types: row.businessTypes ?? [],
      example_use: row.exampleUse ?? '',
      added_by: 'bench',
      isFeatured: i % 50 === 0,
      status: i % 20 === 0 ? 'draft' : 'active',
    };
  });
}

/** An administrator's Authorization header on a running site. */
export async function adminAuth(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin sign-in: HTTP ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function measureImports(kind: DbKind): Promise<Row[]> {
  return onFreshSite(kind, async (site, database) => {
    const auth = await adminAuth(site.url);
    const rows: Row[] = [];
    const timed = async (name: string, bytes: number, limit: number | null, send: () => Promise<Response>) => {
      const started = performance.now();
      const res = await send();
      const body = await res.text();
      const seconds = (performance.now() - started) / 1000;
      if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${body.slice(0, 300)}`);
      progress(
        `${database}: ${name}: ${fmt(seconds)} s, ${mb(bytes || Buffer.byteLength(body))}, ${Math.round(PROMPT_COUNT / seconds)} rows/s`,
      );
      rows.push(atMost(`${name}, ${fmt(PROMPT_COUNT)} prompts`, database, seconds, limit, 's'));
      return body;
    };
    const post = (path: string, body: string | FormData, type?: string) => () =>
      fetch(`${site.url}/api/prompts/bulk/${path}`, {
        method: 'POST',
        headers: type ? { ...auth, 'content-type': type } : auth,
        body,
      });

    const prompts = benchPrompts(PROMPT_COUNT);
    const json = JSON.stringify({ prompts, replaceExisting: true });
    const limit = LIMIT_SECONDS[kind];
    await timed('JSON import, new prompts', Buffer.byteLength(json), limit, post('import', json, 'application/json'));
    const fresh = promptsToCsv(prompts);
    await timed(
      'CSV import, new prompts',
      Buffer.byteLength(fresh),
      limit,
      post('import-csv?replaceExisting=true', fresh, 'text/csv'),
    );
    const csv = await timed('CSV export (streamed)', 0, null, () =>
      fetch(`${site.url}/api/prompts/bulk/export`, { headers: auth }),
    );
    const bytes = Buffer.byteLength(csv);
    await timed('CSV import, dry run', bytes, null, post('import-csv?dryRun=true', csv, 'text/csv'));
    await timed(
      'CSV import of the export (ids kept)',
      bytes,
      limit,
      post('import-csv?replaceExisting=true', csv, 'text/csv'),
    );
    const form = new FormData();
    form.append('replaceExisting', 'true');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'prompts.csv');
    await timed('CSV upload of the export (multipart)', bytes, limit, post('upload', form));

    const count = (await (await fetch(`${site.url}/api/prompts?status=all&limit=1`, { headers: auth })).json()) as {
      pagination: { totalCount: number };
    };
    if (count.pagination.totalCount !== PROMPT_COUNT)
      throw new Error(`expected ${PROMPT_COUNT} prompts after the imports, found ${count.pagination.totalCount}`);
    return rows;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await runStandalone(measureImports);
