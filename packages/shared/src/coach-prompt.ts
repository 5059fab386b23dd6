import type { CoachFormValues } from './contracts/coach.js';
import { COACH_OUTPUT_LENGTHS, COACH_TARGET_MODELS } from './domain/coach.js';

export const COACH_PERSONAS: Record<CoachFormValues['difficulty'], string> = {
  beginner: 'a patient, encouraging expert who explains everything in plain language',
  intermediate: 'an experienced professional who gives practical, well-structured answers',
  advanced: 'a world-class specialist who goes into depth, nuance and trade-offs',
};

/**
 * The prompt the coach analyses: a role-playing instruction composed from the form. The
 * difficulty changes the persona phrase.
 */
export function composeCoachPrompt(form: CoachFormValues): string {
  const lines = [
    `You are ${form.role.trim()}, acting as ${COACH_PERSONAS[form.difficulty]}.`,
    '',
    `Context: ${form.context.trim()}`,
    `Your task: ${form.goal.trim()}`,
    `Audience: ${form.targetAudience.trim()}`,
  ];
  if (form.tone) lines.push(`Tone: ${form.tone}`);
  if (form.format.trim()) lines.push(`Format: ${form.format.trim()}`);
  if (form.outputLength)
    lines.push(`Length: ${COACH_OUTPUT_LENGTHS.find((o) => o.value === form.outputLength)!.label}`);
  if (form.successCriteria.trim()) lines.push(`Success criteria: ${form.successCriteria.trim()}`);
  if (form.examples.trim()) lines.push(`Examples: ${form.examples.trim()}`);
  if (form.constraints.trim()) lines.push(`Constraints: ${form.constraints.trim()}`);
  if (form.aiModel !== 'general')
    lines.push(`(Written for ${COACH_TARGET_MODELS.find((m) => m.value === form.aiModel)!.label}.)`);
  return lines.join('\n');
}
