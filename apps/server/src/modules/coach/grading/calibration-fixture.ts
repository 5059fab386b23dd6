import type { CoachForm, CoachGrade } from '@ai4n/shared';
import fixture from './calibration-fixture.json';

/**
 * Prompts a teacher of this course has graded by hand, with the band they would give: A ready to
 * use, B good with one or two useful gaps, C workable but vague or missing key context, D not
 * usable yet (nonsense, or a problem such as personal data or invented reviews). The offline
 * grader must land within one band of the teacher on at least 85 % of them. Written for the
 * calibration suite; never tuned one by one against the grader.
 */
export interface LabelledPrompt {
  id: string;
  band: CoachGrade;
  topic:
    | 'email'
    | 'social'
    | 'analysis'
    | 'coding'
    | 'image'
    | 'question'
    | 'follow-up'
    | 'other-language'
    | 'documents'
    | 'planning'
    | 'guard'
    | 'form';
  prompt?: string;
  fields?: CoachForm;
}

const form = (fields: Partial<CoachForm>): CoachForm => ({
  goal: '',
  role: '',
  context: '',
  targetAudience: '',
  ...fields,
});

/** The prompts live in calibration-fixture.json (data, not code); form entries list only their filled fields. */
export const LABELLED_PROMPTS: LabelledPrompt[] = (
  fixture as (Omit<LabelledPrompt, 'fields'> & { fields?: Partial<CoachForm> })[]
).map(({ fields, ...entry }) => (fields ? { ...entry, fields: form(fields) } : entry));
