import { describe, expect, it } from 'vitest';
import type { Prompt } from '@ai4n/shared';
import { ratingText, withRating } from './prompt-rating';
import { promptFixture } from '../../../../test/prompt-fixture';

const prompt = (id: string): Prompt => promptFixture(id, { prompt_text: 'P', ratingCount: 2 });

describe('prompt ratings in the gallery', () => {
  it('read as the average, or as not rated yet', () => {
    expect(ratingText(null)).toBe('Not rated yet');
    expect(ratingText(4)).toBe('4.0');
  });

  it('update every cached copy of the rated prompt, and nothing else', () => {
    const rating = { average: 4.3, count: 3, yourRating: 5 };
    const [a, b] = [prompt('a'), prompt('b')];
    expect(withRating(a, 'a', rating)).toMatchObject({ rating: 4.3, ratingCount: 3 });
    expect(withRating([a, b], 'a', rating).map((p) => p.rating)).toEqual([4.3, null]);
    const page = { prompts: [b, a], pagination: { current: 1, total: 1, count: 2, totalCount: 2 } };
    expect(withRating(page, 'a', rating).prompts[1]).toMatchObject({ rating: 4.3, ratingCount: 3 });
    const stats = { totalPrompts: 2, avgRating: 0, ratingCount: 0, totalViews: 0, categoryStats: [] };
    expect(withRating(stats, 'a', rating)).toBe(stats);
    expect(withRating(undefined, 'a', rating)).toBeUndefined();
  });
});
