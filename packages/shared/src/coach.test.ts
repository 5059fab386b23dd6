import { describe, expect, it } from 'vitest';
import { CoachFormSchema, CoachRequestSchema } from './contracts/coach.js';
import { composeCoachPrompt } from './coach-prompt.js';
import { parseCoachReply } from './coach-reply.js';

const form = CoachFormSchema.parse({
  goal: 'Write a welcome email',
  role: 'a customer success manager',
  context: 'A yoga studio',
  targetAudience: 'new members',
});

describe('composeCoachPrompt', () => {
  it('composes a role-playing instruction from the required fields', () => {
    const text = composeCoachPrompt(form);
    expect(text.split('\n')[0]).toBe(
      'You are a customer success manager, acting as an experienced professional who gives practical, well-structured answers.',
    );
    expect(text).toContain('Context: A yoga studio');
    expect(text).toContain('Your task: Write a welcome email');
    expect(text).toContain('Audience: new members');
    expect(text).not.toContain('Tone:');
  });

  it("defaults to the spec's Gemini but names a target model only when the learner chose one", () => {
    expect(form).toMatchObject({ difficulty: 'intermediate', aiModel: 'gemini', aiModelChosen: false });
    expect(composeCoachPrompt(form)).not.toContain('Written for');
    expect(composeCoachPrompt({ ...form, aiModel: 'claude' })).not.toContain('Written for');
    expect(composeCoachPrompt({ ...form, aiModelChosen: true })).toContain('(Written for Gemini.)');
    expect(composeCoachPrompt({ ...form, aiModel: 'general', aiModelChosen: true })).not.toContain('Written for');
  });

  it('changes the persona with the difficulty and adds the optional fields given', () => {
    const text = composeCoachPrompt({
      ...form,
      difficulty: 'beginner',
      tone: 'friendly',
      outputLength: 'short',
      constraints: 'No jargon',
      aiModel: 'claude',
      aiModelChosen: true,
    });
    expect(text).toContain('acting as a patient, encouraging expert');
    expect(text).toContain('Tone: friendly');
    expect(text).toContain('Length: Short (1 paragraph)');
    expect(text).toContain('Constraints: No jargon');
    expect(text).toContain('(Written for Claude.)');
  });
});

describe('CoachRequestSchema', () => {
  it('takes the form fields as an optional object, checked like the form', () => {
    expect(CoachRequestSchema.parse({ prompt: 'p' }).fields).toBeUndefined();
    const parsed = CoachRequestSchema.parse({
      prompt: 'p',
      fields: { goal: 'g', role: 'r', context: 'c', targetAudience: 'a' },
    });
    expect(parsed.fields).toMatchObject({ goal: 'g', tone: '', difficulty: 'intermediate' });
    expect(CoachRequestSchema.safeParse({ prompt: 'p', fields: { goal: 'g', role: 'r', context: 'c' } }).success).toBe(
      false,
    );
    expect(
      CoachRequestSchema.safeParse({
        prompt: 'p',
        fields: { goal: 'g', role: 'r', context: 'c', targetAudience: 'a', tone: 'sarcastic' },
      }).success,
    ).toBe(false);
  });
});

describe('parseCoachReply', () => {
  it('reads each section of a plain-text reply', () => {
    const reply = [
      '**Clarity Score:** 8/10',
      'Specificity Score: 6',
      'Structure Score: 7',
      'Strengths:',
      '- Clear role',
      '- Names the audience',
      '## Weaknesses',
      '1. No length: add "under 120 words".',
      'Suggested Rewrite:',
      '```',
      'You are a friendly manager...',
      '```',
      'Reason for Rewrite: It adds a length and a format.',
    ].join('\n');
    expect(parseCoachReply(reply)).toEqual({
      // 8 × 40 % + 6 × 30 % + 7 × 30 % = 7.1: a B on the combined scale (decision 0014).
      overallGrade: 'B',
      clarityScore: 8,
      specificityScore: 6,
      structureScore: 7,
      strengths: ['Clear role', 'Names the audience'],
      weaknesses: ['No length: add "under 120 words".'],
      suggestedRewrite: 'You are a friendly manager...',
      reason: 'It adds a length and a format.',
    });
  });

  it('lets an "Overall Grade" line lower the grade, never raise it', () => {
    expect(
      parseCoachReply('Overall Grade: D\nClarity Score: 9\nSpecificity Score: 9\nStructure Score: 9').overallGrade,
    ).toBe('D');
    expect(parseCoachReply('Overall Grade: A\nClarity Score: 5').overallGrade).toBe('C');
  });

  it('defaults the clarity score to 5 when it is missing', () => {
    const feedback = parseCoachReply('Strengths:\n- Short');
    expect(feedback.clarityScore).toBe(5);
    expect(feedback.overallGrade).toBe('C');
  });
});
