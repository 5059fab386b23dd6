import type { CoachFeedback, CoachFormValues } from '@ai4n/shared';
import { gradePrompt } from '@ai4n/shared/coach-rubric';

/**
 * The built-in offline check (decision 0014): grades what the learner typed, field by field when
 * the form's fields come with the prompt, and writes a rewrite from their own content.
 */
export function offlineCoach(prompt: string, fields?: CoachFormValues): CoachFeedback {
  return gradePrompt({ prompt, fields }).feedback;
}

/** The feedback as the plain-text reply the spec's section reader understands (docs/spec/public-site.md section 5). */
export function feedbackToText(f: CoachFeedback): string {
  return [
    `Overall Grade: ${f.overallGrade}`,
    `Clarity Score: ${f.clarityScore}/10`,
    `Specificity Score: ${f.specificityScore}/10`,
    `Structure Score: ${f.structureScore}/10`,
    '',
    'Strengths:',
    ...f.strengths.map((s) => `- ${s}`),
    '',
    'Weaknesses:',
    ...f.weaknesses.map((w) => `- ${w}`),
    '',
    'Suggested Rewrite:',
    f.suggestedRewrite,
    '',
    `Reason for Rewrite: ${f.reason}`,
  ].join('\n');
}
