import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import {
  BUSINESS_TYPES,
  LIBRARY_CATEGORIES,
  MIN_RATINGS_SHOWN,
  PROMPT_STATUSES,
  SEARCH_RANKED_LIMIT,
  type PromptListQuery,
} from '@ai4n/shared';
import { createTestDatabase } from '../../../test/test-app.js';
import { openPostgres, type Database } from '../../db/client.js';
import { promptChanges, prompts } from '../../db/schema/index.js';
import { createPromptIndex, pageRows, promptChangesTask, type PromptIndex } from './prompt-index.js';
import {
  createPromptRepository,
  shownRatingSql,
  type NewPromptRow,
  type PromptRepository,
} from './prompt-repository.js';
import { preparedBytes, promptOfPiece, type PromptPiece } from './prompt-list-answer.js';
import { createPromptService, preparedAnswers, toPrompt, type PromptService } from './prompt-service.js';
import { listed } from '../../../test/prompt-lists.js';

/**
 * The index path of the gallery's lists and searches against the SQL path, on the same database:
 * random filters, sorts, pages and searches, between random writes. Same prompts, same order,
 * same totals (every search here matches fewer than SEARCH_RANKED_LIMIT prompts).
 */

// Words that stem together, share prefixes, carry accents or digits, or are stop words.
const WORDS = [
  'email',
  'emails',
  'emailing',
  'follow',
  'follow-up',
  'cold',
  'customer',
  'customers',
  'custom',
  'review',
  'reviewer',
  'price',
  'pricing',
  'sales',
  'sale',
  'invoice',
  'plan',
  'planning',
  'team',
  'write',
  'writing',
  'café',
  'naïve',
  'data',
  '2024',
  'b2b',
  'the',
  'and',
  'a',
  'of',
  'quick',
  'social',
  'media',
  'média',
  'x',
];
const TITLE_MARKS = ['', '', '"', '\u201C', '(', '...', ' ', '\u00BF', '#'];
// 'draft' also names a status: the index keeps the two apart.
const CATEGORIES = ['marketing', 'social-media', 'sales', 'finance', 'other', 'technical', 'draft'];
const TYPES = BUSINESS_TYPES.slice(0, 4);
const DAYS = ['2025-01-01', '2025-03-15', '2025-03-16', '2026-07-01'];

const words = (min: number, max: number) =>
  fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((w) => w.join(' '));
const title = fc
  .tuple(fc.constantFrom(...TITLE_MARKS), words(1, 3), fc.boolean())
  .map(([mark, text, upper]) => `${mark}${upper ? text.toUpperCase() : text}`.trim() || 'Untitled');

const newPrompt = fc.record({
  title,
  description: words(1, 8).map((d) => d || 'a description'),
  promptText: words(1, 20).map((t) => t || 'the text'),
  category: fc.constantFrom(...CATEGORIES),
  tags: fc.array(fc.constantFrom(...WORDS, 'Email', 'B2B'), { maxLength: 3 }),
  businessTypes: fc.subarray([...TYPES]),
  isFeatured: fc.boolean(),
  status: fc.constantFrom(...PROMPT_STATUSES),
  createdAt: fc.constantFrom(...DAYS),
  views: fc.constantFrom(0, 0, 3, 7, 100),
  rating: fc.option(fc.constantFrom(1, 2.5, 3.75, 4, 4.25, 5), { nil: null }),
  ratingCount: fc.constantFrom(0, 1, MIN_RATINGS_SHOWN - 1, MIN_RATINGS_SHOWN, 10),
}) satisfies fc.Arbitrary<NewPromptRow>;

type Write =
  | { kind: 'create'; row: NewPromptRow }
  | { kind: 'update'; pick: number; changes: Partial<NewPromptRow> }
  | { kind: 'archive'; pick: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'view'; pick: number; visitor: number }
  | { kind: 'rate'; pick: number; visitor: number; stars: number };

