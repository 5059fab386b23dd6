import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES, LIBRARY_CATEGORIES, STORED_PROMPT_CATEGORIES, findPlaceholders, parsePromptText } from '@ai4n/shared';
import { promptSeed, promptSeedRows } from './prompt-seed.js';

describe('the curated prompt library', () => {
  it('has at least 144 prompts, 12 or more in each library category', () => {
    expect(promptSeed.length).toBeGreaterThanOrEqual(144);
    for (const category of LIBRARY_CATEGORIES) {
      const count = promptSeed.filter((p) => category.stored.includes(p.category)).length;
      expect(count, category.id).toBeGreaterThanOrEqual(12);
    }
    expect(promptSeed.every((p) => STORED_PROMPT_CATEGORIES.includes(p.category))).toBe(true);
  });

  it('covers all 14 business types, each in 8 or more prompts, with exact names', () => {
    for (const type of BUSINESS_TYPES) expect(promptSeed.filter((p) => p.businessTypes.includes(type)).length, type).toBeGreaterThanOrEqual(8);
    expect(promptSeed.flatMap((p) => p.businessTypes).every((t) => (BUSINESS_TYPES as readonly string[]).includes(t))).toBe(true);
  });

  it('fills every section with substance, has unique titles and about ten featured', () => {
    expect(new Set(promptSeed.map((p) => p.title)).size).toBe(promptSeed.length);
    const featured = promptSeed.filter((p) => p.isFeatured).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(12);
    for (const row of promptSeedRows()) {
      const sections = parsePromptText(row.promptText);
      for (const [name, value] of Object.entries(sections)) {
        if (name === 'expertiseAreas') expect((value as string[]).length, row.title).toBeGreaterThanOrEqual(3);
        else expect((value as string).length, `${row.title}: ${name}`).toBeGreaterThan(20);
      }
      expect(findPlaceholders(sections.corePrompt).length, row.title).toBeGreaterThan(0);
      expect(row.rating).toBeGreaterThanOrEqual(1);
      expect(row.rating).toBeLessThanOrEqual(5);
    }
  });
});
