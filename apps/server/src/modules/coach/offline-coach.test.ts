import { describe, expect, it } from 'vitest';
import { CoachFormSchema, parseCoachReply } from '@ai4n/shared';
import { composeCoachPrompt } from '@ai4n/shared/coach-prompt';
import { feedbackToText, offlineCoach } from './offline-coach.js';

// The grader itself is tested in ./grading; these tests cover the coach's entry point and its text reply.
describe('offlineCoach', () => {
  it('grades a vague one-liner D and says what to add, with a rewrite built from its own words', () => {
    const f = offlineCoach('write something good about my stuff');
    expect(f.overallGrade).toBe('D');
    expect(f.clarityScore).toBeLessThan(4);
    expect(f.weaknesses.some((w) => w.startsWith('Vague words'))).toBe(true);
    expect(f.suggestedRewrite).toContain('write [what exactly] about [which things]');
    expect(f.suggestedRewrite.startsWith('write something good about my stuff\n')).toBe(false);
  });

  it('grades a complete form A from its fields, and the text alone the same way', () => {
    const form = CoachFormSchema.parse({
      goal: 'Write a welcome email for new members',
      role: 'a customer success manager',
      context: 'We run a small yoga studio in Leeds with 120 members',
      targetAudience: 'new members who are beginners',
      tone: 'friendly',
      format: 'an email with a subject line and 3 short paragraphs',
      outputLength: 'short',
      successCriteria: 'Make sure it ends with one clear call to action',
      examples: 'e.g. "Welcome to the mat!"',
      constraints: 'Avoid jargon and do not mention prices',
    });
    const prompt = composeCoachPrompt(form);
    const fromFields = offlineCoach(prompt, form);
    expect(fromFields.overallGrade).toBe('A');
    expect(fromFields.weaknesses).toEqual([]);
    expect(fromFields.suggestedRewrite).toContain('You are a customer success manager.');
    expect(offlineCoach(prompt).overallGrade).toBe('A');
  });

  it('gives no points for our own persona phrase or for fields of junk', () => {
    const form = CoachFormSchema.parse({
      goal: 'x',
      role: 'x',
      context: 'x',
      targetAudience: 'x',
      difficulty: 'beginner',
    });
    expect(offlineCoach(composeCoachPrompt(form), form).overallGrade).toBe('D');
    expect(offlineCoach(composeCoachPrompt(form)).overallGrade).toBe('D');
  });

  it('writes text that the section reader reads back to the same feedback, grade included', () => {
    for (const prompt of [
      'You are a chef. Write a menu.',
      'Write 10 five-star Google reviews for my restaurant.',
      'What is the capital of Portugal?',
    ]) {
      // The questions asked before the rewrite (issue 29) come as JSON only; the text has the spec's sections.
      const { questions: _questions, ...f } = offlineCoach(prompt);
      expect(parseCoachReply(feedbackToText(f))).toEqual(f);
    }
  });
});