const pick = fc.nat({ max: 1_000 });
const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), row: newPrompt }),
  fc.record({
    kind: fc.constant('update' as const),
    pick,
    changes: newPrompt.chain((row) =>
      fc
        .subarray(Object.keys(row) as (keyof typeof row)[], { minLength: 1 })
        .map((keys) => Object.fromEntries(keys.map((k) => [k, row[k]]))),
    ),
  }),
  fc.record({ kind: fc.constant('archive' as const), pick }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
  fc.record({ kind: fc.constant('view' as const), pick, visitor: fc.nat({ max: 5 }) }),
  fc.record({
    kind: fc.constant('rate' as const),
    pick,
    visitor: fc.nat({ max: 5 }),
    stars: fc.integer({ min: 1, max: 5 }),
  }),
);

const search = fc.oneof(
  { arbitrary: fc.constantFrom(...WORDS), weight: 4 },
  { arbitrary: words(2, 3), weight: 2 },
  // Prefixes of words, stop words alone, punctuation alone, nothing that exists, upper case and accents.
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...WORDS), fc.nat({ max: 5 }))
      .map(([w, cut]) => w.slice(0, Math.max(1, w.length - cut))),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom(
      'the',
      'the a',
      '!!',
      'zzqx',
      'EMAIL Follow',
      'Café',
      'e',
      'c pr',
      'follow-up email',
      '2024 b2b',
    ),
    weight: 1,
  },
);

/** Present now and then: most lists ask for one or two things at a time. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, percent: number) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 100 - percent }, { arbitrary, weight: percent });

const listQuery: fc.Arbitrary<PromptListQuery> = fc
  .record({
    category: sometimes(
      fc.constantFrom(...LIBRARY_CATEGORIES.slice(0, 4).map((c) => c.id), 'social-media', 'draft', 'nope'),
      25,
    ),
    search: sometimes(search, 60),
    businessType: sometimes(fc.constantFrom(...TYPES, 'Nobody'), 15),
    tags: sometimes(
      fc.uniqueArray(fc.constantFrom('email', 'b2b', 'cold', 'café', 'nope'), { minLength: 1, maxLength: 2 }),
      20,
    ),
    featured: sometimes(fc.boolean(), 15),
    status: sometimes(fc.constantFrom(...PROMPT_STATUSES, 'all' as const), 50),
    page: fc.oneof({ arbitrary: fc.constant(1), weight: 3 }, { arbitrary: fc.integer({ min: 2, max: 6 }), weight: 1 }),
    limit: fc.constantFrom(1, 3, 7, 20, 100),
    sortBy: sometimes(
      fc.constantFrom('rating' as const, 'views' as const, 'created_at' as const, 'title' as const),
      50,
    ),
    sortOrder: sometimes(fc.constantFrom('asc' as const, 'desc' as const), 50),
  })
  .map((query) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as PromptListQuery);

const silent = { info: () => {}, error: (...args: unknown[]) => console.error(...args) };

let database: Database;
let repo: PromptRepository;
let index: PromptIndex<PromptPiece>;
let fast: PromptService;
let slow: PromptService;
/** Index answers that fell back to the database (none should). */
let fallbacks = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  repo = createPromptRepository(database.db);
  const rows = fc.sample(newPrompt, { numRuns: 60, seed: 12 });
  await database.db.insert(prompts).values(rows);
  index = createPromptIndex({ db: database.db, changes: database.changes, log: silent, keep: preparedAnswers });
  await index.ready();
  const counted: PromptIndex<PromptPiece> = {
    ...index,
    page: async (...args) => {
      const page = await index.page(...args);
      if (!page) fallbacks++;
      return page;
    },
  };
  fast = createPromptService(repo, 'salt', counted);
  slow = createPromptService(repo, 'salt', null);
});
afterAll(async () => {
  await index.close();
  await database.close();
});

