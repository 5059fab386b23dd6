/**
 * Issue 33, each figure beside its reference measured in the same run:
 * - burst: after a write that drops a cached read, 50 concurrent requests for it; their p99 beside
 *   the time of one uncached answer (goal ≤ 2×), on 10,000 prompts;
 * - scale: resident memory after start on the seeded site and on 10,000 and 100,000 prompts (goal:
 *   seeded ≤ 256 MB, ≤ 10 KB per prompt above it) with what takes it, and ranked prefix search p95
 *   beside MiniSearch's and Orama's over the same prompts and URLs (bench/peer-search.mjs);
 * - floor: a JSON import of 10,000 new prompts beside PostgreSQL's COPY of the same rows into the
 *   same tables and indexes (goal ≤ 1.5×), and public reads p99 during it beside their p99 without
 *   it (goal ≤ 3×).
 *   npx tsx bench/scale.ts [burst,scale,floor] [pglite,postgres]
 *   BENCH_SCALE_SIZES=10000,100000   the library sizes of `scale`
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { adminAuth, benchPrompts } from './bulk-import.js';
import { fillGallery, galleryUrls } from './gallery-search.js';
import { PATHS, sampler } from './import-read-latency.js';
import {
  BROWSER_HEADERS,
  cleanup,
  DB_LABEL,
  fmt,
  freshStore,
  load,
  openStore,
  percentile,
  printTable,
  progress,
  ratio,
  ROOT,
  SECONDS,
  startProcess,
  startSite,
  type DbKind,
  type Row,
  type Server,
  type Store,
} from './harness.js';

const BURST = 50;
const BURST_ROUNDS = Number(process.env.BENCH_BURST_ROUNDS ?? 6);
const BURST_PROMPTS = Number(process.env.BENCH_BURST_PROMPTS ?? 10_000);
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,100000').split(',').map(Number);
const MAX_SEEDED_MB = 256;
const MAX_KB_PER_PROMPT = 10;
const SEARCH_CONNECTIONS = 20;
const FLOOR_PROMPTS = Number(process.env.BENCH_FLOOR_PROMPTS ?? 10_000);

/** A small host's memory: the first start must fit in it (issue 33). */
const SMALL_HOST_MB = 512;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const row = (figure: string, database: string, value: string, target: string, met: boolean | null): Row => ({
  figure,
  database,
  value,
  target,
  met,
});

/**
 * A site on `store` with its search index loaded (each prompt's answer prepared with it) and the
 * words searches are corrected to read (a pass over every prompt after the index, which on PGlite
 * holds the thread for seconds at 100,000 prompts), a few seconds idle.
 */
