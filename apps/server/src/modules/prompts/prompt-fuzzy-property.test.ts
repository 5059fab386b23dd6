import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUSINESS_TYPES, PROMPT_STATUSES, type PromptListQuery } from '@ai4n/shared';
import { createTestDatabase } from '../../../test/test-app.js';
import type { Database } from '../../db/client.js';
import { prompts } from '../../db/schema/index.js';
import { createPromptIndex, type PromptIndex } from './prompt-index.js';
import { createPromptRepository, type NewPromptRow } from './prompt-repository.js';
import type { PromptPiece } from './prompt-list-answer.js';
import { createPromptService, preparedAnswers, type PromptService } from './prompt-service.js';
import { listed } from '../../../test/prompt-lists.js';
import { createSearchVocabulary, type SearchVocabulary } from './search-vocabulary.js';

/**
 * Typo tolerance only ever adds prompts after the exact matches: on the index path and on the
 * SQL path, a search answers its exact matches in the same order as without correction, then
 * the prompts only the corrected search finds; pages cut that one list; both paths agree.
 */

// Words one or two letters apart, sharing stems and starts ("recipie" starts "recipient").
const WORDS = [
  'newsletter',
  'newsletters',
  'news',
  'recipe',
  'recipes',
  'recipient',
  'invoice',
  'invoices',
  'voice',
  'linkedin',
  'planning',
  'mailing',
  'email',
  'emailing',
  'customer',
  'custom',
  'pricing',
  'prices',
  'sales',
  'the',
];
const CATEGORIES = ['marketing', 'sales', 'finance', 'other'];
const TYPES = BUSINESS_TYPES.slice(0, 3);

const text = (min: number, max: number) =>
  fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((w) => w.join(' '));
const newPrompt = fc.record({
  title: text(1, 3).map((t) => t || 'Untitled'),
  description: text(1, 6),
  promptText: text(1, 12),
  category: fc.constantFrom(...CATEGORIES),
  tags: fc.array(fc.constantFrom(...WORDS), { maxLength: 2 }),
  businessTypes: fc.subarray([...TYPES]),
  isFeatured: fc.boolean(),
  status: fc.constantFrom(...PROMPT_STATUSES),
  views: fc.constantFrom(0, 3, 100),
  rating: fc.option(fc.constantFrom(2.5, 4, 5), { nil: null }),
  ratingCount: fc.constantFrom(0, 10),
}) satisfies fc.Arbitrary<NewPromptRow>;

/** A word with one or two random edits: a letter dropped, added, changed, or two swapped. */
const typo = fc
  .tuple(
    fc.constantFrom(...WORDS),
    fc.array(fc.tuple(fc.constantFrom('drop', 'add', 'change', 'swap'), fc.nat(), fc.constantFrom(...'aeinrst')), {
      minLength: 1,
      maxLength: 2,
    }),
  )
  .map(([word, edits]) =>
    edits.reduce((w, [edit, at, letter]) => {
      const i = at % w.length;
      if (edit === 'drop') return w.slice(0, i) + w.slice(i + 1);
      if (edit === 'add') return w.slice(0, i) + letter + w.slice(i);
      if (edit === 'change') return w.slice(0, i) + letter + w.slice(i + 1);
      return i + 1 < w.length ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) : w;
    }, word),
  );
const search = fc
  .array(fc.oneof(typo, fc.constantFrom(...WORDS)), { minLength: 1, maxLength: 3 })
  .map((w) => w.join(' '));

const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 1 });
const listQuery: fc.Arbitrary<PromptListQuery> = fc
  .record({
    search,
    category: sometimes(fc.constantFrom(...CATEGORIES)),
    businessType: sometimes(fc.constantFrom(...TYPES)),
    featured: sometimes(fc.boolean()),
    status: sometimes(fc.constantFrom(...PROMPT_STATUSES, 'all' as const)),
    sortBy: sometimes(fc.constantFrom('rating' as const, 'views' as const, 'title' as const)),
    sortOrder: sometimes(fc.constantFrom('asc' as const, 'desc' as const)),
    page: fc.constant(1),
    limit: fc.constant(100),
  })
  .map((q) => q as PromptListQuery);

const silent = { info: () => {}, error: (...args: unknown[]) => console.error(...args) };
let database: Database;
let index: PromptIndex<PromptPiece>;
let vocabulary: SearchVocabulary;
const paths: Record<'index' | 'database', { exact: PromptService; forgiving: PromptService }> = {} as never;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(prompts).values(fc.sample(newPrompt, { numRuns: 50, seed: 32 }));
  index = createPromptIndex({ db: database.db, changes: database.changes, log: silent, keep: preparedAnswers });
  await index.ready();
  vocabulary = createSearchVocabulary({ db: database.db, changes: database.changes });
  const repo = createPromptRepository(database.db);
  paths.index = {
    exact: createPromptService(repo, 'salt', index),
    forgiving: createPromptService(repo, 'salt', index, vocabulary),
  };
  paths.database = {
    exact: createPromptService(repo, 'salt', null),
    forgiving: createPromptService(repo, 'salt', null, vocabulary),
  };
});
afterAll(async () => {
  vocabulary.close();
  await index.close();
  await database.close();
});

describe.each(['index', 'database'] as const)('typo tolerance on the %s path', (path) => {
  it('keeps every exact match first, in its order, and pages the whole list', async () => {
    let corrected = 0;
    await fc.assert(
      fc.asyncProperty(listQuery, fc.boolean(), fc.integer({ min: 1, max: 4 }), async (query, admin, limit) => {
        const viewer = { admin };
        const { exact, forgiving } = paths[path];
        const plain = await listed(exact, query, viewer);
        const answer = await listed(forgiving, query, viewer);
        const label = JSON.stringify({ query, admin });
        expect(answer.prompts.slice(0, plain.prompts.length), label).toEqual(plain.prompts);
        expect(answer.pagination.totalCount, label).toBeGreaterThanOrEqual(plain.pagination.totalCount);
        if (answer.didYouMean === null) expect(answer, label).toEqual(plain);
        else corrected++;
        // A page of the forgiving answer is that slice of the whole list.
        const page = Math.ceil(answer.prompts.length / limit) || 1;
        const paged = await listed(forgiving, { ...query, limit, page }, viewer);
        expect(paged.prompts, label).toEqual(answer.prompts.slice((page - 1) * limit, page * limit));
        expect(paged.pagination.totalCount, label).toBe(answer.pagination.totalCount);
      }),
      { numRuns: Number(process.env.FUZZY_PROPERTY_RUNS ?? 150), endOnFailure: true },
    );
    // The property was tried on corrected searches, not only on searches left alone.
    expect(corrected).toBeGreaterThan(10);
  });
});

describe('the two paths', () => {
  it('give the same forgiving answers', async () => {
    await fc.assert(
      fc.asyncProperty(listQuery, fc.boolean(), async (query, admin) => {
        const viewer = { admin };
        expect(await listed(paths.index.forgiving, query, viewer), JSON.stringify(query)).toEqual(
          await listed(paths.database.forgiving, query, viewer),
        );
      }),
      { numRuns: 60 },
    );
  });
});
