/**
 * The pieces of PostgreSQL full-text search the in-process index (prompt-index-store.ts) needs to
 * answer exactly as the database would: the text forms of tsvector and tsquery, lexeme order, and
 * ts_rank (src/backend/utils/adt/tsrank.c: calc_rank with the default weights and normalization 0).
 * ts_rank computes in float4; every step here is rounded the same way (Math.fround, Float32Array),
 * so equal ranks stay equal and ties are broken as in SQL.
 */

/** Positions are 14 bits (WordEntryPos); MAXENTRYPOS stands for "no position" in calc_rank_and. */
export const MAX_ENTRY_POS = 1 << 14;

/** default_weights {0.1, 0.2, 0.4, 1.0} as float4, by weight code: D=0, C=1, B=2, A=3. */
export const WEIGHTS = Float32Array.of(0.1, 0.2, 0.4, 1.0);
const WEIGHT_CODES: Record<string, number> = { A: 3, B: 2, C: 1, D: 0, a: 3, b: 2, c: 1, d: 0 };

/** word_distance(): float4 of 1 / (1.005 + 0.05 * exp(d / 1.5 - 2)), 1e-30 beyond 100. */
const WORD_DISTANCES = Float32Array.from({ length: 101 }, (_, d) => 1 / (1.005 + 0.05 * Math.exp(d / 1.5 - 2)));
const FAR = Math.fround(1e-30);
export const wordDistance = (d: number): number => (d > 100 ? FAR : WORD_DISTANCES[d]);

/** calc_rank's answer when calc_rank_and found no pair of positions. */
export const NO_PAIR_RANK = Math.fround(1e-20);
/** calc_rank_or divides each entry's share by this (the limit of sum(1/i^2)). */
export const OR_SCALE = 1.64493406685;

/** A code unit's place in UTF-8 byte order: surrogates (code points above U+FFFF) come after U+E000-U+FFFF. */
const utf8Order = (c: number) => (c >= 0xe000 ? c - 0x800 : c >= 0xd800 ? c + 0x2000 : c);

/** Lexemes in PostgreSQL's order (tsCompareString: bytes, then length), which is how a tsvector stores them. */
export function compareLexemes(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return utf8Order(x) - utf8Order(y);
  }
  return a.length - b.length;
}

/**
 * Reads tsvector's text form ('cold':3A,22B 'email':4A 'x') and calls `entry` for each lexeme in
 * stored order with its positions as WordEntryPos values (weight << 14 | position), or none.
 */
export function parseTsvector(text: string, entry: (lexeme: string, positions: number[]) => void): void {
  let at = 0;
  const n = text.length;
  while (at < n) {
    if (text.charCodeAt(at) === 32) {
      at++;
      continue;
    }
    if (text[at] !== "'") throw new Error(`unexpected tsvector text at ${at}`);
    at++;
    // Quotes are doubled inside a lexeme and backslashes escape the next character.
    let lexeme = '';
    let start = at;
    for (;;) {
      const c = text[at];
      if (c === undefined) throw new Error('unterminated lexeme in tsvector text');
      if (c === '\\') {
        lexeme += text.slice(start, at) + text[at + 1];
        at += 2;
        start = at;
      } else if (c === "'") {
        lexeme += text.slice(start, at);
        if (text[at + 1] === "'") {
          lexeme += "'";
          at += 2;
          start = at;
        } else {
          at++;
          break;
        }
      } else at++;
    }
    const positions: number[] = [];
    if (text[at] === ':') {
      at++;
      for (;;) {
        let pos = 0;
        while (at < n && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57)
          pos = pos * 10 + text.charCodeAt(at++) - 48;
        const weight = WEIGHT_CODES[text[at]];
        if (weight !== undefined) at++;
        positions.push(((weight ?? 0) << 14) | pos);
        if (text[at] !== ',') break;
        at++;
      }
    }
    entry(lexeme, positions);
  }
}

/**
 * The prefix terms of a tsquery's text form when it is what toPrefixTsQuery asks for, once
 * PostgreSQL has stemmed it: 'a':* & 'b':* (or '' when only stop words were left, which matches
 * nothing). Anything else (phrases, OR, weights) is null, and the database answers that search.
 */
export function parsePrefixTsquery(text: string): string[] | null {
  const terms: string[] = [];
  const operand = /'((?:[^']|'')*)':\*(?:\s*&\s*|$)/y;
  let at = 0;
  while (at < text.length) {
    operand.lastIndex = at;
    const match = operand.exec(text);
    if (!match || match[0].length === 0) return null;
    // The characters to_tsquery's output escapes: a doubled quote and a backslash.
    terms.push(match[1].replace(/''/g, "'").replace(/\\(.)/g, '$1'));
    at = operand.lastIndex;
  }
  if (terms.length > 0 && /&\s*$/.test(text)) return null;
  return terms;
}

/**
 * The query's terms as calc_rank visits them (SortAndUniqItems): in lexeme order, each once.
 * More than one makes calc_rank_and (positions of different terms near each other count),
 * one makes calc_rank_or.
 */
export function rankTerms(terms: string[]): string[] {
  return [...new Set(terms)].sort(compareLexemes);
}

/**
 * calc_rank_or's share of one matching entry, before the division by OR_SCALE: its weights summed
 * with falling importance, the heaviest counted in full. `n` positions from `positions[start]`;
 * no positions counts as one of weight D.
 */
export function orShare(positions: ArrayLike<number>, start: number, n: number): number {
  if (n === 0) return orShare(NULL_OR_POSITION, 0, 1);
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let j = 0; j < n; j++) {
    const w = WEIGHTS[positions[start + j] >> 14];
    resj = Math.fround(resj + Math.fround(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  return Math.fround(Math.fround(wjm + resj) - Math.fround(wjm / ((jm + 1) * (jm + 1))));
}
const NULL_OR_POSITION = [0];

/** calc_rank_and's stand-in for an entry without positions. */
export const NULL_AND_POSITION = MAX_ENTRY_POS - 1;

/**
 * Below this, a far pair (more than 100 positions apart: word_distance 1e-30, so curw <= 1e-15) can
 * still change a float4 rank; from it on, 1 - (1 - res) * (1 - curw) rounds back to res exactly (a
 * float4's half step there is above 1e-13), so such pairs are skipped without changing any rank.
 */
const FAR_PAIRS_COUNT_BELOW = 1e-6;

/**
 * One step of calc_rank_and: every position of a term's entry (`cur`) against every position of
 * the last entry of an earlier term (`prev`); returns the new rank (-1 while no pair counted).
 */
export function andPairs(
  res: number,
  cur: ArrayLike<number>,
  curStart: number,
  curN: number,
  curNull: boolean,
  prev: ArrayLike<number>,
  prevStart: number,
  prevN: number,
  prevNull: boolean,
): number {
  for (let l = 0; l < curN; l++) {
    const a = cur[curStart + l];
    for (let p = 0; p < prevN; p++) {
      const b = prev[prevStart + p];
      let dist = Math.abs((a & 0x3fff) - (b & 0x3fff));
      if (dist > 100 && res >= FAR_PAIRS_COUNT_BELOW) continue;
      if (dist !== 0 || curNull || prevNull) {
        if (dist === 0) dist = MAX_ENTRY_POS;
        const curw = Math.fround(
          Math.sqrt(Math.fround(Math.fround(WEIGHTS[a >> 14] * WEIGHTS[b >> 14]) * wordDistance(dist))),
        );
        res = Math.fround(res < 0 ? curw : 1 - (1 - res) * (1 - curw));
      }
    }
  }
  return res;
}
