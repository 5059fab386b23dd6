import { describe, expect, it } from 'vitest';
import type { Prompt } from '@ai4n/shared';
import { EMPTY_PROMPT_FORM, formFromPrompt, normalizeRating, normalizeViews, payloadFromForm, validatePromptForm } from './prompt-form';

const filled = {
  ...EMPTY_PROMPT_FORM,
  title: ' Cold email ',
  description: 'Write a first email',
  category: 'Sales',
  tags: 'email, , outreach ',
  business_types: 'SaaS / Software,',
  context: 'I sell accounting software.',
  role: 'You are a B2B copywriter.',
  expertise_areas: 'cold email, SaaS',
  core_prompt: 'Write a 120-word cold email to [prospect].',
  response_format: 'Subject line, then the body.',
  constraints: 'No jargon.',
  examples: 'Subject: Quick question',
};

describe('prompt form', () => {
  it('assembles prompt_text from the sections in the spec order and parses it back', () => {
    const payload = payloadFromForm(filled);
    expect(payload.prompt_text.split('\n').filter((l) => /^[A-Z ]+:$/.test(l))).toEqual(['CONTEXT:', 'ROLE:', 'RESPONSE FORMAT:', 'CORE PROMPT:', 'CONSTRAINTS:', 'EXAMPLES:']);
    expect(payload.prompt_text).toContain('Expertise Areas: cold email, SaaS');
    expect(payload).toMatchObject({ title: 'Cold email', category: 'sales', tags: ['email', 'outreach'], business_types: ['SaaS / Software'], rating: 4.5, views: 0, added_by: 'admin' });

    const stored = { ...payload, id: '1', _id: '1', created_at: '2026-01-01', updated_at: '2026-01-01', example_use: '', isFeatured: false, status: 'active' } as Prompt;
    const back = formFromPrompt(stored);
    for (const key of ['context', 'role', 'expertise_areas', 'core_prompt', 'response_format', 'constraints', 'examples'] as const) expect(back[key]).toBe(filled[key].trim());
  });

  it('reports the required fields with the spec texts; tags are not enforced', () => {
    expect(validatePromptForm(EMPTY_PROMPT_FORM)).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      category: 'Category is required',
      core_prompt: 'Prompt text is required',
      context: 'Context is required',
      role: 'Role is required',
    });
    expect(validatePromptForm(filled)).toEqual({});
  });

  it('applies the rating and views rules', () => {
    expect(normalizeRating('abc')).toBe(4.5);
    expect(normalizeRating('')).toBe(4.5);
    expect(normalizeRating('4.26')).toBe(4.3);
    expect(normalizeRating('9')).toBe(5);
    expect(normalizeRating('0')).toBe(1);
    expect(normalizeViews('12.7')).toBe(12);
    expect(normalizeViews('-3')).toBe(0);
    expect(normalizeViews('many')).toBe(0);
  });
});
