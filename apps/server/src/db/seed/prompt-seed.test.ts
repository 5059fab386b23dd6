import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TYPES,
  LIBRARY_CATEGORIES,
  PROMPT_LIBRARY_SHIPPED_MIN,
  STORED_PROMPT_CATEGORIES,
  findPlaceholders,
  parsePromptText,
} from '@ai4n/shared';
import { promptSeed, promptSeedRows } from './prompt-seed.js';

describe('the curated prompt library', () => {
  it('has 1,000 or more active prompts, 40 or more in each of the 12 library categories (issue 32)', () => {
    expect(promptSeed.filter((p) => p.status === 'active').length).toBeGreaterThanOrEqual(1000);
    expect(LIBRARY_CATEGORIES.length).toBeGreaterThanOrEqual(12);
    for (const category of LIBRARY_CATEGORIES) {
      const count = promptSeed.filter((p) => category.stored.includes(p.category) && p.status === 'active').length;
      expect(count, category.id).toBeGreaterThanOrEqual(40);
    }
    expect(promptSeed.every((p) => STORED_PROMPT_CATEGORIES.includes(p.category))).toBe(true);
  });

  it('covers all 14 business types, each in 40 or more prompts, with exact names', () => {
    for (const type of BUSINESS_TYPES)
      expect(promptSeed.filter((p) => p.businessTypes.includes(type)).length, type).toBeGreaterThanOrEqual(40);
    expect(
      promptSeed.flatMap((p) => p.businessTypes).every((t) => (BUSINESS_TYPES as readonly string[]).includes(t)),
    ).toBe(true);
  });

  it('fills every section with substance, has unique titles and about ten featured', () => {
    expect(new Set(promptSeed.map((p) => p.title)).size).toBe(promptSeed.length);
    const featured = promptSeed.filter((p) => p.featured).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(12);
    for (const row of promptSeedRows()) {
      const sections = parsePromptText(row.promptText);
      for (const [name, value] of Object.entries(sections)) {
        if (name === 'expertiseAreas') expect((value as string[]).length, row.title).toBeGreaterThanOrEqual(3);
        else expect((value as string).length, `${row.title}: ${name}`).toBeGreaterThan(20);
      }
      // Blanks live in INFORMATION ABOUT USER, once each; CORE PROMPT refers to them (see prompt-library-rules.test.ts).
      expect(findPlaceholders(sections.userInfo).length, row.title).toBeGreaterThan(0);
    }
  });

  it('invents no rating and no views: the rows leave both to the database defaults (unrated, 0 views)', () => {
    for (const row of promptSeedRows()) {
      expect(row.rating, row.title).toBeUndefined();
      expect(row.ratingCount, row.title).toBeUndefined();
      expect(row.views, row.title).toBeUndefined();
    }
  });

  it('ships at least the library size a prerendered page claims', () => {
    expect(promptSeed.length).toBeGreaterThanOrEqual(PROMPT_LIBRARY_SHIPPED_MIN);
  });
});
