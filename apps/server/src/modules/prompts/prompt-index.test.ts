import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { BUSINESS_TYPES, LIBRARY_CATEGORIES, MIN_RATINGS_SHOWN, PROMPT_STATUSES, type PromptListQuery } from '@ai4n/shared';
import { createTestDatabase } from '../../../test/test-app.js';
import type { Database } from '../../db/client.js';
import { promptChanges, prompts } from '../../db/schema/index.js';
import { createPromptIndex, promptChangesTask, type PromptIndex } from './prompt-index.js';
import { createPromptRepository, type NewPromptRow, type PromptRepository } from './prompt-repository.js';
import { createPromptService, type PromptService } from './prompt-service.js';

/**
 * The index path of the gallery's lists and searches against the SQL path, on the same database:
 * random filters, sorts, pages and searches, between random writes. Same prompts, same order,
 * same totals (every search here matches fewer than SEARCH_RANKED_LIMIT prompts).
 */

// Words that stem together, share prefixes, carry accents or digits, or are stop words.
const WORDS = ['email', 'emails', 'emailing', 'follow', 'follow-up', 'cold', 'customer', 'customers', 'custom', 'review', 'reviewer', 'price', 'pricing', 'sales', 'sale', 'invoice', 'plan', 'planning', 'team', 'write', 'writing', 'café', 'naïve', 'data', '2024', 'b2b', 'the', 'and', 'a', 'of', 'quick', 'social', 'media', 'média', 'x'];
const TITLE_MARKS = ['', '', '"', '\u201C', '(', '...', ' ', '\u00BF', '#'];
// 'draft' also names a status: the index keeps the two apart.
const CATEGORIES = ['marketing', 'social-media', 'sales', 'finance', 'other', 'technical', 'draft'];
const TYPES = BUSINESS_TYPES.slice(0, 4);
const DAYS = ['2025-01-01', '2025-03-15', '2025-03-16', '2026-07-01'];

const words = (min: number, max: number) => fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((w) => w.join(' '));
const title = fc
  .tuple(fc.constantFrom(...TITLE_MARKS), words(1, 3), fc.boolean())
  .map(([mark, text, upper]) => `${mark}${upper ? text.toUpperCase() : text}`.trim() || 'Untitled');

const newPrompt = fc.record({
  title,
  description: words(1, 8).map((d) => d || 'a description'),
  promptText: words(1, 20).map((t) => t || 'the text'),
  category: fc.constantFrom(...CATEGORIES),
  tags: fc.array(fc.constantFrom(...WORDS), { maxLength: 2 }),
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
    changes: newPrompt.chain((row) => fc.subarray(Object.keys(row) as (keyof typeof row)[], { minLength: 1 }).map((keys) => Object.fromEntries(keys.map((k) => [k, row[k]])))),
  }),
  fc.record({ kind: fc.constant('archive' as const), pick }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
  fc.record({ kind: fc.constant('view' as const), pick, visitor: fc.nat({ max: 5 }) }),
  fc.record({ kind: fc.constant('rate' as const), pick, visitor: fc.nat({ max: 5 }), stars: fc.integer({ min: 1, max: 5 }) }),
);

const search = fc.oneof(
  { arbitrary: fc.constantFrom(...WORDS), weight: 4 },
  { arbitrary: words(2, 3), weight: 2 },
  // Prefixes of words, stop words alone, punctuation alone, nothing that exists, upper case and accents.
  { arbitrary: fc.tuple(fc.constantFrom(...WORDS), fc.nat({ max: 5 })).map(([w, cut]) => w.slice(0, Math.max(1, w.length - cut))), weight: 3 },
  { arbitrary: fc.constantFrom('the', 'the a', '!!', 'zzqx', 'EMAIL Follow', 'Café', 'e', 'c pr', 'follow-up email', '2024 b2b'), weight: 1 },
);

