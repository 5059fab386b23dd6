import type { CoachFormValues } from '../contracts/coach.js';

/** The input the coach grades: the composed prompt and, from the form, its fields. */
export interface CoachInput {
  prompt: string;
  fields?: CoachFormValues;
}

/**
 * One question about what a weak prompt is missing (issue 29, part 5): the card asks it before it
 * shows a rewrite (lesson 4: "ask me any questions you need answered, one at a time").
 */
export interface ClarifyingQuestion {
  /** Stable within one prompt: the key of its answer in applyAnswers. */
  id: string;
  question: string;
  /** An example answer, shown as the input's placeholder. */
  hint: string;
}

/** 2–4 questions about what a C or D prompt is missing, fitted to its task; none for A or B, harmful or empty prompts. */
export function clarifyingQuestions(input: CoachInput): ClarifyingQuestion[] {
  void input;
  return [];
}

/** The input with the learner's answers merged into the fields they belong to (or added to the text), ready to grade again. */
export function applyAnswers(input: CoachInput, answers: Record<string, string>): CoachInput {
  void answers;
  return input;
}
