/**
 * PostgreSQL's to_tsvector('english', ...) computed here, for the texts whose every token we know
 * the database's default parser makes the same way: plain ASCII prose with the words, numbers,
 * hyphenations, decimals and abbreviations (e.g., i.e.) prompts are written in. Anything else
 * (URLs, e-mail and file names, hosts, tags, entities, non-ASCII letters, the parser's odder
 * corners) gives null and the database computes the vector itself. english-tsvector.test.ts holds
 * each rule to the database with random texts.
 *
 * Why: to_tsvector is most of the cost of importing prompts, and on PGlite it runs on the main
 * thread; tokens are cut here in the import worker, and the database only stems the distinct words
 * (ts_lexize) it has not stemmed before.
 */

/** A token as the english configuration reads it: english_stem stems words, `simple` keeps numbers and names as they are (lower case). */
export interface EnglishToken {
  text: string;
  stem: boolean;
}

// Texts with characters outside printable ASCII and whitespace, or with characters that start the
// parser's URLs, paths, e-mails, hosts, tags and entities, are the database's. A slash between
// spaces ("yes / no") and an ampersand that starts no entity ("Q&A") only separate.
const FOREIGN = /[^\t\n\v\f\r\x20-\x7e]|[<>@\\~_]|\S\/|\/\S|&#?[A-Za-z0-9]+;/;
const WORD = /^[A-Za-z]+$/;
const NUMBER = /^[0-9]+$/;
const ALNUM = /^[A-Za-z0-9]+$/;
const FLOAT = /^[0-9]+\.[0-9]+$/;
const VERSION = /^[0-9]+(?:\.[0-9]+){2,}$/;
// Single letters with dots: e.g, i.e, a.m, U.S.A (the parser's "file" names).
const INITIALS = /^[A-Za-z](?:\.[A-Za-z])+$/;
// 1e5 is a number in scientific notation to the parser.
const SCIENTIFIC = /^[0-9]+[eE]/;

/**
 * Receives each token in order: source.slice(start, end) as written, and whether english_stem
 * reads it (`simple` otherwise). Runs of a text are passed in place, not cut out.
 */
type Emit = (source: string, start: number, end: number, stem: boolean) => void;
const say = (out: Emit, text: string, stem: boolean) => out(text, 0, text.length, stem);

/** One part between hyphens: 'w' letters, 'n' digits, 'a' letters and digits, null one we don't take. */
function kind(part: string): 'w' | 'n' | 'a' | null {
  if (WORD.test(part)) return 'w';
  if (NUMBER.test(part)) return 'n';
  return ALNUM.test(part) && !SCIENTIFIC.test(part) ? 'a' : null;
}

/** A part as one token: words are stemmed, numbers and names kept. */
const single = (part: string, k: 'w' | 'n' | 'a', out: Emit) => say(out, part, k === 'w');

/** Tokens of a run of letters, digits and hyphens; false when the parser may read it otherwise. */
function hyphenated(text: string, out: Emit): boolean {
  const parts = text.split('-');
  const kinds = parts.map(kind);
  if (parts.length === 1) return kinds[0] !== null && (single(text, kinds[0], out), true);
  // A leading or trailing hyphen alone: "-5" is a signed number, "-word" and "word-" the word.
  if (parts.length === 2 && (parts[0] === '' || parts[1] === '')) {
    const lead = parts[0] === '';
    const k = kinds[lead ? 1 : 0];
    if (k === null || (k === 'a' && lead)) return false;
    if (k === 'n' && lead) say(out, text, false);
    else single(parts[lead ? 1 : 0], k, out);
    return true;
  }
  if (kinds.includes(null)) return false;
  let i = 0;
  /** After a number, "-5" is a signed number ("80-120"), and so is "-3" of "-3x" before the word "x". */
  const signed = () => {
    for (; i < parts.length && kinds[i] === 'n'; i++) say(out, `-${parts[i]}`, false);
    const split = i < parts.length && i > 0 ? /^([0-9]+)([A-Za-z]+)$/.exec(parts[i]) : null;
    if (!split) return i < parts.length && i > 0 && /^[0-9]/.test(parts[i]) ? false : true;
    if (i !== parts.length - 1) return false;
    say(out, `-${split[1]}`, false);
    say(out, split[2], true);
    i++;
    return true;
  };
  if (kinds[0] === 'n') {
    say(out, parts[0], false);
    i = 1;
    if (!signed()) return false;
  }
  while (i < parts.length) {
    let end = i;
    while (end < parts.length && kinds[end] !== 'n') end++;
    if (end - i >= 2) {
      // A hyphenated word: the whole, then each part (a number after it, the parser reads oddly).
      if (end < parts.length) return false;
      say(
        out,
        parts.slice(i, end).join('-'),
        kinds.slice(i, end).every((k) => k === 'w'),
      );
      for (let p = i; p < end; p++) single(parts[p], kinds[p]!, out);
      return true;
    }
    single(parts[i], kinds[i]!, out);
    if (kinds[i] === 'a' && end < parts.length) return false;
    i = end;
    if (!signed()) return false;
  }
  return true;
}

