import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/test-app.js';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { promptSeedRows } from '../db/seed/prompt-seed.js';
import { EnglishVectors, englishTokens, type WeightedText } from './english-tsvector.js';

const tokens = (text: string) =>
  englishTokens(text)
    ?.map((t) => `${t.text}${t.stem ? '' : '#'}`)
    .join(' ') ?? null;

describe('englishTokens: the default parser, as PostgreSQL 15 ts_debug gives it (# marks a token english_stem does not read)', () => {
  it.each([
    ['Write a follow-up e-mail.', 'write a follow-up follow up e-mail e mail'],
    ['step-by-step, 80-120 words (30-day trial)', 'step-by-step step by step 80# -120# words 30# day trial'],
    ['gpt-4o and 3rd-party B2B-friendly', 'gpt-4o# gpt 4o# and 3rd-party# 3rd# party b2b-friendly# b2b# friendly'],
    ['day-30 x-5-y 30-60-90 2-3x', 'day -30# x -5# y 30# -60# -90# 2# -3# x'],
    ["don't, it's (e.g. i.e.) U.S.A.", 'don t it s e.g# i.e# u.s.a#'],
    ['$267.15 or 14.2 at 5:45am? 1.2.3 +10%', '267.15# or 14.2# at 5# 45am# 1.2.3# +10#'],
    ['Q&A, yes / no, C++ and a+b... end', 'q a yes no c and a b end'],
    ['-word word- -5 5-', 'word word -5# 5#'],
  ])('%s', (text, expected) => expect(tokens(text)).toBe(expected));

  it.each([
    'mail hello@example.com',
    'see a/b',
    'café',
    'snake_case',
    '<b>bold</b>',
    'x &amp; y',
    '1e5',
    'word..',
    'a-b-1',
    'example.com',
    '.5',
    'x+5',
    'a--b',
    'v1.2.3',
    'tab\u0000',
  ])('leaves %j to the database', (text) => expect(tokens(text)).toBeNull());
});

// Held to the database: what EnglishVectors makes equals the text of the trigger's expression.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const lexize = async (words: string[]) =>
  rowsOf<{ l: string[] }>(
    await database.db.execute(
      sql`select ts_lexize('english_stem', w) as l from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as u(w, n) order by n`,
    ),
  ).map((row) => row.l[0] ?? null);
const databaseVectors = async (cases: WeightedText[][]) =>
  rowsOf<{ v: string }>(
    await database.db.execute(
      sql`select (setweight(to_tsvector('english', c->>0), 'A') || setweight(to_tsvector('english', c->>1), 'B') || setweight(to_tsvector('english', c->>2), 'B') || setweight(to_tsvector('english', c->>3), 'C'))::text as v
        from jsonb_array_elements(${JSON.stringify(cases.map((fields) => fields.map((f) => f.text)))}::jsonb) with ordinality as u(c, n) order by n`,
    ),
  ).map((row) => row.v);
const weighted = (texts: string[]): WeightedText[] =>
  texts.map((text, i) => ({ text, weight: (['A', 'B', 'B', 'C'] as const)[i] }));

/** Vectors of these cases here (null where the database must make them), after stemming their words. */
async function ours(vectors: EnglishVectors, cases: WeightedText[][]) {
  const tokenised = cases.map((fields) => vectors.tokens(fields));
  const words = vectors.unknownWords();
  if (words.length) vectors.learn(words, await lexize(words));
  return tokenised.map((t) => (t === null ? null : vectors.vector(t)));
}

// Pieces a random text is made of: words, stop words, numbers, and the punctuation the parser
// treats specially; RICH adds what starts paths, e-mails, tags and entities, and non-ASCII letters.
const PLAIN = [
  'a',
  'the',
  'Write',
  'running',
  'e',
  'g',
  'x',
  'day',
  'follow',
  'B2B',
  '3rd',
  '5x',
  '10am',
  'gpt4',
  's',
  '5',
  '30',
  '000',
  '14',
  '.',
  '.',
  '-',
  '-',
  ':',
  ',',
  "'",
  '(',
  ')',
  '$',
  '+',
  '+5',
  '...',
  'e.g.',
  'i.e.',
  '!',
  '?',
  '"',
  '*',
  '#',
  '%',
  '=',
  '|',
  '`',
  ';',
  '[',
  ']',
  '{',
  '}',
  ' / ',
  '&',
  ' ',
  ' ',
  '\n',
];
const RICH = [...PLAIN, '1e5', '_', '..', '--', '<', '>', '/', '&amp;', 'amp', '@', 'é', '—'];

describe('EnglishVectors against to_tsvector', () => {
  it('gives the database its own vector for random texts of words, numbers and punctuation (or leaves the text to it)', async () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * n);
    };
    const text = () => {
      const atoms = random(4) ? PLAIN : RICH;
      return Array.from({ length: 1 + random(10) }, () => atoms[random(atoms.length)]).join(random(3) ? ' ' : '');
    };
    const cases = Array.from({ length: 3_000 }, () => weighted([text(), text(), text(), text()]));
    const vectors = new EnglishVectors();
    const mine = await ours(vectors, cases);
    const expected = await databaseVectors(cases);
    const made = mine.flatMap((vector, i) => (vector === null ? [] : [[vector, expected[i], cases[i]]]));
    // Most random texts are ones it can make; each it makes is the database's.
    expect(made.length).toBeGreaterThan(600);
    for (const [vector, theirs, fields] of made) expect({ fields, vector }).toEqual({ fields, vector: theirs });
  });

  it('makes most of the seeded library’s vectors, each the database’s, and learns each word once', async () => {
    const cases = promptSeedRows().map((p) =>
      weighted([p.title, (p.tags ?? []).join(' '), p.description, p.promptText]),
    );
    const vectors = new EnglishVectors();
    const mine = await ours(vectors, cases);
    const expected = await databaseVectors(cases);
    // The rest go to the database (a word whose stem it does not know): 72 % of the 1,571-prompt library.
    expect(mine.filter((v) => v !== null).length / cases.length).toBeGreaterThan(0.7);
    mine.forEach((vector, i) => {
      if (vector !== null) expect(vector).toBe(expected[i]);
    });
    // Again: nothing new to stem.
    cases.forEach((fields) => vectors.tokens(fields));
    expect(vectors.unknownWords()).toEqual([]);
  });

  it('leaves texts past tsvector limits to the database', async () => {
    const vectors = new EnglishVectors();
    expect(vectors.tokens(weighted(['word '.repeat(16_001), '', '', '']))).toBeNull();
    const [many] = await ours(vectors, [weighted(['cat '.repeat(300), '', '', ''])]);
    expect(many).toBeNull();
    expect(vectors.tokens(weighted([`${'x'.repeat(2_001)} y`, '', '', '']))).toBeNull();
  });
});
