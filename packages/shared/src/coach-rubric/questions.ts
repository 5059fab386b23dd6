import { composeCoachPrompt } from '../coach-prompt.js';
import type { CoachFormValues } from '../contracts/coach.js';
import type { ClarifyingQuestion } from './ask.js';
import { gradePrompt } from './grade.js';
import { QUESTIONS, type QuestionId } from './task-kinds.js';

export type { ClarifyingQuestion } from './ask.js';

/** The input the coach grades: the composed prompt and, from the form, its fields. */
export interface CoachInput {
  prompt: string;
  fields?: CoachFormValues;
}

/**
 * 2–4 questions about what a C or D prompt is missing, fitted to its task (issue 29, part 5);
 * none for A or B, and none for a request the coach declines. Pure: the card asks them in the
 * browser, with no request and no credit spent.
 */
export function clarifyingQuestions(input: CoachInput): ClarifyingQuestion[] {
  return gradePrompt(input).questions;
}

const join = (before: string, answer: string) => {
  const b = before.trim();
  if (!b) return answer;
  return `${b}${/[.!?]$/.test(b) ? '' : '.'} ${answer}`;
};

/**
 * The input with the learner's answers merged in (issue 29, part 5): each answer goes into the form
 * field its question is about (the goal, the context, the audience, the success criteria) and the
 * prompt is composed again; in plain text each answer is added as a labelled line. Empty answers
 * and unknown ids are left out, so the rewrite and the live estimate use only what was answered.
 */
export function applyAnswers(input: CoachInput, answers: Record<string, string>): CoachInput {
  const given = Object.entries(answers)
    .filter(([id, a]) => id in QUESTIONS && a.trim())
    .map(([id, a]) => ({ spec: QUESTIONS[id as QuestionId], answer: a.trim().replace(/\s+/g, ' ') }));
  if (!given.length) return input;
  if (input.fields) {
    const fields = { ...input.fields };
    for (const { spec, answer } of given) fields[spec.field] = join(fields[spec.field] ?? '', answer);
    return { prompt: composeCoachPrompt(fields), fields };
  }
  const byLabel = new Map<string, string>();
  for (const { spec, answer } of given) byLabel.set(spec.label, join(byLabel.get(spec.label) ?? '', answer));
  const lines = [...byLabel].map(([label, answer]) => `${label}: ${answer}`);
  return { prompt: [input.prompt.trim(), ...lines].join('\n') };
}
