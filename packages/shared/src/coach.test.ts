import { describe, expect, it } from 'vitest';
import { CoachFormSchema, gradeForClarity } from './contracts/coach.js';
import { composeCoachPrompt } from './coach-prompt.js';
import { parseCoachReply } from './coach-reply.js';

const form = CoachFormSchema.parse({ goal: 'Write a welcome email', role: 'a customer success manager', context: 'A yoga studio', targetAudience: 'new members' });

describe('composeCoachPrompt', () => {
  it('composes a role-playing instruction from the required fields', () => {
    const text = composeCoachPrompt(form);
    expect(text.split('\n')[0]).toBe('You are a customer success manager, acting as an experienced professional who gives practical, well-structured answers.');
    expect(text).toContain('Context: A yoga studio');
    expect(text).toContain('Your task: Write a welcome email');
    expect(text).toContain('Audience: new members');
    expect(text).not.toContain('Tone:');
  });

  it('changes the persona with the difficulty and adds the optional fields given', () => {
    const text = composeCoachPrompt({ ...form, difficulty: 'beginner', tone: 'friendly', outputLength: 'short', constraints: 'No jargon', aiModel: 'claude' });
    expect(text).toContain('acting as a patient, encouraging expert');
    expect(text).toContain('Tone: friendly');
    expect(text).toContain('Length: Short (1 paragraph)');
    expect(text).toContain('Constraints: No jargon');
    expect(text).toContain('(Written for Claude.)');
  });
});

describe('gradeForClarity', () => {
  it.each([[10, 'A'], [8, 'A'], [7.9, 'B'], [6, 'B'], [5.9, 'C'], [0, 'C']] as const)('%f → %s', (s, g) => expect(gradeForClarity(s)).toBe(g));
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
      overallGrade: 'A',
      clarityScore: 8,
      specificityScore: 6,
      structureScore: 7,
      strengths: ['Clear role', 'Names the audience'],
      weaknesses: ['No length: add "under 120 words".'],
      suggestedRewrite: 'You are a friendly manager...',
      reason: 'It adds a length and a format.',
    });
  });

  it('defaults the clarity score to 5 when it is missing', () => {
    const feedback = parseCoachReply('Strengths:\n- Short');
    expect(feedback.clarityScore).toBe(5);
    expect(feedback.overallGrade).toBe('C');
  });
});
