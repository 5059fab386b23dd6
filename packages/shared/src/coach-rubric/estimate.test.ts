import { describe, expect, it } from 'vitest';
import { CoachFormSchema, type CoachForm } from '../index.js';
import { composeCoachPrompt } from '../coach-prompt.js';
import { estimateCoachPrompt, gradePrompt } from './index.js';

const values = (fields: Partial<CoachForm>) =>
  CoachFormSchema.parse({ goal: 'x', role: 'x', context: 'x', targetAudience: 'x', ...fields });

const rich = values({
  goal: 'Write a welcome email for new members',
  role: 'a customer success manager',
  context: 'We run a small yoga studio in Leeds with 120 members',
  targetAudience: 'new members who are beginners',
  tone: 'friendly',
  format: 'an email with a subject line and 3 short paragraphs',
  outputLength: 'short',
  constraints: 'no jargon',
});

describe('estimateCoachPrompt', () => {
  it('is exactly the offline analysis grade of the prompt the form would send', () => {
    for (const v of [rich, values({}), values({ goal: 'write some stuff', role: 'a writer' })]) {
      const { feedback } = gradePrompt({ prompt: composeCoachPrompt(v), fields: v });
      expect(estimateCoachPrompt(v)).toEqual({
        clarity: feedback.clarityScore,
        specificity: feedback.specificityScore,
        structure: feedback.structureScore,
        grade: feedback.overallGrade,
      });
    }
  });

  it('rises as the visitor adds details', () => {
    const empty = estimateCoachPrompt(values({}));
    const full = estimateCoachPrompt(rich);
    expect(empty.grade).toBe('D');
    expect(['A', 'B']).toContain(full.grade);
    expect(full.clarity).toBeGreaterThan(empty.clarity);
    expect(full.specificity).toBeGreaterThan(empty.specificity);
  });

  it('handles a half-typed form (empty required fields) without throwing', () => {
    const partial = { ...values({}), goal: 'Write a poem', role: '', context: '', targetAudience: '' };
    const estimate = estimateCoachPrompt(partial);
    for (const score of [estimate.clarity, estimate.specificity, estimate.structure]) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(10);
    }
  });
});