/** Tokens of a run of letters, digits, dots, hyphens and pluses. */
function piece(text: string, out: Emit): boolean {
  if (text.includes('+')) {
    // "+10" is a signed number; a plus before anything else separates ("C++", "a+b").
    if (/^\+[0-9]+$/.test(text)) return (say(out, text, false), true);
    return !/\+[0-9]/.test(text) && text.split('+').every((part) => piece(part, out));
  }
  const letters = /[A-Za-z0-9]/.test(text);
  if (!text.includes('.')) return letters ? hyphenated(text, out) : true;
  // Punctuation alone is nothing, but ".." can be a path.
  if (!letters) return !text.includes('..');
  // A dot at the end ends a sentence, so does an ellipsis; two dots, or dots in front, the parser may read otherwise.
  if (text.startsWith('.')) return false;
  const ellipsis = /\.{3,}$/.exec(text);
  if (ellipsis) {
    const body = text.slice(0, ellipsis.index);
    return !body.includes('.') && hyphenated(body, out);
  }
  if (text.endsWith('..')) return false;
  const body = text.endsWith('.') ? text.slice(0, -1) : text;
  if (!body.includes('.')) return hyphenated(body, out);
  return (FLOAT.test(body) || VERSION.test(body) || INITIALS.test(body)) && (say(out, body, false), true);
}

const enum Char {
  Plus = 43,
  Minus = 45,
  Dot = 46,
  Zero = 48,
  Nine = 57,
  A = 65,
  Z = 90,
  a = 97,
  z = 122,
}
const isLetter = (c: number) => (c >= Char.a && c <= Char.z) || (c >= Char.A && c <= Char.Z);
const isDigit = (c: number) => c >= Char.Zero && c <= Char.Nine;

/**
 * Every token of `text` to `out`, in order (each takes a position); false when the database must
 * read it (`out` may have had some tokens). Runs of letters or digits alone, most of a text, take a
 * fast path; runs with dots, hyphens or pluses go through piece(). Every other character but
 * letters, digits, '.', '-' and '+' only separates tokens.
 */
function scan(text: string, out: Emit): boolean {
  if (FOREIGN.test(text)) return false;
  const length = text.length;
  let at = 0;
  while (at < length) {
    let c = text.charCodeAt(at);
    if (!isLetter(c) && !isDigit(c) && c !== Char.Dot && c !== Char.Minus && c !== Char.Plus) {
      at++;
      continue;
    }
    const start = at;
    let letters = 0;
    let digits = 0;
    let other = false;
    for (; at < length; at++) {
      c = text.charCodeAt(at);
      if (isLetter(c)) letters++;
      else if (isDigit(c)) digits++;
      else if (c === Char.Dot || c === Char.Minus || c === Char.Plus) other = true;
      else break;
    }
    if (other) {
      if (!piece(text.slice(start, at), out)) return false;
    } else if (letters > 0 && digits > 0 && SCIENTIFIC.test(text.slice(start, at))) return false;
    else out(text, start, at, digits === 0);
  }
  return true;
}

