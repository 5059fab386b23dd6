import { describe, expect, it } from 'vitest';
import {
  FaqUpdateSchema,
  LessonUpdateSchema,
  PromptUpdateSchema,
  QuestionReadSchema,
  QuestionUpdateSchema,
} from '../index.js';

describe('update schemas', () => {
  it('leave out what the request leaves out (no creation defaults)', () => {
    expect(PromptUpdateSchema.parse({ isFeatured: true })).toEqual({ isFeatured: true });
    expect(LessonUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(FaqUpdateSchema.parse({ question: 'Why?' })).toEqual({ question: 'Why?' });
    expect(QuestionUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
  });
  it('still validate and normalize the fields that are sent', () => {
    // A rating or views sent by an old form is dropped: visitors make them.
    expect(PromptUpdateSchema.parse({ rating: '4.26', views: 9800, category: 'Sales', tags: 'a, b' })).toEqual({
      category: 'sales',
      tags: ['a', 'b'],
    });
    expect(PromptUpdateSchema.safeParse({ title: '' }).success).toBe(false);
    expect(LessonUpdateSchema.safeParse({ order: -1 }).success).toBe(false);
    expect(QuestionUpdateSchema.parse({ options: ['A', ' ', 'B'], tags: 'x, y' })).toEqual({
      options: ['A', 'B'],
      tags: ['x', 'y'],
    });
    expect(QuestionUpdateSchema.safeParse({ options: ['A'] }).success).toBe(false);
    expect(QuestionUpdateSchema.safeParse({ points: 0 }).success).toBe(false);
  });
});

describe('public question reads', () => {
  const question = {
    id: 1,
    category: 'basics',
    difficulty: 'easy',
    question: 'Q?',
    options: ['A', 'B'],
    points: 10,
    tags: [],
    isActive: true,
    lessonId: 2,
  };
  it('keep the answer of an administrator read, and never invent one for a public read', () => {
    expect(QuestionReadSchema.parse({ ...question, correctAnswer: 1, explanation: 'E.' })).toMatchObject({
      correctAnswer: 1,
      explanation: 'E.',
    });
    expect(QuestionReadSchema.parse(question)).not.toHaveProperty('correctAnswer');
  });
});
