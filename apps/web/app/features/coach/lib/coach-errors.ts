import { COACH_TEXTS } from '@ai4n/shared';
import { ApiError, serverMessage } from '../../../lib/api-client';

export interface CoachProblem {
  message: string;
  openPayment: boolean;
  resetSession: boolean;
}

/**
 * The coach's own reading of a failed analysis (docs/spec/public-site.md section 8, Coach). Unlike the general rule,
 * a reply without a message reads 'API request failed.', never the status text.
 */
export function explainCoachError(error: unknown): CoachProblem {
  if (!(error instanceof ApiError)) return { message: COACH_TEXTS.apiFailed, openPayment: false, resetSession: false };
  // No status: the request never got an answer (timeout, network); its own text says which.
  if (error.status === undefined)
    return { message: error.message || COACH_TEXTS.apiFailed, openPayment: false, resetSession: false };
  const message = serverMessage(error.data);
  if (error.status === 401 || /invalid token/i.test(message))
    return { message: COACH_TEXTS.sessionInvalid, openPayment: true, resetSession: true };
  if (error.status === 429) return { message: message || COACH_TEXTS.freeUsed, openPayment: true, resetSession: false };
  return { message: message || COACH_TEXTS.apiFailed, openPayment: false, resetSession: false };
}
