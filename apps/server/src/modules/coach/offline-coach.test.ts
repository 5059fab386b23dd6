import { describe, expect, it } from 'vitest';
import { CoachFormSchema, composeCoachPrompt, parseCoachReply } from '@ai4n/shared';
import { feedbackToText, offlineCoach } from './offline-coach.js';

describe('offlineCoach', () => {
  it('grades a vague one-liner low and says what to add for each missing part', () => {
    const f = offlineCoach('write something good about my stuff');
    expect(f.overallGrade).toBe('C');
    expect(f.clarityScore).toBeLessThan(6);
    expect(f.specificityScore).toBeLessThan(4);
    expect(f.weaknesses.some((w) => w.startsWith('No role'))).toBe(true);
    expect(f.weaknesses.some((w) => w.startsWith('No audience'))).toBe(true);
    expect(f.weaknesses.some((w) => w.startsWith('Vague words'))).toBe(true);
    expect(f.suggestedRewrite).toContain('You are a [job title]');
    expect(f.reason).toMatch(/adds what was missing \(role, context/);
  });

  it('grades a complete prompt composed from the form highly, keeping it in the rewrite', () => {
    const prompt = composeCoachPrompt(
      CoachFormSchema.parse({
        goal: 'Write a welcome email for new members',
        role: 'a customer success manager',
        context: 'We run a small yoga studio in Leeds',
        targetAudience: 'new members who are beginners',
        tone: 'friendly',
        format: 'an email with a subject line and 3 short paragraphs',
        outputLength: 'short',
        successCriteria: 'Make sure it ends with one clear call to action',
        examples: 'e.g. "Welcome to the mat!"',
        constraints: 'Avoid jargon and do not mention prices',
      }),
    );
    const f = offlineCoach(prompt);
    expect(f.overallGrade).toBe('A');
    expect(f.specificityScore).toBeGreaterThanOrEqual(8);
    expect(f.structureScore).toBeGreaterThanOrEqual(8);
    expect(f.weaknesses).toEqual([]);
    expect(f.suggestedRewrite).toBe(prompt);
  });

  it('writes text that the section reader reads back to the same feedback', () => {
    const f = offlineCoach('You are a chef. Write a menu.');
    expect(parseCoachReply(feedbackToText(f))).toEqual(f);
  });
});

describe('offlineCoach and the composed prompt', () => {
  it('gives no points for our own persona phrase or the words of the task alone', () => {
    const prompt = composeCoachPrompt(
      CoachFormSchema.parse({ goal: 'Write a welcome email', role: 'a customer success manager', context: 'We run a yoga studio', targetAudience: 'new members' }),
    );
    const f = offlineCoach(prompt);
    for (const missing of ['No format', 'No length', 'No tone', 'No example', 'No success criteria', 'No constraints'])
      expect(f.weaknesses.some((w) => w.startsWith(missing)), missing).toBe(true);
    expect(f.overallGrade).not.toBe('C');
  });
});
