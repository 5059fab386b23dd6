import { describe, expect, it } from 'vitest';
import { readTags, tagsParam } from './use-gallery-params';

const read = (query: string) => readTags(new URLSearchParams(query));

describe('the tags of the gallery URL', () => {
  it('reads tags=a,b trimmed, lower-cased and without repeats', () => {
    expect(read('tags=Email,%20sales%20,email,,')).toEqual(['email', 'sales']);
    expect(read('')).toEqual([]);
  });

  it("reads an older link's single tag", () => {
    expect(read('tag=Cold%20Email')).toEqual(['cold email']);
    expect(read('tags=b2b&tag=email')).toEqual(['b2b']);
  });

  it('keeps at most 5 tags', () => {
    expect(read('tags=a,b,c,d,e,f')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('writes a choice of tags comma-separated, and none as no parameter', () => {
    expect(tagsParam(['email', 'Sales', 'email'])).toBe('email,sales');
    expect(tagsParam([])).toBeNull();
    expect(read(`tags=${encodeURIComponent(tagsParam(['cold email', 'b2b'])!)}`)).toEqual(['cold email', 'b2b']);
  });
});
