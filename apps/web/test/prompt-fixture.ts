import type { Prompt } from '@ai4n/shared';

/** A gallery prompt as the API answers it, with what a test sets. */
export const promptFixture = (id: string, overrides: Partial<Prompt> = {}): Prompt => ({
  id,
  _id: id,
  title: id,
  description: '',
  prompt_text: '',
  category: 'sales',
  tags: [],
  business_types: [],
  example_use: '',
  difficulty: 'beginner',
  whyItWorks: '',
  whyItWorksLesson: null,
  makeItYours: '',
  rating: null,
  ratingCount: 0,
  views: 0,
  added_by: 'admin',
  created_at: '2026-01-01',
  updated_at: '2026-01-01T00:00:00Z',
  isFeatured: false,
  status: 'active',
  ...overrides,
});
