/**
 * Gallery lists and ranked prefix search on a large library, 20 concurrent clients, each right
 * after bare Fastify on the same URLs (issue 12: at 10,000 active prompts on PGlite, lists
 * p95 ≤ 10 ms and ranked search p95 ≤ 30 ms; at 100,000 on PostgreSQL, ranked search p95 ≤ 60 ms).
 * Every request picks a random URL from thousands of filter/sort/page/term combinations, so a
 * response cache cannot answer most of them from memory.
 *   npm run bench:gallery      # PGlite, then PostgreSQL (BENCH_DATABASE_URL) when reachable
 *   BENCH_GALLERY_PROMPTS=2000,10000 BENCH_GALLERY_DB=pglite npm run bench:gallery   # other sizes, one database
 */
import { sql } from 'drizzle-orm';
import { BUSINESS_TYPES, LIBRARY_CATEGORIES, PROMPT_SORT_FIELDS } from '@ai4n/shared';
import {
  atMost,
  cleanup,
  DB_LABEL,
  fmt,
  freshStore,
  interleavedWithBare,
  loadFigures,
  openStore,
  postgresUnavailable,
  printTable,
  progress,
  SECONDS,
  startBare,
  startSite,
  type DbKind,
  type Row,
  type Server,
  type Store,
} from './harness.js';

const CONNECTIONS = 20;
export const GALLERY: Record<DbKind, { prompts: number; listP95: number | null; rankedP95: number | null }> = {
  pglite: { prompts: 10_000, listP95: 10, rankedP95: 30 },
  postgres: { prompts: 100_000, listP95: null, rankedP95: 60 },
};

// Prefix terms as visitors type them: partial words, two words, partial pairs.
const TERMS = [
  'emai',
  'email',
  'follow up',
  'cust sup',
  'customer',
  'sales call',
  'newsl',
  'review',
  'pric',
  'onboard',
  'hiring',
  'social',
  'linked',
  'cold email',
  'invoice',
  'refund',
  'policy',
  'meeting',
  'content plan',
  'blog',
  'cash flow',
  'proposal',
  'objection',
  'brand',
  'product desc',
  'course',
  'quiz',
  'lesson',
  'spreadsheet',
  'data',
  'automat',
  'client',
  'week',
  'report',
  'letter',
  'complaint',
  'job desc',
  'restaur',
  'real estate',
  'pitch',
];

/** A small seeded generator: the same URL pool on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Distinct list URLs (filters, sorts, pages) and ranked search URLs (terms, some filtered). */
export function galleryUrls(count = 5_000): { lists: string[]; ranked: string[] } {
  const next = random(12);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];
  const lists = new Set<string>();
  const ranked = new Set<string>();
  while (lists.size < count) {
    const q = new URLSearchParams();
    let filters = 0;
    const filter = (chance: number, key: string, value: () => string) => {
      if (next() >= chance) return;
      q.set(key, value());
      filters++;
    };
    filter(0.6, 'category', () => pick(LIBRARY_CATEGORIES).id);
    filter(0.4, 'businessType', () => pick(BUSINESS_TYPES));
    filter(0.1, 'featured', () => 'true');
    if (next() < 0.8) q.set('sortBy', pick(PROMPT_SORT_FIELDS));
    if (next() < 0.3) q.set('sortOrder', pick(['asc', 'desc']));
    // Deep pages exist only when few filters narrow the list.
    q.set('page', String(1 + Math.floor(next() * [20, 5, 2, 1][filters])));
    q.set('limit', String(pick([12, 20, 50])));
    lists.add(`/api/prompts?${q}`);
  }
  while (ranked.size < count) {
    const q = new URLSearchParams({ search: pick(TERMS) });
    if (next() < 0.3) q.set('category', pick(LIBRARY_CATEGORIES).id);
    if (next() < 0.2) q.set('businessType', pick(BUSINESS_TYPES));
    q.set('page', String(next() < 0.8 ? 1 : 2 + Math.floor(next() * 2)));
    q.set('limit', String(pick([12, 20, 50])));
    ranked.add(`/api/prompts?${q}`);
  }
  return { lists: [...lists], ranked: [...ranked] };
}

/**
 * Fills a store the site has already seeded up to `active` active prompts (plus 5 % drafts) in
 * SQL, varied copies of the seeded prompts: much faster than inserts from here.
 */
