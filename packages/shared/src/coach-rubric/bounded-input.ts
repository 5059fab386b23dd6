import type { CoachFormValues } from '../contracts/coach.js';
import { COACH_FIELD_MAX, COACH_PROMPT_MAX } from '../domain/coach.js';

/**
 * What the rubric reads, bounded so that grading stays linear in the length of the prompt (issue
 * 27, H-1): the server already refuses longer texts, but the live estimate in the browser grades
 * whatever is typed. Runs of whitespace shrink to what the rubric can tell apart (a space, a line
 * break, a blank line): many of its patterns put `\s*` or `\s+` next to each other or to a class
 * that also matches spaces, and with runs of at most two characters no split of a run can cost
 * more than a constant.
 */
export function boundedText(text: string, max: number): string {
  return text.slice(0, max).replace(/\s{2,}/g, (run) => {
    const breaks = run.split('\n').length - 1;
    return breaks === 0 ? ' ' : breaks === 1 ? '\n' : '\n\n';
  });
}

const TEXT_FIELDS = [
  'goal',
  'role',
  'context',
  'targetAudience',
  'format',
  'successCriteria',
  'examples',
  'constraints',
] as const satisfies ReadonlyArray<keyof CoachFormValues>;

/** The prompt and the form's free-text fields, each within the length the API accepts and its whitespace runs shrunk. */
export function boundedInput(input: { prompt: string; fields?: CoachFormValues }): {
  prompt: string;
  fields?: CoachFormValues;
} {
  const prompt = boundedText(String(input.prompt ?? ''), COACH_PROMPT_MAX);
  if (!input.fields) return { prompt };
  const fields = { ...input.fields };
  for (const key of TEXT_FIELDS) fields[key] = boundedText(String(fields[key] ?? ''), COACH_FIELD_MAX);
  return { prompt, fields };
}
