import { describe, expect, it } from 'vitest';
import { FaqUpdateSchema, LessonUpdateSchema, PromptUpdateSchema } from '../index.js';

describe('update schemas', () => {
  it('leave out what the request leaves out (no creation defaults)', () => {
    expect(PromptUpdateSchema.parse({ isFeatured: true })).toEqual({ isFeatured: true });
    expect(LessonUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(FaqUpdateSchema.parse({ question: 'Why?' })).toEqual({ question: 'Why?' });
  });
  it('still validate and normalize the fields that are sent', () => {
    expect(PromptUpdateSchema.parse({ rating: '4.26', category: 'Sales', tags: 'a, b' })).toEqual({ rating: 4.3, category: 'sales', tags: ['a', 'b'] });
    expect(PromptUpdateSchema.safeParse({ title: '' }).success).toBe(false);
    expect(LessonUpdateSchema.safeParse({ order: -1 }).success).toBe(false);
  });
});