async function settledSite(store: Store, env: Record<string, string> = {}): Promise<Server> {
  const site = await startSite(store, { env: { METRICS_TOKEN: METRICS_TOKEN, ...env } });
  try {
    await site.logged('prompt search index loaded', 900_000);
    await site.logged('search vocabulary loaded', 900_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    return site;
  } catch (error) {
    await site.stop();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// One computation per miss

// node:http with kept-alive connections: lighter on this process than fetch when 50 go at once.
const agent = new http.Agent({ keepAlive: true, maxSockets: BURST });
function timedGet(url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: BROWSER_HEADERS }, (res) => {
        res.on('data', () => {});
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`GET ${url}: HTTP ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}
const burstOf = () => (url: string) => Promise.all(Array.from({ length: BURST }, () => timedGet(url)));

/** After a write, one request alone (one uncached answer) and bursts of 50 at once. */
export async function measureBurst(kind: DbKind): Promise<Row[]> {
  const database = DB_LABEL[kind];
  const store = await freshStore(kind);
  await (await startSite(store)).stop(); // migrated and seeded
  await fillGallery(store, BURST_PROMPTS);
  const site = await startSite(store);
  try {
    await site.logged('prompt search index loaded', 600_000);
    const auth = await adminAuth(site.url);
    const listed = (await (await fetch(`${site.url}/api/prompts?limit=20`)).json()) as {
      prompts: Array<{ id: string }>;
    };
    let writes = 0;
    /** An administrator's edit of a prompt: it drops every cached read of the prompts table. */
    const write = async () => {
      const id = listed.prompts[writes % listed.prompts.length].id;
      const res = await fetch(`${site.url}/api/prompts/${id}`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ isFeatured: writes++ % 2 === 0 }),
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`PUT /api/prompts/${id}: HTTP ${res.status}`);
    };
    const rows: Row[] = [];
    const routes = [
      { path: '/api/prompts/meta/categories', note: 'stale-while-revalidate' },
      { path: '/api/prompts/meta/stats', note: 'single-flight' },
      { path: '/api/faqs', note: 'single-flight, another table' },
    ];
    for (const { path: route, note } of routes) {
      const url = site.url + route;
      // Kept from the second request; the burst's connections opened before the measured rounds.
      await burstOf()(url);
      await burstOf()(url);
      const uncached: number[] = [];
      const burst: number[] = [];
      // The same burst answered from the cache: what 50 requests at once cost here without any miss.
      const hits: number[] = [];
      for (let round = 0; round < BURST_ROUNDS; round++) {
        // FAQs are not written by a prompt edit: drop them with their own table's write.
        if (route === '/api/faqs') await writeFaq(site.url, auth, round);
        else await write();
        uncached.push(await timedGet(url));
        await timedGet(url);
        if (route === '/api/faqs') await writeFaq(site.url, auth, round + 1_000);
        else await write();
        burst.push(...(await burstOf()(url)));
        await new Promise((resolve) => setTimeout(resolve, 200));
        hits.push(...(await burstOf()(url)));
      }
      burst.sort((a, b) => a - b);
      hits.sort((a, b) => a - b);
      const one = median(uncached);
      const p99 = percentile(burst, 99);
      progress(
        `${database}: ${route} after a write: one uncached ${fmt(one)} ms (runs ${uncached.map(fmt).join(', ')}); ` +
          `${BURST} at once p50 ${fmt(percentile(burst, 50))} ms, p99 ${fmt(p99)} ms, max ${fmt(burst.at(-1)!)} ms; ` +
          `${BURST} cached at once p99 ${fmt(percentile(hits, 99))} ms`,
      );
      rows.push(
        row(
          `${BURST} concurrent GET ${route} right after a write (${note}), ${fmt(BURST_PROMPTS)} prompts`,
          database,
          `p99 ${fmt(p99)} ms; one uncached answer ${fmt(one)} ms (${ratio(p99 / one)}×); ` +
            `the same burst all cached p99 ${fmt(percentile(hits, 99))} ms`,
          '≤ 2 × one uncached',
          p99 <= 2 * one,
        ),
      );
    }
    return rows;
  } finally {
    await site.stop();
  }
}

async function writeFaq(url: string, auth: Record<string, string>, n: number): Promise<void> {
  const res = await fetch(`${url}/api/faqs`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      question: `What does the burst bench ask, number ${n}?`,
      answer: 'It asks the same FAQs fifty times at once right after this write.',
      category: 'about',
    }),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`POST /api/faqs: HTTP ${res.status}`);
}

// ---------------------------------------------------------------------------------------------
// Memory and search against the best peer

const METRICS_TOKEN = 'bench-metrics-token-of-issue-33';

/** Resident memory and what takes it, from the site's own metrics (MB). */
async function memoryOf(site: Server) {
  const res = await fetch(`${site.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const value = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  const mb = (bytes: number) => bytes / 2 ** 20;
  return {
    rss: site.rssMb(),
    peak: site.peakRssMb(),
    heap: mb(value('nodejs_heap_used_bytes')),
    heapTotal: mb(value('nodejs_heap_total_bytes')),
    // PGlite's WebAssembly memory (its reservation, resident or not) and every Buffer.
    external: mb(value('nodejs_external_bytes')),
    index: mb(value('prompt_index_bytes')),
    prepared: mb(value('gallery_answer_bytes')),
    cache: mb(value('response_cache_bytes')),
  };
}

const describeMemory = (m: Awaited<ReturnType<typeof memoryOf>>) =>
  `${fmt(m.rss)} MB (peak ${fmt(m.peak)}; JS heap ${fmt(m.heap)} used of ${fmt(m.heapTotal)}; external incl. PGlite ${fmt(m.external)}; ` +
  `of these: search index ${fmt(m.index)}, prepared answers ${fmt(m.prepared)}, response cache ${fmt(m.cache)})`;

/** The active prompts as the peers index them, written to a JSON file for bench/peer-search.mjs. */
async function exportDocs(store: Store, file: string): Promise<number> {
  const database = await openStore(store);
  try {
    const result = (await database.db.execute(sql`
      select id, title, description, prompt_text as "promptText", category, tags, business_types as "businessTypes",
             example_use as "exampleUse", rating, rating_count as "ratingCount", views, is_featured as "isFeatured",
             created_at as "createdAt", added_by as "addedBy"
      from prompts where status = 'active'`)) as unknown as { rows: unknown[] };
    fs.writeFileSync(file, JSON.stringify(result.rows));
    return result.rows.length;
  } finally {
    await database.close();
  }
}

/** Ranked prefix search p95 of the site and of each peer, the same URLs and clients, one after the other. */
async function searchAgainstPeers(site: Server, docsFile: string, prompts: number, database: string): Promise<Row> {
  const exported = (JSON.parse(fs.readFileSync(docsFile, 'utf8')) as unknown[]).length;
  const { ranked } = galleryUrls();
  const randomOf = () => ranked[Math.floor(Math.random() * ranked.length)];
  const measure = async (label: string, base: string) => {
    await load({ url: base, path: randomOf, connections: SEARCH_CONNECTIONS, seconds: 1 });
    const result = await load({ url: base, path: randomOf, connections: SEARCH_CONNECTIONS });
    progress(
      `${database}: ranked search, ${label}: ${Math.round(result.rps)} req/s, p95 ${fmt(result.p95)} ms, ${result.non2xx + result.errors} failed`,
    );
    return result;
  };
  const peer = async (engine: 'minisearch' | 'orama', label: string) => {
    const server = await startProcess({
      name: engine,
      args: [path.join(ROOT, 'bench/peer-search.mjs')],
      env: { PEER_DOCS: docsFile, PEER_ENGINE: engine },
      healthPath: '/api/health',
      timeoutMs: 900_000,
    });
    try {
      return { ...(await measure(label, server.url)), rssMb: server.rssMb() };
    } finally {
      await server.stop();
    }
  };
  {
    const results = {
      site: await measure('the site', site.url),
      minisearch: await peer('minisearch', 'MiniSearch'),
      orama: await peer('orama', 'Orama'),
      again: await measure('the site again', site.url),
    };
    for (const [name, r] of Object.entries(results))
      if (r.non2xx + r.errors > 0)
        progress(`${database}: ranked search, ${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    const siteP95 = Math.min(results.site.p95, results.again.p95);
    const best = Math.min(results.minisearch.p95, results.orama.p95);
    const bestName = best === results.minisearch.p95 ? 'MiniSearch' : 'Orama';
    return row(
      `Ranked prefix search p95, ${fmt(prompts)} active prompts, ${SEARCH_CONNECTIONS} clients`,
      database,
      `site ${fmt(siteP95)} ms (${fmt(results.site.p95)}, ${fmt(results.again.p95)}); MiniSearch ${fmt(results.minisearch.p95)} ms; ` +
        `Orama ${fmt(results.orama.p95)} ms (${fmt(exported)} docs; RSS site ${fmt(site.rssMb())}, ` +
        `MiniSearch ${fmt(results.minisearch.rssMb)}, Orama ${fmt(results.orama.rssMb)} MB)`,
      `≤ best peer (${bestName})`,
      siteP95 <= best && results.site.non2xx + results.site.errors === 0,
    );
  }
}

/** Memory after start, seeded and at each size, and ranked search beside the peers at each size. */
export async function measureScale(kind: DbKind): Promise<Row[]> {
  const database = DB_LABEL[kind];
  const store = await freshStore(kind);
  const rows: Row[] = [];
  // The first start creates and seeds the database (on PGlite in a process of its own, decision
  // 0078), then the site is measured as an operator's restart finds it.
  const first = await settledSite(store);
  const fresh = await memoryOf(first);
  // On PGlite, the seeding process's own peak (it loads the build's migrated database: no initdb).
  const seedingPeak = (JSON.parse(await first.logged('seeded content')) as { seedingPeakMb?: number }).seedingPeakMb;
  await first.stop();
  const seeded = await settledSite(store);
  const base = await memoryOf(seeded);
  const seededPrompts = await activeCount(seeded);
  await seeded.stop();
  progress(
    `${database}: seeded site (${seededPrompts} prompts): ${describeMemory(base)}; first start ${describeMemory(fresh)}`,
  );
  rows.push(
    row(
      `Resident memory after the first start (a new database seeded), ${seededPrompts} prompts`,
      database,
      describeMemory(fresh),
      `≤ ${MAX_SEEDED_MB} MB`,
      fresh.rss <= MAX_SEEDED_MB,
    ),
  );
  if (seedingPeak !== undefined)
    rows.push(
      row(
        `Peak resident memory of the first start's seeding process (a process of its own), ${seededPrompts} prompts`,
        database,
        `${fmt(seedingPeak)} MB`,
        `< ${SMALL_HOST_MB} MB (a small host)`,
        seedingPeak < SMALL_HOST_MB,
      ),
    );
  rows.push(
    row(
      `Resident memory after a restart, seeded site (${seededPrompts} prompts)`,
      database,
      describeMemory(base),
      `≤ ${MAX_SEEDED_MB} MB`,
      base.rss <= MAX_SEEDED_MB,
    ),
  );
  for (const size of SIZES) {
    const filling = performance.now();
    await fillGallery(store, size);
    progress(`${database}: filled to ${fmt(size)} prompts in ${fmt((performance.now() - filling) / 1000)} s`);
    // The peers' documents, read before the site starts (PGlite: one process per data folder).
    const docsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ai4n-peers-')), 'docs.json');
    await exportDocs(store, docsFile);
    const site = await settledSite(store);
    try {
      const memory = await memoryOf(site);
      const perPrompt = ((memory.rss - base.rss) * 1024) / (size - seededPrompts);
      progress(`${database}: ${fmt(size)} prompts: ${describeMemory(memory)}, ${fmt(perPrompt)} KB per prompt`);
      rows.push(
        row(
          `Resident memory after start, ${fmt(size)} active prompts`,
          database,
          `${fmt(perPrompt)} KB per prompt above the seeded site; ${describeMemory(memory)}`,
          `≤ ${MAX_KB_PER_PROMPT} KB per prompt`,
          perPrompt <= MAX_KB_PER_PROMPT,
        ),
      );
      rows.push(await searchAgainstPeers(site, docsFile, size, database));
    } finally {
      await site.stop();
      fs.rmSync(path.dirname(docsFile), { recursive: true, force: true });
    }
  }
  return rows;
}

async function activeCount(site: Server): Promise<number> {
  const all = (await (await fetch(`${site.url}/api/prompts?limit=1`)).json()) as { pagination: { totalCount: number } };
  return all.pagination.totalCount;
}

// ---------------------------------------------------------------------------------------------
// Imports against the database's floor

const COPY_COLUMNS =
  'id, title, description, prompt_text, category, tags, business_types, example_use, rating, rating_count, views, added_by, created_at, updated_at, is_featured, status, search_vector';

/** A JSON import of new prompts with reads sampled before and during it; then COPY of the same rows. */
export async function measureImportFloor(kind: DbKind): Promise<Row[]> {
  const database = DB_LABEL[kind];
  const store = await freshStore(kind);
  const site = await startSite(store);
  let importSeconds: number;
  const rows: Row[] = [];
  try {
    const auth = await adminAuth(site.url);
    const body = JSON.stringify({ prompts: benchPrompts(FLOOR_PROMPTS), replaceExisting: false });
    const stop = sampler(site.url);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const started = performance.now();
    const res = await fetch(`${site.url}/api/prompts/bulk/import`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body,
    });
    const answer = await res.text();
    const ended = performance.now();
    const samples = await stop();
    if (!res.ok) throw new Error(`JSON import: HTTP ${res.status} ${answer.slice(0, 300)}`);
    importSeconds = (ended - started) / 1000;
    const of = (from: number, to: number) =>
      samples
        .filter((s) => PATHS.includes(s.path) && s.due >= from && s.due < to)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
    const without = percentile(of(0, started), 99);
    const during = percentile(of(started, ended), 99);
    const failed = samples.filter((s) => !s.ok).length;
    progress(
      `${database}: JSON import of ${fmt(FLOOR_PROMPTS)} new prompts ${fmt(importSeconds)} s; reads p99 ${fmt(during)} ms during, ${fmt(without)} ms without`,
    );
    rows.push(
      row(
        `GET ${PATHS.join(' and ')} p99 during a JSON import of ${fmt(FLOOR_PROMPTS)} new prompts`,
        database,
        `p99 ${fmt(during)} ms; without the import ${fmt(without)} ms (${ratio(during / without)}×)`,
        '≤ 3 × without',
        during <= 3 * without && failed === 0,
      ),
    );
  } finally {
    await site.stop();
  }
  if (store.kind !== 'postgres') {
    rows.push(
      row(
        `JSON import of ${fmt(FLOOR_PROMPTS)} new prompts`,
        database,
        `${fmt(importSeconds)} s (no COPY floor on PGlite)`,
        '',
        null,
      ),
    );
    return rows;
  }
  // The floor: the same rows (ids, vectors and all) copied into a fresh site's tables, same indexes and triggers.
  const copied = await copyRows(store.url);
  const target = await freshStore(kind);
  await (await startSite(target)).stop(); // migrated and seeded, as the imported site was
  const floors: number[] = [];
  for (let run = 0; run < 3; run++) {
    floors.push(await copyInto((target as { url: string }).url, copied));
  }
  const floor = median(floors);
  progress(`${database}: COPY of the same ${fmt(FLOOR_PROMPTS)} rows: ${floors.map(fmt).join(', ')} s`);
  rows.push(
    row(
      `JSON import of ${fmt(FLOOR_PROMPTS)} new prompts beside COPY of the same rows`,
      database,
      `${fmt(importSeconds)} s; COPY ${fmt(floor)} s (${ratio(importSeconds / floor)}×)`,
      '≤ 1.5 × COPY',
      importSeconds <= 1.5 * floor,
    ),
  );
  return rows;
}

async function client(url: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
}

/** The imported rows in COPY's text format. */
async function copyRows(url: string): Promise<Buffer> {
  const c = await client(url);
  try {
    const chunks: Buffer[] = [];
    const stream = c.query(copyTo(`copy (select ${COPY_COLUMNS} from prompts where added_by = 'bench') to stdout`));
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } finally {
    await c.end();
  }
}

/** Seconds to COPY the rows in (one transaction), then deletes them for the next run (not timed). */
async function copyInto(url: string, rows: Buffer): Promise<number> {
  const c = await client(url);
  try {
    const started = performance.now();
    await c.query('begin');
    await pipeline(Readable.from([rows]), c.query(copyFrom(`copy prompts (${COPY_COLUMNS}) from stdin`)));
    await c.query('commit');
    const seconds = (performance.now() - started) / 1000;
    await c.query(`delete from prompts where added_by = 'bench'`);
    await c.query('vacuum prompts');
    return seconds;
  } finally {
    await c.end();
  }
}

export const SCALE_SECTIONS = { burst: measureBurst, scale: measureScale, floor: measureImportFloor } as const;

if (import.meta.url === `file://${process.argv[1]}`) {
  const sections = (process.argv[2]?.split(',') ?? Object.keys(SCALE_SECTIONS)) as Array<keyof typeof SCALE_SECTIONS>;
  const kinds = (process.argv[3]?.split(',') ?? ['pglite', 'postgres']) as DbKind[];
  const rows: Row[] = [];
  try {
    for (const kind of kinds) for (const section of sections) rows.push(...(await SCALE_SECTIONS[section](kind)));
  } finally {
    await cleanup();
  }
  printTable(rows);
}
