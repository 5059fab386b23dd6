/**
 * Gallery list latency and throughput with 10,000 prompts: a filtered list and a ranked
 * free-text search, side by side with a bare route of the same server in the same run,
 * on PGlite and (when reachable) on PostgreSQL.
 *   npx tsx bench/gallery-search.ts            # both backends
 *   BENCH_DATABASE_URL=postgres://... to choose the PostgreSQL server
 */
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { Database } from '../apps/server/src/db/client.js';
import { onEachDatabase } from './databases.js';
import { prompts } from '../apps/server/src/db/schema/index.js';
import { promptSeedRows } from '../apps/server/src/db/seed/prompt-seed.js';

const PROMPT_COUNT = 10_000;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = 10;

const ROUTES = {
  bare: '/bench/bare',
  filtered: `/api/prompts?category=marketing&businessType=${encodeURIComponent('SaaS / Software')}&sortBy=rating&limit=20`,
  search: '/api/prompts?search=email%20follow&limit=20',
};

async function fill(database: Database): Promise<void> {
  const base = promptSeedRows();
  const rows = Array.from({ length: PROMPT_COUNT }, (_, i) => {
    const row = base[i % base.length];
    return { ...row, title: `${row.title} #${i + 1}`, views: (i * 7919) % 10_000, rating: 3.5 + ((i * 31) % 15) / 10, ratingCount: 1 + (i % 7), status: i % 20 === 0 ? 'draft' : 'active' };
  });
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(prompts).values(rows.slice(i, i + 500));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(url: string) {
  const times: number[] = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await instance;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  times.sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 100) / 100;
  return { p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)), p99: ms(percentile(times, 99)), rps: result.requests.average };
}

async function run(label: string, database: Database) {
  await database.migrate();
  const started = Date.now();
  await fill(database);
  console.log(`${label}: ${PROMPT_COUNT} prompts inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production' }), database, logger: false, webDistDir: null });
  app.get('/bench/bare', async () => ({ ok: true }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const rows: Record<string, Record<string, string | number>> = {};
    const bare = await measure(`${address}${ROUTES.bare}`);
    for (const [name, route] of Object.entries(ROUTES)) {
      const m = name === 'bare' ? bare : await measure(`${address}${route}`);
      rows[name] = {
        'p50 ms': m.p50,
        'p95 ms': m.p95,
        'p99 ms': m.p99,
        'req/s': Math.round(m.rps),
        'p50 vs bare': `${(m.p50 / bare.p50).toFixed(1)}x`,
        'req/s vs bare': `${(m.rps / bare.rps).toFixed(2)}x`,
      };
    }
    console.log(`\n${label} (${CONNECTIONS} connections, ${DURATION_S} s each)`);
    console.table(rows);
  } finally {
    await app.close();
  }
}

await onEachDatabase('gallery', run);
