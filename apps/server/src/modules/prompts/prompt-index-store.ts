import { LRUCache } from 'lru-cache';
import { SEARCH_RANKED_LIMIT } from '@ai4n/shared';
import {
  NO_PAIR_RANK,
  NULL_AND_POSITION,
  OR_SCALE,
  WEIGHTS,
  andPairs,
  compareLexemes,
  parseTsvector,
} from './prompt-index-rank.js';

/**
 * What the index keeps of a prompt: only what filters, sorts and ranking read (the rows of a page
 * are kept apart, see prompt-index.ts).
 */
export interface IndexedPrompt {
  id: string;
  status: string;
  category: string;
  businessTypes: string[];
  tags: string[];
  isFeatured: boolean;
  /** The rating a prompt shows (shownRating in prompt-repository), null below MIN_RATINGS_SHOWN ratings. */
  shownRating: number | null;
  views: number;
  /** created_at as days since 2000-01-01. */
  day: number;
  /** The title as the database orders it (titleOrder in prompt-repository); its rank comes from the database. */
  titleKey: string;
  /** search_vector::text, null when there is none. */
  vector: string | null;
}

export type SortField = 'rating' | 'views' | 'created_at' | 'title';

export interface IndexQuery {
  statuses: string[];
  categories?: string[];
  businessType?: string;
  /** Every one of these (lower-cased) tags. */
  tags?: string[];
  featured?: boolean;
  /** Prefix terms that must all match (rankTerms order); [] matches nothing; absent: no search. */
  terms?: string[];
  /** Best matches first (at most SEARCH_RANKED_LIMIT); otherwise in sortBy order. */
  ranked: boolean;
  sortBy: SortField;
  desc: boolean;
  offset: number;
  limit: number;
}

export interface IndexPage {
  ids: string[];
  total: number;
  /** ts_rank of each id, for a ranked search. */
  ranks?: number[];
}

/**
 * A lexeme's postings: for each prompt slot holding it (in increasing slot order), varints of the
 * slot's distance from the previous one and of the byte length of its positions, then each
 * position as (distance from the previous position << 2 | weight). About 6 bytes a posting; a
 * slot that does not matter is skipped by its length.
 */
interface Postings {
  lexeme: string;
  buf: Uint8Array;
  len: number;
  last: number;
}

/**
 * Where a term matches: slots in increasing order, calc_rank_or's sum over the term's entries in
 * each, and where those entries are (entries[first[i]] to entries[first[i + 1]] for slots[i], in
 * lexeme order): the postings (index in `range`) and the offset of the entry's byte length.
 */
interface TermMatch {
  slots: Int32Array;
  shares: Float32Array;
  range: Postings[];
  first: Int32Array;
  entryPostings: Int32Array;
  entryOffset: Int32Array;
}

// The read cursor of the varint decoder (module state: every pass is synchronous).
let at = 0;
function varint(buf: Uint8Array): number {
  let b = buf[at++];
  if (b < 128) return b;
  let v = b & 127;
  let shift = 7;
  do {
    b = buf[at++];
    v |= (b & 127) << shift;
    shift += 7;
  } while (b >= 128);
  return v;
}

function varintLength(v: number): number {
  let n = 1;
  while (v >= 128) {
    v >>>= 7;
    n++;
  }
  return n;
}

function put(p: Postings, v: number): void {
  if (p.len + 5 > p.buf.length) {
    const grown = new Uint8Array(Math.max(16, p.buf.length * 2));
    grown.set(p.buf.subarray(0, p.len));
    p.buf = grown;
  }
  while (v >= 128) {
    p.buf[p.len++] = (v & 127) | 128;
    v >>>= 7;
  }
  p.buf[p.len++] = v;
}

