import { describe, expect, it } from 'vitest';
import type { Prompt } from '@ai4n/shared';
import { EMPTY_PROMPT_FORM, PromptFormSchema, formFromPrompt, payloadFromForm } from './prompt-form';

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

/** Each field's message, as the form shows it. */
const errorsOf = (values: typeof EMPTY_PROMPT_FORM) => {
  const result = PromptFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('prompt form', () => {
  it('assembles prompt_text from the sections in the spec order and parses it back', () => {
    const payload = payloadFromForm(filled);
    expect(payload.prompt_text.split('\n').filter((l) => /^[A-Z ]+:$/.test(l))).toEqual([
      'CONTEXT:',
      'ROLE:',
      'RESPONSE FORMAT:',
      'CORE PROMPT:',
      'CONSTRAINTS:',
      'EXAMPLES:',
    ]);
    expect(payload.prompt_text).toContain('Expertise Areas: cold email, SaaS');
    expect(payload).toMatchObject({
      title: 'Cold email',
      category: 'sales',
      tags: ['email', 'outreach'],
      business_types: ['SaaS / Software'],
      added_by: 'admin',
    });
    // Visitors make ratings and views: the form sends neither.
    expect(payload).not.toHaveProperty('rating');
    expect(payload).not.toHaveProperty('views');

    const stored = {
      ...payload,
      id: '1',
      _id: '1',
      rating: null,
      ratingCount: 0,
      views: 0,
      created_at: '2026-01-01',
      updated_at: '2026-01-01',
      example_use: '',
      isFeatured: false,
      status: 'active',
    } as Prompt;
    const back = formFromPrompt(stored);
    for (const key of [
      'context',
      'role',
      'expertise_areas',
      'core_prompt',
      'response_format',
      'constraints',
      'examples',
    ] as const)
      expect(back[key]).toBe(filled[key].trim());
  });

  it('sends the difficulty and the teaching notes, and reads them back', () => {
    const taught = {
      ...filled,
      difficulty: 'advanced' as const,
      why_it_works: ' It gives the AI a role and context. ',
      why_it_works_lesson: ' 2 ',
      make_it_yours: 'Use your own prices.',
    };
    const payload = payloadFromForm(taught);
    expect(payload).toMatchObject({
      difficulty: 'advanced',
      whyItWorks: 'It gives the AI a role and context.',
      whyItWorksLesson: 2,
      makeItYours: 'Use your own prices.',
    });
    expect(payloadFromForm({ ...taught, why_it_works_lesson: '' }).whyItWorksLesson).toBeNull();
    expect(errorsOf({ ...taught, why_it_works_lesson: 'two' })).toHaveProperty('why_it_works_lesson');
    const back = formFromPrompt({ ...payload, id: '1', _id: '1', rating: null, ratingCount: 0, views: 0 } as Prompt);
    expect(back).toMatchObject({
      difficulty: 'advanced',
      why_it_works_lesson: '2',
      make_it_yours: 'Use your own prices.',
    });
  });

  it('reports the required fields with the spec texts; tags are not enforced', () => {
    expect(errorsOf(EMPTY_PROMPT_FORM)).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      category: 'Category is required',
      core_prompt: 'Prompt text is required',
      context: 'Context is required',
      role: 'Role is required',
    });
    expect(errorsOf({ ...filled, tags: '' })).toEqual({});
  });

  it('checks the body with the shared schema: its limits land on the form field', () => {
    expect(errorsOf({ ...filled, title: 'x'.repeat(201) })).toEqual({ title: expect.stringMatching(/200/) });
  });

  it('gives the body the server takes', () => {
    const result = PromptFormSchema.safeParse(filled);
    expect(result.success && result.data).toMatchObject({
      title: 'Cold email',
      category: 'sales',
      status: 'active',
      isFeatured: false,
    });
  });
});
