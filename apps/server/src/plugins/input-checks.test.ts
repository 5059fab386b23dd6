import { describe, expect, it } from 'vitest';
import { nestedDeeperThan } from './json-body.js';
import { LONE_SURROGATE_MESSAGE, NUL_TEXT_MESSAGE, unstorableText, unstorableTextIn } from './nul-text.js';

describe('nestedDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestedDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(nestedDeeperThan('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(nestedDeeperThan(JSON.stringify({ a: '[[[[{{{{', b: '\\"[[[' }), 1)).toBe(false);
    expect(nestedDeeperThan('"[[[["', 0)).toBe(false);
    expect(nestedDeeperThan('[[]][[]]', 2)).toBe(false);
  });

  it('reads 10,000 levels without recursion, and leaves malformed text to the parser', () => {
    expect(nestedDeeperThan('['.repeat(10_000) + ']'.repeat(10_000), 64)).toBe(true);
    expect(nestedDeeperThan('['.repeat(64) + ']'.repeat(64), 64)).toBe(false);
    expect(nestedDeeperThan(']]]]"unterminated', 64)).toBe(false);
  });
});

describe('unstorableText', () => {
  it('finds NUL characters and half surrogate pairs, and names where they are', () => {
    expect(unstorableText('fine \uD83D\uDE00')).toBeNull();
    expect(unstorableText('a\u0000')).toBe(NUL_TEXT_MESSAGE);
    for (const text of ['\uD800', 'a\uDC00b', '\uDE00\uD83D'])
      expect(unstorableText(text), JSON.stringify(text)).toBe(LONE_SURROGATE_MESSAGE);
    expect(unstorableTextIn({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toEqual({
      path: 'b.1.c',
      message: NUL_TEXT_MESSAGE,
    });
    expect(unstorableTextIn('\uD800')).toEqual({ path: '', message: LONE_SURROGATE_MESSAGE });
    expect(unstorableTextIn({ a: ['ok', 2, null, true] })).toBeNull();
  });
});