export async function fillGallery(store: Store, active: number): Promise<void> {
  const database = await openStore(store);
  try {
    const counted = await database.db.execute(sql`select count(*)::int as n from prompts where status = 'active'`);
    const n = (counted as unknown as { rows: Array<{ n: number }> }).rows[0].n;
    /** `count` copies of the n seeded prompts, in rounds numbered from `first` (distinct titles). */
    const copies = async (count: number, status: string, first: number) => {
      if (count <= 0) return;
      const last = first + Math.ceil(count / n);
      await database.db.execute(sql`
        insert into prompts (title, description, prompt_text, category, tags, business_types, example_use,
                             rating, rating_count, views, is_featured, status, created_at)
        select s.title || ' #' || g.n || '.' || s.rn, s.description, s.prompt_text, s.category, s.tags, s.business_types, s.example_use,
               3.5 + ((g.n * 31 + s.rn) % 15) / 10.0, 1 + (g.n + s.rn) % 7, (g.n * 7919 + s.rn * 13) % 10000,
               (g.n + s.rn) % 50 = 0, ${status}, current_date - ((g.n * 13 + s.rn) % 700)::int
        from (select p.*, row_number() over (order by p.title) as rn from prompts p where p.status = 'active') s
        cross join generate_series(${first}::int, ${last}::int) as g(n)
        order by g.n, s.rn
        limit ${count}`);
    };
    // Two statements at once: the trigger computing each copy's search vector is the cost, and a
    // PostgreSQL server runs them on both cores (PGlite runs them one after the other).
    const half = Math.ceil((active - n) / 2);
    await Promise.all([
      copies(half, 'active', 1),
      copies(active - n - half, 'active', 50_000),
      copies(Math.round(active / 20), 'draft', 100_000),
    ]);
    // Fresh planner statistics, as autovacuum would have on PostgreSQL after a bulk load. PGlite
    // has no autovacuum: the site has to analyze after its own bulk writes.
    await database.db.execute(sql`analyze prompts`);
  } finally {
    await database.close();
  }
}

/** Fills the (seeded) store, starts the site on it and measures lists and ranked search. */
export async function measureGallery(
  store: Store,
  bare: Server,
  kind: DbKind,
  prompts = GALLERY[kind].prompts,
): Promise<Row[]> {
  const { listP95, rankedP95 } = GALLERY[kind];
  const database = DB_LABEL[kind];
  const filled = performance.now();
  await fillGallery(store, prompts);
  progress(
    `${database}: filled to ${prompts.toLocaleString('en-US')} active prompts in ${((performance.now() - filled) / 1000).toFixed(1)} s`,
  );
  const site = await startSite(store);
  progress(
    `${database}: site started on ${prompts.toLocaleString('en-US')} prompts in ${(site.readyMs / 1000).toFixed(1)} s, RSS ${Math.round(site.rssMb())} MB`,
  );
  try {
    // The search index loads after the server listens (SQL answers until then): measure it loaded.
    const loading = performance.now();
    await site.logged('prompt search index loaded');
    progress(
      `${database}: search index loaded ${((performance.now() - loading) / 1000).toFixed(1)} s after start, RSS ${Math.round(site.rssMb())} MB`,
    );
    // Each prompt's answer piece is made with the index (prompt-list-answer.ts); then the words
    // typos are corrected to are read (search-vocabulary.ts).
    await site.logged('search vocabulary loaded');
    progress(
      `${database}: search vocabulary loaded ${((performance.now() - loading) / 1000).toFixed(1)} s after start, RSS ${Math.round(site.rssMb())} MB`,
    );
    const all = (await (await fetch(`${site.url}/api/prompts?limit=1`)).json()) as {
      pagination: { totalCount: number };
    };
    if (all.pagination.totalCount !== prompts)
      throw new Error(`expected ${prompts} active prompts, the site lists ${all.pagination.totalCount}`);
    const { lists, ranked } = galleryUrls();
    const randomOf = (urls: string[]) => () => urls[Math.floor(Math.random() * urls.length)];
    const kinds = [
      { name: 'lists (filters, sorts, pages)', path: randomOf(lists), limit: listP95 },
      { name: 'ranked prefix search', path: randomOf(ranked), limit: rankedP95 },
    ];
    progress(
      `${database}: gallery, ${CONNECTIONS} clients, ${SECONDS} s each, random URLs out of ${lists.length.toLocaleString('en-US')} of each kind`,
    );
    const results = await interleavedWithBare(
      site,
      bare,
      kinds.map((k) => ({ label: k.name, path: k.path, connections: CONNECTIONS })),
    );
    const rows = results.map(({ site: result, bareRps }, i) => {
      const row = atMost(
        `Gallery ${kinds[i].name}, ${fmt(prompts)} active, ${CONNECTIONS} clients`,
        database,
        result.p95,
        kinds[i].limit,
        'ms',
        'p95 ',
      );
      if (result.non2xx + result.errors > 0) row.met = false;
      return { ...row, load: loadFigures(result, bareRps) };
    });
    return rows;
  } finally {
    await site.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const bare = await startBare();
    const unavailable = await postgresUnavailable();
    if (unavailable) progress(`PostgreSQL skipped: ${unavailable}`);
    const rows: Row[] = [];
    const kinds = unavailable ? (['pglite'] as const) : (['pglite', 'postgres'] as const);
    const only = process.env.BENCH_GALLERY_DB as DbKind | undefined;
    const sizes = process.env.BENCH_GALLERY_PROMPTS?.split(',').map(Number);
    for (const kind of kinds.filter((k) => !only || k === only)) {
      for (const prompts of sizes ?? [GALLERY[kind].prompts]) {
        const store = await freshStore(kind);
        await (await startSite(store)).stop(); // a fresh install: migrated and seeded
        rows.push(...(await measureGallery(store, bare, kind, prompts)));
      }
    }
    printTable(rows);
  } finally {
    await cleanup();
  }
}
