import damerauLevenshtein from 'damerau-levenshtein';
import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { prompts } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import type { TableChanges } from '../../db/table-changes.js';
import { searchWords } from './search-query.js';

/**
 * "Search that forgives" (issue 32): a search word the library does not know is corrected to the
 * closest word it does (docs/decisions/0073-typo-tolerant-search.md).
 *
 * The vocabulary is every word of the prompts' searchable text (title, tags, description, prompt
 * text) as written, not stemmed: a suggestion reads as a word ("newsletter", not "newslett"), and
 * the corrected word goes through the same prefix search as any other. It is read in batches and cut
 * here, as a search is: no pass of the database over all the text at once.
 */

/** Words shorter than this are never corrected: too many real words are one letter from another. */
export const MIN_CORRECTED_LENGTH = 5;
/** From this length on, two edits are forgiven (one below). */
const TWO_EDITS_FROM = 8;
/** From this length on, a word that only starts words of the library may be a typo too. */
const MIN_PREFIX_CORRECTED_LENGTH = 7;
const LETTERS = /^[a-z]+$/;

/** Edits a word of this length may be away from the word meant. */
export const editsForgiven = (length: number) => (length < MIN_CORRECTED_LENGTH ? 0 : length >= TWO_EDITS_FROM ? 2 : 1);

/**
 * Optimal string alignment distance (Damerau-Levenshtein where a swap of two neighbours counts as
 * one edit), from the damerau-levenshtein package.
 */
export const editDistance = (a: string, b: string): number => damerauLevenshtein(a, b).steps;

/** The words of a library with the number of prompts each is in. */
export class Vocabulary {
  /** Sorted, for prefix look-ups. */
  private readonly sorted: string[];
  private readonly byLength = new Map<number, string[]>();
  private readonly prompts: Map<string, number>;
  private readonly corrections = new Map<string, string | null>();

  constructor(words: Iterable<[word: string, prompts: number]>) {
    this.prompts = new Map();
    const add = (word: string, prompts: number) =>
      this.prompts.set(word, Math.max(prompts, this.prompts.get(word) ?? 0));
    for (const [word, prompts] of words) {
      if (!LETTERS.test(word)) continue;
      add(word, prompts);
      // A plural's singular is a word the library knows too (a prefix search for it finds the
      // plural): "recipie" is one letter from "recipe" when the library only says "recipes".
      if (word.length > MIN_CORRECTED_LENGTH && word.endsWith('s') && !word.endsWith('ss'))
        add(word.slice(0, -1), prompts);
    }
    this.sorted = [...this.prompts.keys()].sort();
    for (const word of this.sorted) {
      const same = this.byLength.get(word.length);
      if (same) same.push(word);
      else this.byLength.set(word.length, [word]);
    }
  }

  get size(): number {
    return this.sorted.length;
  }

  /** Whether the word is one of the library's, or only the start of some ('prefix'), or neither. */
  private lookUp(word: string): 'word' | 'prefix' | null {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid] < word) lo = mid + 1;
      else hi = mid;
    }
    const next = this.sorted[lo];
    return next === word ? 'word' : next?.startsWith(word) ? 'prefix' : null;
  }

  /** Whether some word of the library is this one or starts with it (what a prefix search finds). */
  knows(word: string): boolean {
    return this.lookUp(word) !== null;
  }

  /**
   * The word meant, when `word` (5 letters or more) is no word of the library: the closest word
   * within 1 edit (2 from 8 letters), then the one in most prompts, then the shortest, then the first
   * alphabetically.
   * A word that starts some of the library's is taken as typed unless it has 7 letters or more
   * ("recipie" starts "recipient", and is a typo of "recipe"): shorter, it is more likely a word
   * being typed ("newsl"). Null when the word is known, too short, or nothing is close enough.
   */
  correction(word: string): string | null {
    const max = editsForgiven(word.length);
    if (max === 0 || !LETTERS.test(word)) return null;
    const found = this.lookUp(word);
    if (found === 'word' || (found === 'prefix' && word.length < MIN_PREFIX_CORRECTED_LENGTH)) return null;
    const known = this.corrections.get(word);
    if (known !== undefined) return known;
    let best: string | null = null;
    let bestDistance = max + 1;
    let bestPrompts = 0;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        // A word the search already finds as typed ("automate" for "automat") is no correction.
        if (candidate.startsWith(word)) continue;
        const distance = editDistance(word, candidate);
        if (distance > max) continue;
        const prompts = this.prompts.get(candidate)!;
        if (distance < bestDistance || (distance === bestDistance && prompts > bestPrompts)) {
          best = candidate;
          bestDistance = distance;
          bestPrompts = prompts;
        }
      }
    }
    // Candidates come by length, then alphabetically: of equal ones the first is kept.
    if (this.corrections.size >= 10_000) this.corrections.clear();
    this.corrections.set(word, best);
    return best;
  }

  /** The search's words with the unknown ones corrected, or null when none was. */
  correct(words: string[]): string[] | null {
    let changed = false;
    const corrected = words.map((word) => {
      const meant = this.correction(word);
      if (meant === null) return word;
      changed = true;
      return meant;
    });
    return changed ? corrected : null;
  }
}