/** A 53-bit hash of the vector text: a prompt whose vector did not change keeps its postings. */
function hashText(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

const NO_VECTOR = -1;
/**
 * Bytes of term matches remembered (16 a matching prompt, 8 an entry: 'email' in 10,000 prompts is
 * about 200 kB, a one-letter prefix of 100,000 prompts some 20 MB). A match is dropped when a
 * prompt's text adds a lexeme the term starts.
 */
const TERM_MEMO_BYTES = 64_000_000;
const bytesOf = (match: TermMatch) => 64 + match.slots.length * 16 + match.entryOffset.length * 8;

/**
 * A search's matches in the order its candidates are taken, remembered per set of terms: a query
 * walks it only as far as its filters let SEARCH_RANKED_LIMIT through, instead of intersecting,
 * scoring and sorting every match (at 100,000 prompts, most of a search's time).
 */
interface Ranking {
  /** The term matches it was made from, and the tie order: stale once either is replaced. */
  matches: TermMatch[];
  ties: Int32Array;
  /** The live prompts holding every term, best calc_rank_or score first, then in tie order. */
  slots: Int32Array;
  /** Their scores (for one term, the rank itself). */
  scores: Float32Array;
  /** calc_rank_and of each (several terms), NaN until a page needed it. */
  ranks: Float32Array | null;
}
/** Bytes of rankings remembered (12 a matching prompt). */
const RANKING_MEMO_BYTES = 32_000_000;
const bytesOfRanking = (ranking: Ranking) => 64 + ranking.slots.length * 12;
/** Filter combinations remembered until the next write. */
const FILTER_MEMO = 256;

function grow<T extends Float64Array | Int32Array | Uint8Array | Uint32Array | Float32Array>(
  array: T,
  size: number,
): T {
  if (array.length >= size) return array;
  const grown = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2, 64));
  grown.set(array);
  return grown;
}

/** The array cut to `size` (a copy of its own), or itself when it is no longer. */
const fit = <T extends Float64Array | Int32Array | Uint8Array | Uint32Array | Float32Array>(
  array: T,
  size: number,
): T => (array.length > size ? (array.slice(0, size) as T) : array);

