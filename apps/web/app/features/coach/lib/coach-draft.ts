import { storedJson } from '../../../lib/storage';
import { type CoachForm } from '@ai4n/shared';
import { EMPTY_COACH_FORM } from '@ai4n/shared/coach-prompt';

/**
 * The form's starting values, with the spec's advanced defaults: difficulty intermediate and the
 * target model Gemini (public-site.md, Coach form). The prerendered selects show them, and they are
 * sent unless the learner changes them.
 */
export const EMPTY_FORM: CoachForm = { ...EMPTY_COACH_FORM, difficulty: 'intermediate', aiModel: 'gemini' };

/** The form survives a reload. */
export const coachDraft = storedJson<CoachForm>('coach-draft', EMPTY_FORM);

export const hasContent = (form: Partial<CoachForm>) =>
  (['goal', 'role', 'context', 'targetAudience', 'format', 'successCriteria', 'examples', 'constraints'] as const).some(
    (k) => (form[k] ?? '').trim() !== '',
  ) ||
  Boolean(form.tone) ||
  Boolean(form.outputLength);
