import { describe, expect, it } from 'vitest';
import { toPrefixTsQuery } from './search-query.js';

describe('toPrefixTsQuery', () => {
  it('makes every word a prefix, joined by AND', () => {
    expect(toPrefixTsQuery('Cold  emai')).toBe('cold:* & emai:*');
  });
  it('drops tsquery syntax and accents, keeping the words', () => {
    expect(toPrefixTsQuery("café & (sales) | !x:*'")).toBe('cafe:* & sales:* & x:*');
  });
  it('returns null when no word is left', () => {
    expect(toPrefixTsQuery(' !&| ')).toBeNull();
  });
});