/** The tokens the default parser makes of `text`, in order (lower case); null when the database must read it. */
export function englishTokens(text: string): EnglishToken[] | null {
  const tokens: EnglishToken[] = [];
  return scan(text, (source, start, end, stem) => tokens.push({ text: source.slice(start, end).toLowerCase(), stem }))
    ? tokens
    : null;
}

export type Weight = 'A' | 'B' | 'C' | 'D';

/** A field of a search vector: setweight(to_tsvector('english', text), weight). */
export interface WeightedText {
  text: string;
  weight: Weight;
}

// tsvector's limits: positions above 16383 are clamped and a lexeme keeps 256 of them; texts that
// come near are left to the database rather than copying how it clamps.
const MAX_POSITION = 16_000;
const MAX_POSITIONS_PER_LEXEME = 250;
// A token longer than this is dropped by the database with a notice ("word is too long").
const MAX_TOKEN = 2_000;
const WEIGHTS: Weight[] = ['A', 'B', 'C', 'D'];
/** The text of position * 4 + weight ("12B"), made once. */
const POSITIONS: string[] = [];

/**
 * Search vectors of many texts: tokens are interned, so each distinct english_stem word is
 * stemmed once (by the database: `unknownWords` then `learn`) and a vector is put together from
 * numbers. Keeps what it learnt for the next texts.
 */
export class EnglishVectors {
  /**
   * Token ids by text, in an open-addressing table hashed on the lower-cased characters: a token
   * seen before is found without cutting it out of its text (most of the cost of a big import).
   */
  private table = new Int32Array(1 << 12).fill(-1);
  /** Per token id: its text in lower case, and whether english_stem reads it. */
  private readonly texts: string[] = [];
  private readonly stems: boolean[] = [];
  /** Per token id: its lexeme id, -1 for a stop word, -2 while not stemmed. */
  private readonly lexemeOf: number[] = [];
  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemes: string[] = [];
  /** Per lexeme id: how a vector's text starts its entry (quoted). */
  private readonly quoted: string[] = [];
  /** Per lexeme id, its rank in tsvector order, and per rank the lexeme id (made when a vector needs them). */
  private ranks = new Int32Array(0);
  private byRank = new Int32Array(0);
  private pending = new Set<number>();

  /** How many distinct tokens it holds (a caller may start afresh past some size). */
  get size(): number {
    return this.texts.length;
  }

  private lexemeId(text: string): number {
    let id = this.lexemeIds.get(text);
    if (id === undefined) {
      this.lexemeIds.set(text, (id = this.lexemes.length));
      this.lexemes.push(text);
      this.quoted.push(`'${text.replace(/'/g, "''").replace(/\\/g, '\\\\')}':`);
    }
    return id;
  }

  private static hash(source: string, start: number, end: number, stem: boolean): number {
    let h = stem ? 0x811c9dc5 : 0x01000193;
    for (let i = start; i < end; i++) {
      const c = source.charCodeAt(i);
      h = Math.imul(h ^ (c >= Char.A && c <= Char.Z ? c + 32 : c), 0x01000193);
    }
    return h >>> 0;
  }

  private tokenId(source: string, start: number, end: number, stem: boolean): number {
    const mask = this.table.length - 1;
    const length = end - start;
    for (let slot = EnglishVectors.hash(source, start, end, stem) & mask; ; slot = (slot + 1) & mask) {
      const id = this.table[slot];
      if (id === -1) return this.add(slot, source.slice(start, end).toLowerCase(), stem);
      const text = this.texts[id];
      if (this.stems[id] !== stem || text.length !== length) continue;
      let i = 0;
      for (; i < length; i++) {
        const c = source.charCodeAt(start + i);
        if ((c >= Char.A && c <= Char.Z ? c + 32 : c) !== text.charCodeAt(i)) break;
      }
      if (i === length) return id;
    }
  }

