import { useEffect, useState } from 'react';
import { CoachFormSchema, type CoachForm, type CoachFormValues } from '@ai4n/shared';
import { estimateCoachPrompt, type CoachEstimate } from '@ai4n/shared/coach-rubric';
import { EMPTY_FORM, hasContent } from './coach-draft';

/** How long typing must pause before the estimate is worked out again. */
export const ESTIMATE_DELAY_MS = 200;

/**
 * The offline rubric's grade of what the form would send, or null for an empty form. A form whose
 * required fields are not all filled yet is graded as typed (the empty fields count as missing).
 */
export function estimateForm(values: Partial<CoachForm>): CoachEstimate | null {
  if (!hasContent(values)) return null;
  const typed = { ...EMPTY_FORM, ...values };
  const parsed = CoachFormSchema.safeParse(typed);
  return estimateCoachPrompt(parsed.success ? parsed.data : (typed as CoachFormValues));
}

/** The estimate of the form's values, worked out once the visitor pauses typing. */
export function usePromptEstimate(values: Partial<CoachForm>): CoachEstimate | null {
  const key = JSON.stringify(values);
  const [estimate, setEstimate] = useState(() => estimateForm(values));
  useEffect(() => {
    const timer = setTimeout(() => setEstimate(estimateForm(JSON.parse(key) as Partial<CoachForm>)), ESTIMATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return estimate;
}
