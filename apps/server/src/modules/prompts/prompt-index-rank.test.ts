import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/test-app.js';
import type { Database } from '../../db/client.js';
import { prompts } from '../../db/schema/index.js';
import { promptSeedRows } from '../../db/seed/prompt-seed.js';
import { compareLexemes, parsePrefixTsquery, parseTsvector, rankTerms } from './prompt-index-rank.js';
import { createPromptIndex, pageRows, type PromptIndex } from './prompt-index.js';

let database: Database;
let index: PromptIndex;
const silent = { info: () => {}, error: () => {} };

/** Vectors written as such (the search-vector trigger fires only on text columns): every ts_rank path. */
const CRAFTED = [
  // calc_rank_and over every distance word_distance knows, and past it.
  ...Array.from({ length: 104 }, (_, d) => `'alpha':1A 'beta':${2 + d}${'ABCD'[d % 4]}`),
  "'alpha':3,9B,27C,81A 'alphabet':5 'beta':4,40 'betamax':100A,200B",
  // Entries without positions (strip) take calc_rank's stand-ins.
  "'alpha' 'beta' 'gamma'",
  "'alpha':7 'beta'",
  "'alpha':1A,1B",
  // Lexeme order is byte order: accents and characters beyond U+FFFF.
  "'zz':1 'zzé':2B 'zz\u{1D49C}':3A 'zzz':4C 'zz\uFFFD':5",
];

beforeAll(async () => {
  database = await createTestDatabase();
  // A slice of the library: every query below then matches fewer rows than the search's cap (500).
  await database.db.insert(prompts).values(promptSeedRows().slice(0, 400));
  await database.db
    .insert(prompts)
    .values(CRAFTED.map((_, i) => ({ title: `crafted ${i}`, description: 'd', promptText: 't', category: 'other' })));
  const crafted = await database.db
    .select({ id: prompts.id, title: prompts.title })
    .from(prompts)
    .where(sql`${prompts.title} like 'crafted %'`);
  for (const row of crafted) {
    await database.db
      .update(prompts)
      .set({ searchVector: sql`${CRAFTED[Number(row.title.split(' ')[1])]}::tsvector` })
      .where(sql`${prompts.id} = ${row.id}`);
  }
  index = createPromptIndex({ db: database.db, changes: database.changes, log: silent, keep: pageRows() });
  await index.ready();
});
afterAll(async () => {
  await index.close();
  await database.close();
});

const QUERIES = [
  'email:*',
  'em:*',
  'e:*',
  'email:* & follow:*',
  'cold:* & email:* & write:*',
  'follow:* & email:*',
  'custom:* & review:* & repli:*',
  'alpha:* & beta:*',
  'alpha:*',
  'alpha:* & alphabet:* & beta:*',
  'beta:* & gamma:*',
  'zz:*',
  'zz:* & zzz:*',
  'a:* & b:* & c:*',
  'price:* & pric:*',
];

describe('the index ranks as PostgreSQL does', () => {
  it.each(QUERIES)('ts_rank for %s', async (tsquery) => {
    const expected = (await database.db.execute(
      sql`select ${prompts.id} as id, ts_rank(${prompts.searchVector}, to_tsquery('english', ${tsquery}))::float8 as rank from ${prompts} where ${prompts.searchVector} @@ to_tsquery('english', ${tsquery})`,
    )) as unknown as { rows: Array<{ id: string; rank: number }> };
    expect(expected.rows.length).toBeGreaterThan(0);
    expect(expected.rows.length).toBeLessThanOrEqual(500);
    const page = await index.page(
      { statuses: ['active'], tsquery },
      { offset: 0, limit: 1000, sortOrder: 'desc', ranked: true },
    );
    expect(page).not.toBeNull();
    const got = new Map(page!.ids.map((id, i) => [id, page!.ranks![i]]));
    expect(Object.fromEntries(got)).toEqual(Object.fromEntries(expected.rows.map((r) => [r.id, Number(r.rank)])));
  });
});

describe('text forms', () => {
  it('reads tsvector text with quotes, backslashes, weights and bare lexemes', () => {
    const entries: Array<[string, number[]]> = [];
    parseTsvector("'it''s':1A,2 'back\\\\slash':3B 'bare' 'd':4C", (lexeme, positions) =>
      entries.push([lexeme, positions]),
    );
    expect(entries).toEqual([
      ["it's", [(3 << 14) | 1, 2]],
      ['back\\slash', [(2 << 14) | 3]],
      ['bare', []],
      ['d', [(1 << 14) | 4]],
    ]);
  });

  it('reads the prefix tsqueries the gallery makes, and refuses any other', () => {
    expect(parsePrefixTsquery("'email':* & 'follow':*")).toEqual(['email', 'follow']);
    expect(parsePrefixTsquery('')).toEqual([]);
    for (const other of ["'a':* | 'b':*", "'a' & 'b':*", "'a':*A", "'a':* <-> 'b':*", "!'a':*", "'a':* &"])
      expect(parsePrefixTsquery(other), other).toBeNull();
  });

  it('orders lexemes by UTF-8 bytes and ranks each term once', () => {
    expect(['zz\u{1D49C}', 'zz\uFFFD', 'zzé', 'zz', 'z-'].sort(compareLexemes)).toEqual([
      'z-',
      'zz',
      'zzé',
      'zz\uFFFD',
      'zz\u{1D49C}',
    ]);
    expect(rankTerms(['follow', 'email', 'follow'])).toEqual(['email', 'follow']);
  });
});
