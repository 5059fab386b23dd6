import { COACH_OFFLINE_MODEL, COACH_TEXTS, type CoachModel, type CoachResponse } from '@ai4n/shared';

export interface GraderNote {
  /** Who answered: "Offline check, no AI model" or the model's label. */
  title: string;
  /** What that means for the visitor (a model that failed, a credit used or not). */
  detail: string;
  /** The chosen model failed and the offline check stood in. */
  fallback: boolean;
}

/**
 * Names the coach that answered (decision 0014): the offline check or the model, and says when a
 * model failed and the offline check stood in. An offline analysis never uses a paid credit.
 */
export function graderNote(
  result: CoachResponse,
  models: CoachModel[],
  requestedModel: string | undefined,
): GraderNote {
  const labelOf = (name: string | undefined) =>
    models.find((m) => m.name === name)?.label ?? name ?? 'The selected AI model';
  const paid = result.usage.hasPaid;
  if (result.usedFallback) {
    return {
      title: COACH_TEXTS.offlineGrader,
      detail: `${labelOf(requestedModel)} could not be reached, so the offline check stood in. Nothing was used${paid ? ': no credit' : ''}.`,
      fallback: true,
    };
  }
  if (result.model === COACH_OFFLINE_MODEL) {
    return {
      title: COACH_TEXTS.offlineGrader,
      detail: `Graded with a fixed rubric on our server; no AI model read your prompt.${paid ? ` ${COACH_TEXTS.offlineNoCredit}` : ''}`,
      fallback: false,
    };
  }
  return {
    title: `Graded by ${labelOf(result.model)}`,
    detail: paid ? 'This analysis used 1 credit.' : 'An AI model graded this prompt.',
    fallback: false,
  };
}