/** Slots as bits: 32 a word. */
type Bits = Uint32Array;
const hasBit = (bits: Bits, slot: number) => (bits[slot >>> 5] & (1 << (slot & 31))) !== 0;
function popcount(bits: Bits): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i] - ((bits[i] >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/**
 * Every prompt (all statuses) in memory, answering the gallery's list and search queries as the
 * SQL of prompt-repository would. A prompt lives in a slot; a prompt whose text changed moves to a
 * new slot (its old postings are skipped as dead until the next full load), so postings only grow
 * at their end. Sorted orders are kept per sort and patched when prompts change.
 */
export class PromptIndexStore {
  private ids: string[] = [];
  private alive = new Uint8Array(0);
  private status = new Int32Array(0);
  private category = new Int32Array(0);
  private businessTypes: Int32Array[] = [];
  private tags: Int32Array[] = [];
  private featured = new Uint8Array(0);
  private rating = new Float64Array(0);
  private views = new Float64Array(0);
  private day = new Float64Array(0);
  private titleRank = new Float64Array(0);
  private titleKeys: string[] = [];
  private vectorHash = new Float64Array(0);
  private slots = 0;
  private readonly slotOf = new Map<string, number>();
  private deadSlots = 0;

  /**
   * Statuses, categories, business types and lower-cased tags ('s:active', 'c:sales', 't:SaaS / Software',
   * 'g:email'), as small numbers.
   */
  private readonly codes = new Map<string, number>();
  /** For each status, category and business type (by code), and for featured: the slots that have it. */
  private readonly valueBits: Bits[] = [];
  private featuredBits: Bits = new Uint32Array(0);

  private readonly lexicon = new Map<string, Postings>();
  private sortedLexicon: Postings[] | null = null;
  /** Within their budgets of bytes, the least recently used go first. */
  private readonly terms = new LRUCache<string, TermMatch>({ maxSize: TERM_MEMO_BYTES, sizeCalculation: bytesOf });
  private readonly rankings = new LRUCache<string, Ranking>({
    maxSize: RANKING_MEMO_BYTES,
    sizeCalculation: bytesOfRanking,
  });
  private readonly filters = new Map<string, Bits>();

  private readonly orders = new Map<string, Int32Array>();
  private ties: { order: Int32Array; positions: Int32Array } | null = null;
  /** Slots changed since the orders were last patched. */
  private changed = new Set<number>();

  // Scratch space of termMatch, all zero between calls.
  private sums = new Float32Array(0);
  private entryCount = new Int32Array(0);

  /**
   * Bytes the index holds, estimated (metrics, bench/scale.ts): its arrays, postings, ids and
   * title keys (a byte a character and a string's header), remembered terms and rankings.
   */
  get bytes(): number {
    const arrays = [
      this.alive,
      this.status,
      this.category,
      this.featured,
      this.rating,
      this.views,
      this.day,
      this.titleRank,
      this.vectorHash,
      this.featuredBits,
      this.sums,
      this.entryCount,
      ...this.valueBits,
      ...this.businessTypes,
      ...this.tags,
      ...this.orders.values(),
      ...this.filters.values(),
    ];
    let bytes = this.terms.calculatedSize + this.rankings.calculatedSize;
    for (const array of arrays) bytes += array.byteLength + 64;
    for (const p of this.lexicon.values()) bytes += p.buf.byteLength + p.lexeme.length + 120;
    for (let slot = 0; slot < this.slots; slot++)
      bytes += (this.ids[slot]?.length ?? 0) + (this.titleKeys[slot]?.length ?? 0) + 80;
    return bytes;
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** Slots no prompt uses any more; a full load starts afresh when they pile up. */
  get dead(): number {
    return this.deadSlots;
  }

  private code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.codes.size;
      this.codes.set(value, code);
      this.valueBits.push(new Uint32Array(this.featuredBits.length));
    }
    return code;
  }

  /** Sets or clears the slot's bits of its status, category, business types and featured. */
  private mark(slot: number, on: boolean): void {
    const word = slot >>> 5;
    const bit = 1 << (slot & 31);
    const apply = (bits: Bits) => (bits[word] = on ? bits[word] | bit : bits[word] & ~bit);
    this.filters.clear();
    apply(this.valueBits[this.status[slot]]);
    apply(this.valueBits[this.category[slot]]);
    for (const code of this.businessTypes[slot]) apply(this.valueBits[code]);
    for (const code of this.tags[slot]) apply(this.valueBits[code]);
    if (this.featured[slot]) apply(this.featuredBits);
  }

  /** Adds or replaces a prompt; returns whether its title key is new to the index (its rank must be asked for). */
  upsert(row: IndexedPrompt): boolean {
    const hash = row.vector === null ? NO_VECTOR : hashText(row.vector);
    let slot = this.slotOf.get(row.id);
    const titleChanged = slot === undefined || this.titleKeys[slot] !== row.titleKey;
    const titleRank = slot === undefined || titleChanged ? NaN : this.titleRank[slot];
    if (slot !== undefined && this.vectorHash[slot] !== hash) {
      this.kill(slot);
      slot = undefined;
    }
    if (slot === undefined) {
      slot = this.slots++;
      this.ensureCapacity(this.slots);
      this.ids[slot] = row.id;
      this.alive[slot] = 1;
      this.vectorHash[slot] = hash;
      this.slotOf.set(row.id, slot);
      if (row.vector !== null) this.addPostings(slot, row.vector);
    } else this.mark(slot, false);
    this.status[slot] = this.code(`s:${row.status}`);
    this.category[slot] = this.code(`c:${row.category}`);
    this.businessTypes[slot] = Int32Array.from(row.businessTypes, (t) => this.code(`t:${t}`));
    this.tags[slot] = Int32Array.from(new Set(row.tags.map((t) => t.toLowerCase())), (t) => this.code(`g:${t}`));
    this.featured[slot] = row.isFeatured ? 1 : 0;
    this.mark(slot, true);
    this.rating[slot] = row.shownRating ?? NaN;
    this.views[slot] = row.views;
    this.day[slot] = row.day;
    this.titleKeys[slot] = row.titleKey;
    this.titleRank[slot] = titleRank;
    this.changed.add(slot);
    return titleChanged;
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot !== undefined) this.kill(slot);
  }

  /** The slot stays in postings (and remembered term matches): every query skips it, as it has no filter bits. */
  private kill(slot: number): void {
    this.mark(slot, false);
    this.alive[slot] = 0;
    this.slotOf.delete(this.ids[slot]);
    this.businessTypes[slot] = new Int32Array(0);
    this.tags[slot] = new Int32Array(0);
    this.deadSlots++;
    this.changed.add(slot);
  }

  private ensureCapacity(size: number): void {
    this.alive = grow(this.alive, size);
    this.status = grow(this.status, size);
    this.category = grow(this.category, size);
    this.featured = grow(this.featured, size);
    this.rating = grow(this.rating, size);
    this.views = grow(this.views, size);
    this.day = grow(this.day, size);
    this.titleRank = grow(this.titleRank, size);
    this.vectorHash = grow(this.vectorHash, size);
    this.sums = grow(this.sums, size);
    const words = Math.ceil(this.alive.length / 32);
    if (this.featuredBits.length < words) {
      this.featuredBits = grow(this.featuredBits, words);
      for (let code = 0; code < this.valueBits.length; code++) this.valueBits[code] = grow(this.valueBits[code], words);
    }
    this.entryCount = grow(this.entryCount, size);
  }

  private addPostings(slot: number, vector: string): void {
    const lexemes: string[] = [];
    parseTsvector(vector, (lexeme, positions) => {
      lexemes.push(lexeme);
      let p = this.lexicon.get(lexeme);
      if (!p) {
        p = { lexeme, buf: new Uint8Array(8), len: 0, last: -1 };
        this.lexicon.set(lexeme, p);
        // Once sorted (after the first search), the lexicon takes a new lexeme in its place.
        this.sortedLexicon?.splice(this.lowerBound(lexeme), 0, p);
      }
      put(p, slot - p.last);
      p.last = slot;
      let bytes = 0;
      let previous = 0;
      for (const wep of positions) {
        bytes += varintLength(((wep & 0x3fff) - previous) << 2);
        previous = wep & 0x3fff;
      }
      put(p, bytes);
      previous = 0;
      for (const wep of positions) {
        const pos = wep & 0x3fff;
        put(p, ((pos - previous) << 2) | (wep >> 14));
        previous = pos;
      }
    });
    // Remembered matches of terms these lexemes start with now lack this slot.
    for (const term of [...this.terms.keys()])
      if (lexemes.some((lexeme) => lexeme.startsWith(term))) this.terms.delete(term);
  }

  /** Title ranks from the database's order of title keys: [id, dense rank] for every prompt. */
  setTitleRanks(ranks: Iterable<[string, number]>): void {
    for (const [id, rank] of ranks) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined) this.titleRank[slot] = rank;
    }
    for (const key of [...this.orders.keys()]) if (key.startsWith('title')) this.orders.delete(key);
  }

  /**
   * After a full load: postings, per-slot arrays and value bitmaps shrink to their size. They grow
   * by doubling as a load adds prompts, so a library just past a power of two held nearly twice
   * what it used: at 10,500 slots, 16,384 of each, some 2.5 MB in the bitmaps of its 3,000 tags and
   * business types (decision 0078). The next prompt added grows them again.
   */
  compact(): void {
    for (const p of this.lexicon.values()) if (p.buf.length > p.len) p.buf = p.buf.slice(0, p.len);
    const size = this.slots;
    this.alive = fit(this.alive, size);
    this.status = fit(this.status, size);
    this.category = fit(this.category, size);
    this.featured = fit(this.featured, size);
    this.rating = fit(this.rating, size);
    this.views = fit(this.views, size);
    this.day = fit(this.day, size);
    this.titleRank = fit(this.titleRank, size);
    this.vectorHash = fit(this.vectorHash, size);
    this.sums = fit(this.sums, size);
    this.entryCount = fit(this.entryCount, size);
    const words = Math.ceil(size / 32);
    this.featuredBits = fit(this.featuredBits, words);
    for (let code = 0; code < this.valueBits.length; code++) this.valueBits[code] = fit(this.valueBits[code], words);
  }

  /** Brings the sorted orders up to date with the prompts changed since the last call. */
  settle(): void {
    if (this.changed.size === 0) return;
    const changed = this.changed;
    this.changed = new Set();
    const slots = [...changed];
    for (const [key, order] of this.orders) {
      // Patching costs a pass over the order; past a point, sorting anew when asked is cheaper.
      if (slots.length > order.length / 8) {
        this.orders.delete(key);
        continue;
      }
      const compare = this.comparator(key.slice(0, -1) as SortField | 'match', key.endsWith('-'));
      const moved = slots.filter((slot) => this.alive[slot] === 1).sort(compare);
      const next = new Int32Array(order.length + moved.length);
      let n = 0;
      let m = 0;
      for (const slot of order) {
        if (changed.has(slot)) continue;
        while (m < moved.length && compare(moved[m], slot) < 0) next[n++] = moved[m++];
        next[n++] = slot;
      }
      while (m < moved.length) next[n++] = moved[m++];
      this.orders.set(key, next.slice(0, n));
    }
  }

  /**
   * SQL's order: the field (nulls last either way), then featured first, then id. 'match' is
   * searchRanked's order after the rank: shown rating (nulls last), then id.
   */
  private comparator(sortBy: SortField | 'match', desc: boolean): (a: number, b: number) => number {
    const key = {
      rating: this.rating,
      views: this.views,
      created_at: this.day,
      title: this.titleRank,
      match: this.rating,
    }[sortBy];
    const featured = sortBy === 'match' ? new Uint8Array(this.featured.length) : this.featured;
    const { ids } = this;
    return (a, b) => {
      const x = key[a];
      const y = key[b];
      if (x !== y) {
        if (Number.isNaN(x)) {
          if (!Number.isNaN(y)) return 1;
        } else if (Number.isNaN(y)) return -1;
        else return x < y === desc ? 1 : -1;
      }
      if (featured[a] !== featured[b]) return featured[b] - featured[a];
      return ids[a] < ids[b] ? -1 : ids[a] > ids[b] ? 1 : 0;
    };
  }

  private order(sortBy: SortField | 'match', desc: boolean): Int32Array {
    this.settle();
    const key = `${sortBy}${desc ? '-' : '+'}`;
    let order = this.orders.get(key);
    if (!order) {
      const live = new Int32Array(this.slotOf.size);
      let n = 0;
      for (let slot = 0; slot < this.slots; slot++) if (this.alive[slot]) live[n++] = slot;
      order = live.sort(this.comparator(sortBy, desc));
      this.orders.set(key, order);
    }
    return order;
  }

  /** Each slot's place in searchRanked's order after the rank (shown rating, then id): ties compare as numbers. */
  private tiePositions(): Int32Array {
    const order = this.order('match', true);
    if (this.ties?.order !== order) {
      const positions = new Int32Array(this.slots);
      order.forEach((slot, i) => (positions[slot] = i));
      this.ties = { order, positions };
    }
    return this.ties.positions;
  }

  /** The slots passing the query's filters (status, category, business type, featured); not to be changed. */
  private filterOf(query: IndexQuery): Bits {
    const key = JSON.stringify([query.statuses, query.categories, query.businessType, query.tags, query.featured]);
    let bits = this.filters.get(key);
    if (!bits) {
      if (this.filters.size >= FILTER_MEMO) this.filters.delete(this.filters.keys().next().value!);
      this.filters.set(key, (bits = this.filterBits(query)));
    }
    return bits;
  }

  private filterBits(query: IndexQuery): Bits {
    const words = this.featuredBits.length;
    const anyOf = (kind: 's' | 'c' | 't' | 'g', values: string[]) => {
      const bits = new Uint32Array(words);
      for (const value of new Set(values)) {
        const code = this.codes.get(`${kind}:${value}`);
        if (code === undefined) continue;
        const of = this.valueBits[code];
        for (let i = 0; i < words; i++) bits[i] |= of[i];
      }
      return bits;
    };
    const bits = anyOf('s', query.statuses);
    const and = (other: Bits) => {
      for (let i = 0; i < words; i++) bits[i] &= other[i];
    };
    if (query.categories?.length) and(anyOf('c', query.categories));
    if (query.businessType) and(anyOf('t', [query.businessType]));
    for (const tag of query.tags ?? []) and(anyOf('g', [tag]));
    if (query.featured === true) and(this.featuredBits);
    if (query.featured === false) for (let i = 0; i < words; i++) bits[i] &= ~this.featuredBits[i];
    return bits;
  }

  /** Where a lexeme is, or would be, in the sorted lexicon. */
  private lowerBound(lexeme: string): number {
    const sorted = this.sortedLexicon!;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareLexemes(sorted[mid].lexeme, lexeme) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Postings of the lexemes starting with a term, in lexeme order. */
  private rangeOf(term: string): Postings[] {
    this.sortedLexicon ??= [...this.lexicon.values()].sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
    const sorted = this.sortedLexicon;
    const start = this.lowerBound(term);
    let end = start;
    while (end < sorted.length && sorted[end].lexeme.startsWith(term)) end++;
    return sorted.slice(start, end);
  }

  /**
   * Where a term matches, with calc_rank_or's sum of each slot's matching entries: added in lexeme
   * order, as calc_rank_or visits a tsvector's entries (remembered until a new text holds the term).
   */
  private termMatch(term: string): TermMatch {
    const known = this.terms.get(term);
    if (known) return known;
    const { sums, entryCount } = this;
    const range = this.rangeOf(term);
    let touched = new Int32Array(64);
    let count = 0;
    // Every matching entry, lexeme after lexeme: its slot, postings and offset.
    let entrySlot = new Int32Array(64);
    let entryPostings = new Int32Array(64);
    let entryOffset = new Int32Array(64);
    let entries = 0;
    for (let r = 0; r < range.length; r++) {
      const p = range[r];
      const buf = p.buf;
      let slot = -1;
      at = 0;
      while (at < p.len) {
        slot += varint(buf);
        if (entries === entrySlot.length) {
          entrySlot = grow(entrySlot, entries * 2);
          entryPostings = grow(entryPostings, entries * 2);
          entryOffset = grow(entryOffset, entries * 2);
        }
        entrySlot[entries] = slot;
        entryPostings[entries] = r;
        entryOffset[entries++] = at;
        const end = varint(buf) + at;
        // calc_rank_or for this entry: no positions count as one of weight D.
        let resj = 0;
        let wjm = -1;
        let jm = 0;
        if (at === end) {
          resj = WEIGHTS[0];
          wjm = WEIGHTS[0];
        }
        for (let j = 0; at < end; j++) {
          const w = WEIGHTS[varint(buf) & 3];
          resj = Math.fround(resj + Math.fround(w / ((j + 1) * (j + 1))));
          if (w > wjm) {
            wjm = w;
            jm = j;
          }
        }
        const share = Math.fround(Math.fround(wjm + resj) - Math.fround(wjm / ((jm + 1) * (jm + 1)))) / OR_SCALE;
        if (entryCount[slot] === 0) {
          if (count === touched.length) touched = grow(touched, count * 2);
          touched[count++] = slot;
        }
        entryCount[slot]++;
        sums[slot] = sums[slot] + share;
      }
    }
    const slots = touched.slice(0, count).sort();
    const shares = new Float32Array(count);
    // Entries grouped by slot (in slot order), each slot's in lexeme order: a counting sort.
    const first = new Int32Array(count + 1);
    for (let i = 0; i < count; i++) {
      const slot = slots[i];
      shares[i] = sums[slot];
      sums[slot] = 0;
      first[i + 1] = first[i] + entryCount[slot];
      entryCount[slot] = first[i];
    }
    const byPostings = new Int32Array(entries);
    const byOffset = new Int32Array(entries);
    for (let e = 0; e < entries; e++) {
      const at = entryCount[entrySlot[e]]++;
      byPostings[at] = entryPostings[e];
      byOffset[at] = entryOffset[e];
    }
    for (let i = 0; i < count; i++) entryCount[slots[i]] = 0;
    const match = { slots, shares, range, first, entryPostings: byPostings, entryOffset: byOffset };
    this.terms.set(term, match);
    return match;
  }

  /**
   * The ranking of a set of terms: the live prompts holding every term with the sum of their
   * terms' shares (for one term, calc_rank_or's rank), best first, then in tie order (shown
   * rating, then id, as searchRanked breaks ties). Scores are positive float4s, whose bits order
   * as they do: bits and tie position packed in one double sort natively (positions below 2^21).
   */
  private ranking(terms: string[]): Ranking {
    const key = terms.join('\0');
    const ties = this.tiePositions();
    const known = this.rankings.get(key);
    if (known && known.ties === ties && known.matches.every((match, i) => this.terms.peek(terms[i]) === match))
      return known;
    const matches = terms.map((term) => this.termMatch(term));
    const [first, ...rest] = [...matches].sort((a, b) => a.slots.length - b.slots.length);
    let slots = new Int32Array(first.slots.length);
    const scores = new Float32Array(first.slots.length);
    const cursors = new Int32Array(rest.length);
    let n = 0;
    outer: for (let i = 0; i < first.slots.length; i++) {
      const slot = first.slots[i];
      let score = first.shares[i];
      for (let r = 0; r < rest.length; r++) {
        const other = rest[r].slots;
        let c = cursors[r];
        while (c < other.length && other[c] < slot) c++;
        cursors[r] = c;
        if (c === other.length) break outer;
        if (other[c] !== slot) continue outer;
        score += rest[r].shares[c];
      }
      if (!this.alive[slot]) continue;
      slots[n] = slot;
      scores[n++] = score;
    }
    slots = slots.subarray(0, n);
    const bits = new Uint32Array(scores.buffer, 0, n);
    if (this.slots < 2 ** 21) {
      const order = this.ties!.order;
      const keys = Float64Array.from(bits, (b, i) => (0xffffffff - b) * 2 ** 21 + ties[slots[i]]);
      keys.sort();
      keys.forEach((k, i) => {
        slots[i] = order[k % 2 ** 21];
        bits[i] = 0xffffffff - Math.floor(k / 2 ** 21);
      });
    } else {
      const byScore = Int32Array.from(slots, (_, i) => i).sort(
        (i, j) => scores[j] - scores[i] || ties[slots[i]] - ties[slots[j]],
      );
      const sortedScores = Float32Array.from(byScore, (i) => scores[i]);
      slots.set(Int32Array.from(byScore, (i) => slots[i]));
      scores.set(sortedScores);
    }
    const ranking = { matches, ties, slots, scores: scores.subarray(0, n), ranks: null };
    this.rankings.set(key, ranking);
    return ranking;
  }

  /**
   * calc_rank_and of each slot: the terms in order, each matching entry's positions against
   * the last matching entry of every earlier term.
   */
  private andRanks(matches: TermMatch[], slots: ArrayLike<number>): Float32Array {
    const ranks = new Float32Array(slots.length);
    // Each term's entry being read, then (once read) its last entry in this slot.
    const last = matches.map(() => new Uint16Array(256));
    const lastCount = new Int32Array(matches.length);
    for (let c = 0; c < slots.length; c++) {
      const slot = slots[c];
      let res = -1;
      for (let t = 0; t < matches.length; t++) {
        const m = matches[t];
        const i = indexOf(m.slots, slot);
        // The first term's entries meet no earlier term: only its last one counts (for the later terms).
        for (let e = t === 0 ? m.first[i + 1] - 1 : m.first[i]; e < m.first[i + 1]; e++) {
          const buf = m.range[m.entryPostings[e]].buf;
          at = m.entryOffset[e];
          const end = varint(buf) + at;
          if (last[t].length < end - at + 1) last[t] = new Uint16Array((end - at + 1) * 2);
          const positions = last[t];
          let n = 0;
          const none = at === end;
          if (none) positions[n++] = NULL_AND_POSITION;
          let pos = 0;
          while (at < end) {
            const v = varint(buf);
            pos += v >> 2;
            positions[n++] = ((v & 3) << 14) | pos;
          }
          for (let k = 0; k < t; k++) {
            const prevN = lastCount[k];
            res = andPairs(res, positions, 0, n, none, last[k], 0, Math.abs(prevN), prevN < 0);
          }
          // Negative: the stand-in of an entry without positions.
          lastCount[t] = none ? -1 : n;
        }
      }
      ranks[c] = res < 0 ? NO_PAIR_RANK : res;
    }
    return ranks;
  }

  /** The page a query asks for: ids in order and the total (capped for a ranked search). */
  query(query: IndexQuery): IndexPage {
    if (query.terms && query.terms.length === 0) return { ids: [], total: 0, ...(query.ranked ? { ranks: [] } : {}) };
    let wanted = this.filterOf(query);
    if (query.terms && query.ranked) return this.ranked(query, query.terms, wanted);
    if (query.terms) {
      const filter = wanted;
      wanted = new Uint32Array(filter.length);
      for (const slot of this.ranking(query.terms).slots)
        if (hasBit(filter, slot)) wanted[slot >>> 5] |= 1 << (slot & 31);
    }
    const total = popcount(wanted);
    const ids: string[] = [];
    const end = Math.min(query.offset + query.limit, total);
    let seen = 0;
    // The sorted order is walked only as far as the page.
    if (query.offset < end) {
      for (const slot of this.order(query.sortBy, query.desc)) {
        if (!hasBit(wanted, slot)) continue;
        if (seen >= query.offset) ids.push(this.ids[slot]);
        if (++seen === end) break;
      }
    }
    return { ids, total };
  }

  /**
   * Best matches first, ties by shown rating then id, as searchRanked orders them. At most
   * SEARCH_RANKED_LIMIT are ranked and counted: with more matches, those ranked are the best by
   * calc_rank_or's score (the rank itself for a one-term search), so the best match is never left out.
   */
  private ranked(query: IndexQuery, terms: string[], filter: Bits): IndexPage {
    const ranking = this.ranking(terms);
    const { slots } = ranking;
    // Positions in the ranking of the candidates: the first the filters let through.
    const candidates: number[] = [];
    for (let i = 0; i < slots.length && candidates.length < SEARCH_RANKED_LIMIT; i++)
      if (hasBit(filter, slots[i])) candidates.push(i);
    let ranks = ranking.scores;
    if (terms.length > 1) {
      ranks = ranking.ranks ??= new Float32Array(slots.length).fill(NaN);
      const missing = candidates.filter((i) => Number.isNaN(ranks[i]));
      const computed = this.andRanks(
        ranking.matches,
        Int32Array.from(missing, (i) => slots[i]),
      );
      missing.forEach((i, k) => (ranks[i] = computed[k]));
      // Equal ranks in tie order (shown rating, then id).
      candidates.sort((i, j) => ranks[j] - ranks[i] || ranking.ties[slots[i]] - ranking.ties[slots[j]]);
    }
    const page = candidates.slice(query.offset, query.offset + query.limit);
    return { ids: page.map((i) => this.ids[slots[i]]), total: candidates.length, ranks: page.map((i) => ranks[i]) };
  }
}

/** Where `value` is in the increasing `values` (it is there). */
function indexOf(values: Int32Array, value: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
