import { storedJson } from '../../../lib/storage';
import { type CoachForm } from '@ai4n/shared';
import { EMPTY_COACH_FORM } from '@ai4n/shared/coach-prompt';

export const EMPTY_FORM: CoachForm = EMPTY_COACH_FORM;

/** The form survives a reload. */
export const coachDraft = storedJson<CoachForm>('coach-draft', EMPTY_FORM);

export const hasContent = (form: Partial<CoachForm>) =>
  (['goal', 'role', 'context', 'targetAudience', 'format', 'successCriteria', 'examples', 'constraints'] as const).some(
    (k) => (form[k] ?? '').trim() !== '',
  ) ||
  Boolean(form.tone) ||
  Boolean(form.outputLength);
