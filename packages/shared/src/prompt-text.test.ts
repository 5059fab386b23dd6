import { describe, expect, it } from 'vitest';
import {
  composePromptText,
  fillPlaceholders,
  findPlaceholders,
  parsePromptText,
  type PromptSections,
} from './prompt-text.js';

const sections: PromptSections = {
  context: 'A bakery launching online orders.',
  role: 'You are a senior copywriter.',
  expertiseAreas: ['email marketing', 'local SEO'],
  responseGuidelines: 'Be concrete.\nUse short sentences.',
  userInfo: 'Business: [company name]',
  responseFormat: 'Three bullet points.',
  corePrompt: 'Write an announcement for [company name] to [audience].',
  criteria: 'Clear call to action.',
  constraints: 'Under 120 words.',
  examples: 'Fresh bread, now at your door.',
};

describe('prompt text', () => {
  it('composes the sections in order with their headings and reads them back', () => {
    const text = composePromptText(sections);
    expect(text.indexOf('CONTEXT:')).toBe(0);
    expect(text).toContain('ROLE:\nYou are a senior copywriter.\nExpertise Areas: email marketing, local SEO');
    const order = [
      'CONTEXT:',
      'ROLE:',
      'RESPONSE GUIDELINES:',
      'INFORMATION ABOUT USER:',
      'RESPONSE FORMAT:',
      'CORE PROMPT:',
      'CRITERIA:',
      'CONSTRAINTS:',
      'EXAMPLES:',
    ];
    expect(order.map((h) => text.indexOf(h))).toEqual([...order.map((h) => text.indexOf(h))].sort((a, b) => a - b));
    expect(parsePromptText(text)).toEqual(sections);
  });

  it('leaves out empty sections and treats unstructured text as the core prompt', () => {
    expect(composePromptText({ corePrompt: 'Just do it.' })).toBe('CORE PROMPT:\nJust do it.');
    expect(parsePromptText('Summarise this email.').corePrompt).toBe('Summarise this email.');
  });

  it('finds placeholders once each and fills the ones given', () => {
    const text = 'Write to [client name] at [company name] about [company name].';
    expect(findPlaceholders(text)).toEqual(['client name', 'company name']);
    expect(fillPlaceholders(text, { 'company name': 'Acme', 'client name': ' ' })).toBe(
      'Write to [client name] at Acme about Acme.',
    );
  });

  it("finds the coach's long placeholders too", () => {
    const name = 'the shape, e.g. 3 bullet points or an email with a subject line';
    expect(findPlaceholders(`Format: [${name}].`)).toEqual([name]);
    expect(fillPlaceholders(`Format: [${name}].`, { [name]: 'an email' })).toBe('Format: an email.');
  });

  it("fills only the values given, never Object.prototype's", () => {
    expect(fillPlaceholders('Dear [constructor], see [toString].', {})).toBe('Dear [constructor], see [toString].');
    expect(fillPlaceholders('Dear [constructor].', { constructor: 'Sam' })).toBe('Dear Sam.');
  });
});
