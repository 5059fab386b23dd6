import { describe, expect, it } from 'vitest';
import { PromptIndexStore, type IndexedPrompt, type IndexQuery } from './prompt-index-store.js';

const prompt = (i: number): IndexedPrompt => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  status: i % 7 === 0 ? 'draft' : 'active',
  category: ['sales', 'marketing', 'operations'][i % 3],
  businessTypes: [['Retail', 'SaaS / Software'][i % 2]],
  tags: [`tag${i % 5}`, `rare${i}`],
  isFeatured: i % 11 === 0,
  shownRating: i % 4 === 0 ? null : 3 + (i % 3) / 2,
  views: (i * 37) % 101,
  day: 9000 + (i % 40),
  titleKey: `prompt ${i}`,
  vector: `'email':${1 + (i % 3)}A 'follow':${4 + (i % 5)}C 'word${i % 9}':7B`,
});

const queries: IndexQuery[] = [
  { statuses: ['active'], ranked: false, sortBy: 'rating', desc: true, offset: 0, limit: 20 },
  { statuses: ['active', 'draft'], tags: ['tag2'], ranked: false, sortBy: 'views', desc: false, offset: 5, limit: 10 },
  {
    statuses: ['active'],
    businessType: 'Retail',
    featured: false,
    ranked: false,
    sortBy: 'title',
    desc: false,
    offset: 0,
    limit: 50,
  },
  {
    statuses: ['active'],
    categories: ['sales'],
    terms: ['email', 'word3'],
    ranked: true,
    sortBy: 'rating',
    desc: true,
    offset: 0,
    limit: 20,
  },
  { statuses: ['active'], terms: ['follow'], ranked: false, sortBy: 'created_at', desc: true, offset: 0, limit: 30 },
];

function filled(count: number): PromptIndexStore {
  const store = new PromptIndexStore();
  for (let i = 0; i < count; i++) store.upsert(prompt(i));
  store.setTitleRanks(Array.from({ length: count }, (_, i) => [prompt(i).id, i + 1] as [string, number]));
  store.settle();
  return store;
}

describe('compacting the index after a full load', () => {
  it('gives back the room its arrays and bitmaps grew into, and answers every query the same', () => {
    // 70 prompts: the per-slot arrays and every tag's bitmap have grown to room for 128.
    const store = filled(70);
    const before = queries.map((q) => store.query(q));
    const bytes = store.bytes;
    store.compact();
    expect(store.bytes).toBeLessThan(bytes - 70 * 20);
    expect(queries.map((q) => store.query(q))).toEqual(before);
  });

  it('grows again for prompts added after it, as a fresh index of them all would answer', () => {
    const store = filled(70);
    store.compact();
    for (let i = 70; i < 150; i++) store.upsert(prompt(i));
    store.setTitleRanks(Array.from({ length: 150 }, (_, i) => [prompt(i).id, i + 1] as [string, number]));
    store.settle();
    const fresh = filled(150);
    for (const q of queries) expect(store.query(q)).toEqual(fresh.query(q));
  });
});
