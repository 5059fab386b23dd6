import type { CoachGrade } from '../coach-grade.js';
import { composeCoachPrompt } from '../coach-prompt.js';
import type { CoachFormValues } from '../contracts/coach.js';
import { gradePrompt } from './grade.js';

export interface CoachEstimate {
  clarity: number;
  specificity: number;
  structure: number;
  grade: CoachGrade;
}

/**
 * The live estimate the coach form shows while the visitor types: the offline coach's own grade
 * of the prompt the form would send (composed, with its fields), without the words of feedback.
 */
export function estimateCoachPrompt(values: CoachFormValues): CoachEstimate {
  const { feedback } = gradePrompt({ prompt: composeCoachPrompt(values), fields: values });
  return {
    clarity: feedback.clarityScore,
    specificity: feedback.specificityScore,
    structure: feedback.structureScore,
    grade: feedback.overallGrade,
  };
}
