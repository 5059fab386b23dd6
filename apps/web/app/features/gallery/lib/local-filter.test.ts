import { describe, expect, it } from 'vitest';
import type { Prompt } from '@ai4n/shared';
import { filterLocally } from './local-filter';
import { promptFixture } from '../../../../test/prompt-fixture';

const prompt = (id: string, overrides: Partial<Prompt>): Prompt =>
  promptFixture(id, { rating: 4, ratingCount: 5, ...overrides });

const all = [
  prompt('a', { category: 'social-media', rating: 4.9, tags: ['instagram'] }),
  prompt('b', { category: 'sales', rating: 4.1, business_types: ['SaaS / Software'], isFeatured: true }),
  prompt('c', { category: 'technical', rating: 4.5, title: 'Email formula' }),
  prompt('d', { category: 'sales', status: 'archived' }),
];

describe('filterLocally', () => {
  it('never shows archived prompts and sorts by rating by default', () => {
    expect(filterLocally(all, { page: 1, limit: 10 }).prompts.map((p) => p.id)).toEqual(['a', 'c', 'b']);
  });

  it('puts prompts without a shown rating last in either direction, as the server does', () => {
    const rated = [...all, prompt('e', { rating: null, ratingCount: 2 })];
    expect(
      filterLocally(rated, { page: 1, limit: 10, sortBy: 'rating', sortOrder: 'desc' }).prompts.map((p) => p.id),
    ).toEqual(['a', 'c', 'b', 'e']);
    expect(
      filterLocally(rated, { page: 1, limit: 10, sortBy: 'rating', sortOrder: 'asc' }).prompts.map((p) => p.id),
    ).toEqual(['b', 'c', 'a', 'e']);
  });

  it('maps library categories, and filters business type, featured, search and ids', () => {
    expect(filterLocally(all, { page: 1, limit: 10, category: 'marketing' }).prompts.map((p) => p.id)).toEqual(['a']);
    expect(filterLocally(all, { page: 1, limit: 10, category: 'tech' }).prompts.map((p) => p.id)).toEqual(['c']);
    expect(
      filterLocally(all, { page: 1, limit: 10, businessType: 'SaaS / Software' }).prompts.map((p) => p.id),
    ).toEqual(['b']);
    expect(filterLocally(all, { page: 1, limit: 10, featured: true }).prompts.map((p) => p.id)).toEqual(['b']);
    expect(filterLocally(all, { page: 1, limit: 10, search: 'INSTA' }).prompts.map((p) => p.id)).toEqual(['a']);
    expect(filterLocally(all, { page: 1, limit: 10 }, new Set(['c'])).prompts.map((p) => p.id)).toEqual(['c']);
  });

  it('keeps only the prompts having every chosen tag, case ignored', () => {
    const tagged = [
      prompt('both', { tags: ['Email', 'sales'] }),
      prompt('email', { tags: ['email'] }),
      prompt('sales', { tags: ['sales', 'b2b'] }),
    ];
    const ids = (tags: string[]) => filterLocally(tagged, { page: 1, limit: 10, tags }).prompts.map((p) => p.id);
    expect(ids(['email', 'sales'])).toEqual(['both']);
    expect(ids(['email'])).toEqual(['both', 'email']);
    expect(ids(['email', 'nope'])).toEqual([]);
    expect(ids([])).toHaveLength(3);
  });

  it('pages and reports pagination like the server', () => {
    const result = filterLocally(all, { page: 2, limit: 2, sortBy: 'title', sortOrder: 'asc' });
    expect(result.prompts.map((p) => p.id)).toEqual(['c']);
    expect(result.pagination).toEqual({ current: 2, total: 2, count: 1, totalCount: 3 });
  });
});
