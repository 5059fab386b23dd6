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
// Every other character but letters, digits, '.', '-' and '+' only separates tokens.
const SEPARATORS = /[^A-Za-z0-9.+-]+/;
const WORD = /^[A-Za-z]+$/;
const NUMBER = /^[0-9]+$/;
const ALNUM = /^[A-Za-z0-9]+$/;
const FLOAT = /^[0-9]+\.[0-9]+$/;
const VERSION = /^[0-9]+(?:\.[0-9]+){2,}$/;
// Single letters with dots: e.g, i.e, a.m, U.S.A (the parser's "file" names).
const INITIALS = /^[A-Za-z](?:\.[A-Za-z])+$/;
// 1e5 is a number in scientific notation to the parser.
const SCIENTIFIC = /^[0-9]+[eE]/;

/** Receives each token in order: its text as written, and whether english_stem reads it (`simple` otherwise). */
type Emit = (text: string, stem: boolean) => void;

/** One part between hyphens: 'w' letters, 'n' digits, 'a' letters and digits, null one we don't take. */
function kind(part: string): 'w' | 'n' | 'a' | null {
  if (WORD.test(part)) return 'w';
  if (NUMBER.test(part)) return 'n';
  return ALNUM.test(part) && !SCIENTIFIC.test(part) ? 'a' : null;
}

/** A part as one token: words are stemmed, numbers and names kept. */
const single = (part: string, k: 'w' | 'n' | 'a', out: Emit) => out(part, k === 'w');

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
    if (k === 'n' && lead) out(text, false);
    else single(parts[lead ? 1 : 0], k, out);
    return true;
  }
  if (kinds.includes(null)) return false;
  let i = 0;
  /** After a number, "-5" is a signed number ("80-120"), and so is "-3" of "-3x" before the word "x". */
  const signed = () => {
    for (; i < parts.length && kinds[i] === 'n'; i++) out(`-${parts[i]}`, false);
    const split = i < parts.length && i > 0 ? /^([0-9]+)([A-Za-z]+)$/.exec(parts[i]) : null;
    if (!split) return i < parts.length && i > 0 && /^[0-9]/.test(parts[i]) ? false : true;
    if (i !== parts.length - 1) return false;
    out(`-${split[1]}`, false);
    out(split[2], true);
    i++;
    return true;
  };
  if (kinds[0] === 'n') {
    out(parts[0], false);
    i = 1;
    if (!signed()) return false;
  }
  while (i < parts.length) {
    let end = i;
    while (end < parts.length && kinds[end] !== 'n') end++;
    if (end - i >= 2) {
      // A hyphenated word: the whole, then each part (a number after it, the parser reads oddly).
      if (end < parts.length) return false;
      out(parts.slice(i, end).join('-'), kinds.slice(i, end).every((k) => k === 'w'));
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
    if (/^\+[0-9]+$/.test(text)) return out(text, false), true;
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
  return (FLOAT.test(body) || VERSION.test(body) || INITIALS.test(body)) && (out(body, false), true);
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
 * fast path; runs with dots, hyphens or pluses go through piece().
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
    const run = text.slice(start, at);
    if (other) {
      if (!piece(run, out)) return false;
    } else if (digits === 0) out(run, true);
    else if (letters === 0) out(run, false);
    else if (SCIENTIFIC.test(run)) return false;
    else out(run, false);
  }
  return true;
}