  private add(slot: number, text: string, stem: boolean): number {
    const id = this.texts.length;
    this.texts.push(text);
    this.stems.push(stem);
    this.lexemeOf.push(stem ? -2 : this.lexemeId(text));
    if (stem) this.pending.add(id);
    this.table[slot] = id;
    // Kept at most half full.
    if (this.texts.length * 2 > this.table.length) {
      this.table = new Int32Array(this.table.length * 2).fill(-1);
      const mask = this.table.length - 1;
      this.texts.forEach((t, i) => {
        let at = EnglishVectors.hash(t, 0, t.length, this.stems[i]) & mask;
        while (this.table[at] !== -1) at = (at + 1) & mask;
        this.table[at] = i;
      });
    }
    return id;
  }

  /**
   * The fields as token ids, each field after its weight as -1 (A) to -4 (D); null when the
   * database must compute this vector.
   */
  tokens(fields: WeightedText[]): Int32Array | null {
    const out: number[] = [];
    let tooLong = false;
    const emit: Emit = (source, start, end, stem) => {
      if (end - start > MAX_TOKEN) tooLong = true;
      else out.push(this.tokenId(source, start, end, stem));
    };
    for (const field of fields) {
      out.push(-1 - WEIGHTS.indexOf(field.weight));
      if (!scan(field.text, emit) || tooLong || out.length > MAX_POSITION) return null;
    }
    return Int32Array.from(out);
  }

  /** The stemmed words met since the last `learn` whose lexemes are not known. */
  unknownWords(): string[] {
    return [...this.pending].map((id) => this.texts[id]);
  }

  /** Each word's lexeme as ts_lexize('english_stem', word) gave it: null for a stop word. */
  learn(words: string[], lexemes: Array<string | null>): void {
    words.forEach((word, i) => {
      const id = this.tokenId(word, 0, word.length, true);
      this.lexemeOf[id] = lexemes[i] === null ? -1 : this.lexemeId(lexemes[i]!);
      this.pending.delete(id);
    });
  }

  /**
   * The text of `setweight(to_tsvector('english', f1), w1) || setweight(...) || ...` for fields
   * tokenised by `tokens` once their words are learnt; null when the database must compute it.
   */
  vector(tokens: Int32Array): string | null {
    if (this.ranks.length !== this.lexemes.length) {
      const order = this.lexemes.map((_, id) => id).sort((a, b) => compareBytes(this.lexemes[a], this.lexemes[b]));
      this.ranks = new Int32Array(this.lexemes.length);
      order.forEach((id, rank) => (this.ranks[id] = rank));
      this.byRank = Int32Array.from(order);
    }
    // Each stored position as rank * 2^16 + position * 4 + weight: sorted, they are the vector's order.
    const entries = new Float64Array(tokens.length);
    let count = 0;
    let position = 0;
    let weight = 0;
    let highest = 0;
    for (const token of tokens) {
      if (token < 0) {
        // Concatenation shifts a field's positions by the highest position stored before it.
        position = highest;
        weight = -1 - token;
        continue;
      }
      position++;
      const lexeme = this.lexemeOf[token];
      if (lexeme === -2) throw new Error(`english vectors: "${this.texts[token]}" was not learnt`);
      if (lexeme === -1) continue;
      entries[count++] = this.ranks[lexeme] * 65_536 + position * 4 + weight;
      highest = position;
    }
    const sorted = entries.subarray(0, count).sort();
    const parts: string[] = [];
    let previous = -1;
    let positions = 0;
    for (const entry of sorted) {
      const rank = Math.floor(entry / 65_536);
      const rest = entry - rank * 65_536;
      const at = (POSITIONS[rest] ??= `${rest >> 2}${(rest & 3) === 3 ? '' : WEIGHTS[rest & 3]}`);
      if (rank === previous) {
        if (++positions > MAX_POSITIONS_PER_LEXEME) return null;
        parts.push(',', at);
      } else {
        if (previous !== -1) parts.push(' ');
        parts.push(this.quoted[this.byRank[rank]], at);
        previous = rank;
        positions = 1;
      }
    }
    return parts.join('');
  }
}

/** tsvector's order of lexemes: by bytes (all ASCII here). */
const compareBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