export interface SearchVocabulary {
  /** The vocabulary of the prompts in these statuses (the ones a search may find). */
  of(statuses: string[]): Promise<Vocabulary>;
  close(): void;
}

const statusArray = (statuses: string[]) => `{${statuses.join(',')}}`;

/**
 * Rows read per query: PGlite runs on this thread, and a batch of prompts' text holds it some
 * tens of milliseconds, so other requests get in between (as the index loads, prompt-index.ts).
 */
const READ_BATCH = 200;

/**
 * Words of the prompts in the given statuses with the number of prompts each is in, cut as a
 * search is (searchWords: lower case, accents dropped), so a search word and a library word compare.
 */
export async function loadVocabulary(db: AppDb, statuses: string[]): Promise<Vocabulary> {
  const counts = new Map<string, number>();
  let last: string | null = null;
  for (;;) {
    const rows: Array<{ id: string; text: string }> = await db
      .select({
        id: prompts.id,
        text: sql<string>`concat_ws(' ', ${prompts.title}, array_to_string(${prompts.tags}, ' '), ${prompts.description}, ${prompts.promptText})`,
      })
      .from(prompts)
      .where(and(inArray(prompts.status, statuses), last === null ? undefined : gt(prompts.id, last)))
      .orderBy(asc(prompts.id))
      .limit(READ_BATCH);
    for (const row of rows)
      for (const word of new Set(searchWords(row.text, Infinity)))
        if (word.length >= 3) counts.set(word, (counts.get(word) ?? 0) + 1);
    if (rows.length < READ_BATCH) break;
    last = rows[rows.length - 1].id;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return new Vocabulary(counts);
}

/**
 * What the words of the prompts in these statuses depend on, read cheaply: how many there are, the
 * last edit, and the stored size of their search vectors (a vector's size is read without the vector).
 */
async function fingerprintOf(db: AppDb, statuses: string[]): Promise<string> {
  const [row] = rowsOf<{ f: string }>(
    await db.execute(
      sql`select concat_ws('/', count(*), max(updated_at), sum(pg_column_size(search_vector))) as f from prompts where status = any(${statusArray(statuses)}::text[])`,
    ),
  );
  return row.f;
}

interface Kept {
  vocabulary: Vocabulary;
  fingerprint: string;
  /** A write to prompts was told since the fingerprint was read. */
  changed: boolean;
}

/**
 * Vocabularies read once per set of statuses. Every write to prompts is told (view counts and
 * ratings too, every few seconds on a busy gallery), and reading the words costs a pass over all
 * the text: after a write the next search compares the fingerprint, and reads the words again
 * only when it changed.
 */
export function createSearchVocabulary(options: { db: AppDb; changes: TableChanges }): SearchVocabulary {
  const { db } = options;
  const kept = new Map<string, Promise<Kept>>();
  const unsubscribe = options.changes.subscribe((tables) => {
    if (!tables.has('prompts')) return;
    for (const entry of kept.values())
      void entry.then(
        (k) => (k.changed = true),
        () => {},
      );
  });
  const read = async (statuses: string[], known?: Kept): Promise<Kept> => {
    // Told before reading: a write while reading is looked at next time.
    const fingerprint = await fingerprintOf(db, statuses);
    if (known && known.fingerprint === fingerprint) return { ...known, changed: false };
    return { vocabulary: await loadVocabulary(db, statuses), fingerprint, changed: false };
  };
  return {
    async of(statuses) {
      const key = [...statuses].sort().join(',');
      let entry = kept.get(key);
      const known = entry && (await entry.catch(() => undefined));
      if (!entry || !known || known.changed) {
        entry = read(statuses, known);
        kept.set(key, entry);
        // A failed read is not kept: the next search reads again.
        entry.catch(() => kept.get(key) === entry && kept.delete(key));
      }
      return (await entry).vocabulary;
    },
    close: unsubscribe,
  };
}
