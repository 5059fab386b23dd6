import { describe, expect, it } from 'vitest';
import { INT32_MAX, int32, int32Text, uuidText } from './common.js';
import { titleSortKey } from '../domain/prompts.js';

describe('int32', () => {
  it('takes every whole number a PostgreSQL integer holds, and nothing beyond', () => {
    for (const n of [0, 1, -1, INT32_MAX, -INT32_MAX - 1]) expect(int32().parse(n)).toBe(n);
    for (const n of [INT32_MAX + 1, -INT32_MAX - 2, 1e12, 1.5, Number.NaN, Infinity])
      expect(int32().safeParse(n).success, String(n)).toBe(false);
    expect(int32().safeParse('1').success).toBe(false);
    expect(int32().min(0).safeParse(-1).success).toBe(false);
    expect(int32().safeParse(INT32_MAX + 1).error?.issues[0]).toMatchObject({ code: 'too_big', maximum: INT32_MAX });
  });

  it('reads path and query text the same way', () => {
    expect(int32Text().parse('42')).toBe(42);
    expect(int32Text().parse(String(INT32_MAX))).toBe(INT32_MAX);
    for (const text of [String(INT32_MAX + 1), '99999999999999999999', '1.5', 'abc', '1e400'])
      expect(int32Text().safeParse(text).success, text).toBe(false);
  });
});

describe('uuidText', () => {
  it('takes a stored UUID in any case and gives it lower-cased; refuses anything else', () => {
    expect(uuidText().parse('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(uuidText().parse('00000000-0000-0000-0000-000000000000')).toBe('00000000-0000-0000-0000-000000000000');
    for (const text of ['nope', '0f8fad5b-d9cb-469f-a165-70867728950', '{0f8fad5b-d9cb-469f-a165-70867728950e}', ''])
      expect(uuidText().safeParse(text).success, text).toBe(false);
  });
});

describe('titleSortKey', () => {
  it('orders titles as a reader does: case ignored, leading quotes, punctuation and spaces skipped', () => {
    expect(titleSortKey('AI Product')).toBe('ai product');
    expect(titleSortKey('"Quoted" title')).toBe('quoted" title');
    expect(titleSortKey('\u201CCurly\u201D \u2014 title')).toBe('curly\u201D \u2014 title');
    expect(titleSortKey('  \u00BFQu\u00E9?')).toBe('qu\u00E9?');
    expect(titleSortKey('...')).toBe('');
    const titles = ['AI Product', 'Ad Copy', '"Quoted"', 'apple', '(Budget)'];
    expect([...titles].sort((a, b) => titleSortKey(a).localeCompare(titleSortKey(b)))).toEqual([
      'Ad Copy',
      'AI Product',
      'apple',
      '(Budget)',
      '"Quoted"',
    ]);
  });
});