/** Present now and then: most lists ask for one or two things at a time. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, percent: number) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 100 - percent }, { arbitrary, weight: percent });

const listQuery: fc.Arbitrary<PromptListQuery> = fc
  .record({
    category: sometimes(fc.constantFrom(...LIBRARY_CATEGORIES.slice(0, 4).map((c) => c.id), 'social-media', 'draft', 'nope'), 25),
    search: sometimes(search, 60),
    businessType: sometimes(fc.constantFrom(...TYPES, 'Nobody'), 15),
    featured: sometimes(fc.boolean(), 15),
    status: sometimes(fc.constantFrom(...PROMPT_STATUSES, 'all' as const), 50),
    page: fc.oneof({ arbitrary: fc.constant(1), weight: 3 }, { arbitrary: fc.integer({ min: 2, max: 6 }), weight: 1 }),
    limit: fc.constantFrom(1, 3, 7, 20, 100),
    sortBy: sometimes(fc.constantFrom('rating' as const, 'views' as const, 'created_at' as const, 'title' as const), 50),
    sortOrder: sometimes(fc.constantFrom('asc' as const, 'desc' as const), 50),
  })
  .map((query) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as PromptListQuery);

const silent = { info: () => {}, error: (...args: unknown[]) => console.error(...args) };

let database: Database;
let repo: PromptRepository;
let index: PromptIndex;
let fast: PromptService;
let slow: PromptService;
/** Index answers that fell back to the database (none should). */
let fallbacks = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  repo = createPromptRepository(database.db);
  const rows = fc.sample(newPrompt, { numRuns: 60, seed: 12 });
  await database.db.insert(prompts).values(rows);
  index = createPromptIndex({ db: database.db, changes: database.changes, log: silent });
  await index.ready();
  const counted: PromptIndex = {
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
      fc.asyncProperty(fc.array(write, { maxLength: 4 }), fc.array(fc.tuple(listQuery, fc.boolean()), { minLength: 1, maxLength: 5 }), async (writes, queries) => {
        for (const step of writes) await apply(step);
        for (const [query, admin] of queries) {
          const viewer = { admin };
          expect(await fast.list(query, viewer), JSON.stringify({ query, admin })).toEqual(await slow.list(query, viewer));
        }
      }),
      { numRuns: Number(process.env.INDEX_PROPERTY_RUNS ?? 100), endOnFailure: true },
    );
    expect(fallbacks).toBe(0);
  });

  it('sees a write at once, without being told by hand, and a prompt changed by another server', async () => {
    const [row] = await database.db.select({ id: prompts.id }).from(prompts).where(eq(prompts.status, 'active')).limit(1);
    await repo.update(row.id, { title: 'Zebrafish onboarding checklist', isFeatured: true });
    const found = await fast.list({ search: 'zebrafi', page: 1, limit: 5 }, { admin: false });
    expect(found.prompts.map((p) => p.id)).toEqual([row.id]);
    // Another server's write: it reaches this one as a notification, which invalidate() stands for.
    await database.db.execute(sql`update ${prompts} set ${sql.identifier('title')} = 'Walrus plan' where ${prompts.id} = ${row.id}`);
    index.invalidate();
    expect((await fast.list({ search: 'walrus', page: 1, limit: 5 }, { admin: false })).prompts.map((p) => p.id)).toEqual([row.id]);
    expect((await fast.list({ search: 'zebrafi', page: 1, limit: 5 }, { admin: false })).prompts).toEqual([]);
  });

  it('reloads everything after a TRUNCATE, and the change log is trimmed after a day', async () => {
    await database.db.execute(sql`truncate ${prompts} cascade`);
    index.invalidate();
    await repo.insertOne({ title: 'After the truncate', description: 'd', promptText: 't', category: 'sales' });
    // The database answers while the index loads again; then the index does.
    expect((await fast.list({ page: 1, limit: 5 }, { admin: true })).pagination.totalCount).toBe(1);
    await index.ready();
    const before = fallbacks;
    expect((await fast.list({ search: 'truncat', page: 1, limit: 5 }, { admin: true })).prompts.map((p) => p.title)).toEqual(['After the truncate']);
    expect(fallbacks).toBe(before);

    await database.db.update(promptChanges).set({ changedAt: sql`now() - interval '25 hours'` });
    expect(await promptChangesTask(database.db).run(new Date())).toBeGreaterThan(0);
    expect(await database.db.select().from(promptChanges)).toEqual([]);
  });
});