/** The tokens the default parser makes of `text`, in order (lower case); null when the database must read it. */
export function englishTokens(text: string): EnglishToken[] | null {
  const tokens: EnglishToken[] = [];
  return scan(text, (token, stem) => tokens.push({ text: token.toLowerCase(), stem })) ? tokens : null;
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

/**
 * Search vectors of many texts: tokens are interned, so each distinct english_stem word is
 * stemmed once (by the database: `unknownWords` then `learn`) and a vector is put together from
 * numbers. Keeps what it learnt for the next texts.
 */
export class EnglishVectors {
  /** Token ids by text: stemmed words as written in lower case, kept tokens after a NUL. */
  private readonly ids = new Map<string, number>();
  /** Per token id: its lexeme id, -1 for a stop word, -2 while not stemmed. */
  private readonly lexemeOf: number[] = [];
  /** Per token id: the word, for a stemmed word not stemmed yet. */
  private readonly words: Array<string | null> = [];
  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemes: string[] = [];
  /** Per lexeme id, its rank in tsvector order, and per rank the lexeme id (made when a vector needs them). */
  private ranks: Int32Array | null = null;
  private byRank = new Int32Array(0);
  private pending = new Set<number>();

  /** How many distinct tokens it holds (a caller may start afresh past some size). */
  get size(): number {
    return this.lexemeOf.length;
  }

  private lexemeId(text: string): number {
    let id = this.lexemeIds.get(text);
    if (id === undefined) {
      this.lexemeIds.set(text, (id = this.lexemes.length));
      this.lexemes.push(text);
      this.ranks = null;
    }
    return id;
  }

  private tokenId(written: string, stem: boolean): number {
    const text = written.toLowerCase();
    const key = stem ? text : `\0${text}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      this.ids.set(key, (id = this.lexemeOf.length));
      this.lexemeOf.push(stem ? -2 : this.lexemeId(text));
      this.words.push(stem ? text : null);
      if (stem) this.pending.add(id);
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
    const emit: Emit = (text, stem) => {
      if (text.length > MAX_TOKEN) tooLong = true;
      else out.push(this.tokenId(text, stem));
    };
    for (const field of fields) {
      out.push(-1 - WEIGHTS.indexOf(field.weight));
      if (!scan(field.text, emit) || tooLong || out.length > MAX_POSITION) return null;
    }
    return Int32Array.from(out);
  }

  /** The stemmed words met since the last `learn` whose lexemes are not known. */
  unknownWords(): string[] {
    return [...this.pending].map((id) => this.words[id]!);
  }

  /** Each word's lexeme as ts_lexize('english_stem', word) gave it: null for a stop word. */
  learn(words: string[], lexemes: Array<string | null>): void {
    words.forEach((word, i) => {
      const id = this.ids.get(word);
      if (id === undefined) return;
      this.lexemeOf[id] = lexemes[i] === null ? -1 : this.lexemeId(lexemes[i]!);
      this.words[id] = null;
      this.pending.delete(id);
    });
  }

  /**
   * The text of `setweight(to_tsvector('english', f1), w1) || setweight(...) || ...` for fields
   * tokenised by `tokens` once their words are learnt; null when the database must compute it.
   */
  vector(tokens: Int32Array): string | null {
    if (this.ranks === null || this.ranks.length !== this.lexemes.length) {
      const order = this.lexemes.map((_, id) => id).sort((a, b) => compareBytes(this.lexemes[a], this.lexemes[b]));
      this.ranks = new Int32Array(this.lexemes.length);
      order.forEach((id, rank) => (this.ranks![id] = rank));
      this.byRank = Int32Array.from(order);
    }
    // Each stored position as rank * 2^16 + position * 4 + weight: sorted, they are the vector's order.
    const entries: number[] = [];
    let offset = 0;
    let position = 0;
    let weight = 0;
    let highest = 0;
    for (const token of tokens) {
      if (token < 0) {
        // Concatenation shifts a field's positions by the highest position stored before it.
        offset = highest;
        position = offset;
        weight = -1 - token;
        continue;
      }
      position++;
      const lexeme = this.lexemeOf[token];
      if (lexeme === -2) throw new Error(`english vectors: "${this.words[token]}" was not learnt`);
      if (lexeme === -1) continue;
      entries.push(this.ranks[lexeme] * 65_536 + position * 4 + weight);
      highest = position;
    }
    entries.sort((a, b) => a - b);
    let text = '';
    let count = 0;
    for (let i = 0; i < entries.length; i++) {
      const rank = Math.floor(entries[i] / 65_536);
      const rest = entries[i] - rank * 65_536;
      const letter = (rest & 3) === 3 ? '' : WEIGHTS[rest & 3];
      if (i > 0 && Math.floor(entries[i - 1] / 65_536) === rank) {
        if (++count > MAX_POSITIONS_PER_LEXEME) return null;
        text += `,${rest >> 2}${letter}`;
      } else {
        const lexeme = this.lexemes[this.byRank[rank]];
        text += `${i > 0 ? ' ' : ''}'${lexeme.replace(/'/g, "''").replace(/\\/g, '\\\\')}':${rest >> 2}${letter}`;
        count = 1;
      }
    }
    return text;
  }
}

/** tsvector's order of lexemes: by bytes (all ASCII here). */
const compareBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