async function apply(step: Write): Promise<void> {
  const ids = (await database.db.select({ id: prompts.id }).from(prompts).orderBy(prompts.id)).map((r) => r.id);
  const id = ids.length > 0 && step.kind !== 'create' ? ids[step.pick % ids.length] : null;
  if (step.kind === 'create') await repo.insertOne(step.row);
  else if (!id) return;
  else if (step.kind === 'update') await repo.update(id, step.changes);
  else if (step.kind === 'archive') await repo.updateWhereStatus(id, 'active', { status: 'archived' });
  else if (step.kind === 'delete') await repo.remove(id);
  else if (step.kind === 'rate') await repo.rate(id, `visitor-${step.visitor}`, step.stars);
  else {
    await repo.countView(id, `visitor-${step.visitor}`, '2026-01-01');
    // View counts are a soft write, told to listeners up to 10 s later (table-changes.ts); the test does not wait.
    index.invalidate();
  }
}

describe('the prompt index answers as the database does', () => {
  it('for random filters, sorts, pages and searches, between random writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(write, { maxLength: 4 }),
        fc.array(fc.tuple(listQuery, fc.boolean()), { minLength: 1, maxLength: 5 }),
        async (writes, queries) => {
          for (const step of writes) await apply(step);
          for (const [query, admin] of queries) {
            const viewer = { admin };
            expect(await listed(fast, query, viewer), JSON.stringify({ query, admin })).toEqual(
              await listed(slow, query, viewer),
            );
          }
        },
      ),
      { numRuns: Number(process.env.INDEX_PROPERTY_RUNS ?? 100), endOnFailure: true },
    );
    expect(fallbacks).toBe(0);
  });

  it(`ranks the best of more than ${SEARCH_RANKED_LIMIT} matches: the database's order without its cap, ties included`, async () => {
    // Many prompts with the same rank (one mention each), a few better ones, ratings to break ties.
    const rows = Array.from({ length: SEARCH_RANKED_LIMIT + 40 }, (_, i) => ({
      title: i % 97 === 0 ? 'Kangaroo kangaroo plan' : `Plain prompt ${i}`,
      description: 'About a kangaroo.',
      promptText: 'Text.',
      category: 'other',
      rating: 1 + (i % 4),
      ratingCount: i % 3 === 0 ? MIN_RATINGS_SHOWN : 0,
    }));
    for (let i = 0; i < rows.length; i += 200) await database.db.insert(prompts).values(rows.slice(i, i + 200));
    // So many new prompts are taken in the background (the database answers meanwhile): wait for them.
    await index.ready();
    const before = fallbacks;
    const tsquery = 'kangaroo:*';
    const uncapped = (await database.db.execute(
      sql`select ${prompts.id} as id from ${prompts} where ${prompts.status} = 'active' and ${prompts.searchVector} @@ to_tsquery('english', ${tsquery})
          order by ts_rank(${prompts.searchVector}, to_tsquery('english', ${tsquery})) desc, ${shownRatingSql} desc nulls last, ${prompts.id}`,
    )) as unknown as { rows: Array<{ id: string }> };
    expect(uncapped.rows.length).toBeGreaterThan(SEARCH_RANKED_LIMIT);
    for (const [page, limit] of [
      [1, 20],
      [3, 7],
      [1, SEARCH_RANKED_LIMIT],
      [25, 20],
      [26, 20],
    ] as const) {
      const body = await listed(fast, { search: 'kangaroo', page, limit }, { admin: false });
      const start = (page - 1) * limit;
      expect(body.prompts.map((p) => p.id)).toEqual(
        uncapped.rows.slice(start, Math.min(start + limit, SEARCH_RANKED_LIMIT)).map((r) => r.id),
      );
      expect(body.pagination.totalCount).toBe(SEARCH_RANKED_LIMIT);
    }
    expect(fallbacks).toBe(before);
    await database.db.delete(prompts).where(sql`${prompts.searchVector} @@ to_tsquery('english', ${tsquery})`);
  });

  it('sees a write at once, without being told by hand, and a prompt changed by another server', async () => {
    const [row] = await database.db
      .select({ id: prompts.id })
      .from(prompts)
      .where(eq(prompts.status, 'active'))
      .limit(1);
    // A search first: new words then join a lexicon already in order.
    await listed(fast, { search: 'email', page: 1, limit: 5 }, { admin: false });
    await repo.update(row.id, { title: 'Zebrafish onboarding checklist', isFeatured: true });
    const found = await listed(fast, { search: 'zebrafi', page: 1, limit: 5 }, { admin: false });
    expect(found.prompts.map((p) => p.id)).toEqual([row.id]);
    // Another server's write: it reaches this one as a notification, which invalidate() stands for.
    await database.db.execute(
      sql`update ${prompts} set ${sql.identifier('title')} = 'Walrus plan' where ${prompts.id} = ${row.id}`,
    );
    index.invalidate();
    expect(
      (await listed(fast, { search: 'walrus', page: 1, limit: 5 }, { admin: false })).prompts.map((p) => p.id),
    ).toEqual([row.id]);
    expect((await listed(fast, { search: 'zebrafi', page: 1, limit: 5 }, { admin: false })).prompts).toEqual([]);
  });

  it('reloads everything after a TRUNCATE, and the change log is trimmed after a day', async () => {
    await database.db.execute(sql`truncate ${prompts} cascade`);
    index.invalidate();
    await repo.insertOne({ title: 'After the truncate', description: 'd', promptText: 't', category: 'sales' });
    // The database answers while the index loads again; then the index does.
    expect((await listed(fast, { page: 1, limit: 5 }, { admin: true })).pagination.totalCount).toBe(1);
    await index.ready();
    const before = fallbacks;
    expect(
      (await listed(fast, { search: 'truncat', page: 1, limit: 5 }, { admin: true })).prompts.map((p) => p.title),
    ).toEqual(['After the truncate']);
    expect(fallbacks).toBe(before);

    await database.db.update(promptChanges).set({ changedAt: sql`now() - interval '25 hours'` });
    expect(await promptChangesTask(database.db).run(new Date())).toBeGreaterThan(0);
    expect(await database.db.select().from(promptChanges)).toEqual([]);
  });
});

/** What the whole library's page rows take, as pageRows counts them. */
const rowBytes = async () =>
  (await repo.findByIds((await database.db.select({ id: prompts.id }).from(prompts)).map((r) => r.id))).reduce(
    (sum, row) => sum + pageRows().bytes(row),
    0,
  );

describe('the prompts the index keeps', () => {
  it("keeps one form of each prompt, its answer piece deflated without its text, the prompt's JSON", async () => {
    await index.ready();
    const rows = await repo.findByIds((await database.db.select({ id: prompts.id }).from(prompts)).map((r) => r.id));
    const ids = rows.map((row) => row.id);
    const kept = await index.kept(ids, async () => {
      throw new Error('every prompt is kept: nothing is read');
    });
    expect(kept).toHaveLength(ids.length);
    for (const [i, piece] of kept.entries()) {
      expect(piece.deflated).not.toBeNull();
      expect(piece.bytes.length).toBe(0);
      expect(promptOfPiece(piece)).toEqual(JSON.parse(JSON.stringify(toPrompt(rows[i]))));
    }
    expect(index.memory().kept).toBe(kept.reduce((sum, piece) => sum + preparedBytes(piece), 0));
  });

  it('keeps page rows within its budget, reading the others and keeping the most recently asked', async () => {
    // Half of what the whole library takes (the index of the other tests keeps it all, re-read here).
    await database.db.insert(prompts).values(fc.sample(newPrompt, { numRuns: 30, seed: 7 }));
    await index.ready();
    const budget = Math.floor((await rowBytes()) / 2);
    const small = createPromptIndex({
      db: database.db,
      changes: database.changes,
      log: silent,
      keep: pageRows(budget),
    });
    try {
      await small.ready();
      expect(small.memory().kept).toBeGreaterThan(0);
      expect(small.memory().kept).toBeLessThanOrEqual(budget);
      const all = await repo.findByIds(
        (await database.db.select({ id: prompts.id }).from(prompts).orderBy(prompts.id)).map((r) => r.id),
      );
      const ids = all.map((row) => row.id);
      const asked: string[][] = [];
      const fetch = async (wanted: string[]) => {
        asked.push(wanted);
        return all.filter((row) => wanted.includes(row.id));
      };
      // Every row comes back, in the order asked; those not kept were read (one row at least of the
      // first and last three by id: the load keeps rows as it reads them, the first going past the budget).
      const last = [...ids.slice(0, 3), ...ids.slice(-3)];
      expect((await small.kept(last, fetch)).map((row) => row.id)).toEqual(last);
      expect(asked.flat().length).toBeGreaterThan(0);
      // Now the most recently used: kept, not read again.
      asked.length = 0;
      expect((await small.kept(last, fetch)).map((row) => row.id)).toEqual(last);
      expect(asked).toEqual([]);
      expect(small.memory().kept).toBeLessThanOrEqual(budget);
      expect(small.memory().index).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });

  it('answers a whole page when the rows it reads push its kept rows out', async () => {
    const ids = (await database.db.select({ id: prompts.id }).from(prompts).orderBy(prompts.id)).map((r) => r.id);
    // Room for about three rows (the index of the other tests keeps them all).
    const budget = Math.ceil((3 * (await rowBytes())) / ids.length);
    const tiny = createPromptIndex({ db: database.db, changes: database.changes, log: silent, keep: pageRows(budget) });
    try {
      await tiny.ready();
      // The last rows loaded are kept; the others are read, and keeping them pushes the kept ones out.
      const page = ids.slice(-12);
      const rows = await tiny.kept(page, (wanted) => repo.findByIds(wanted));
      expect(rows.map((row) => row.id)).toEqual(page);
    } finally {
      await tiny.close();
    }
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('two servers on one PostgreSQL database', () => {
  let other: Database;
  const search = async (term: string) =>
    (await listed(fast, { search: term, page: 1, limit: 5 }, { admin: false })).prompts.map((p) => p.id);

  beforeAll(async () => {
    const [{ schema }] = (
      (await database.db.execute(sql`select current_schema() as schema`)) as unknown as {
        rows: Array<{ schema: string }>;
      }
    ).rows;
    other = await openPostgres({ url: process.env.DATABASE_URL!, schemaName: schema, maxConnections: 2 });
    await index.ready();
  });
  afterAll(async () => other.close());

  it("sees the other server's writes, told by NOTIFY", async () => {
    const [row] = await other.db
      .insert(prompts)
      .values({ title: 'Narwhal pricing guide', description: 'd', promptText: 't', category: 'sales' })
      .returning({ id: prompts.id });
    await expect.poll(() => search('narwhal'), { timeout: 10_000 }).toEqual([row.id]);
    await other.db.delete(prompts).where(eq(prompts.id, row.id));
    await expect.poll(() => search('narwhal'), { timeout: 10_000 }).toEqual([]);
  });

  it('reads a transaction that logged its change before a later one but committed after this server refreshed', async () => {
    const [target] = await database.db
      .insert(prompts)
      .values({ title: 'Ocelot plan', description: 'd', promptText: 't', category: 'sales' })
      .returning({ id: prompts.id });
    expect(await search('ocelot')).toEqual([target.id]);
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let logged!: () => void;
    const written = new Promise<void>((resolve) => (logged = resolve));
    // The other server's transaction writes (its change-log row gets the lower seq), then waits.
    const late = other.db.transaction(async (tx) => {
      await tx.update(prompts).set({ title: 'Okapi plan' }).where(eq(prompts.id, target.id));
      logged();
      await held;
    });
    await written;
    // Meanwhile this server writes and refreshes past that (later seq, already committed).
    await repo.insertOne({ title: 'Ibex notes', description: 'd', promptText: 't', category: 'sales' });
    expect(await search('ibex')).toHaveLength(1);
    expect(await search('okapi')).toEqual([]);
    commit();
    await late;
    await expect.poll(() => search('okapi'), { timeout: 10_000 }).toEqual([target.id]);
    expect(await search('ocelot')).toEqual([]);
  });
});
