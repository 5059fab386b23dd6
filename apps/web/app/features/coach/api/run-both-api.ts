import { COACH_TEXTS, type RunBothRequest, type RunBothResponse, type RunBothWinner } from '@ai4n/shared';
import { RUN_BOTH_REQUEST_TIMEOUT_MS } from '@ai4n/shared/run-both';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** Sends an analysis's prompt and rewrite to one connected model (one credit, or the free analysis). */
export async function runBoth(body: RunBothRequest): Promise<RunBothResponse> {
  const reply = await apiRequest<RunBothResponse | string>('/coach/run-both', {
    method: 'POST',
    body,
    timeoutMs: RUN_BOTH_REQUEST_TIMEOUT_MS,
  });
  if (typeof reply !== 'object' || reply === null || typeof reply.original?.output !== 'string')
    throw new ApiError(COACH_TEXTS.parseFailed);
  return reply;
}

/** Which answer of a run was better: once per run. */
export const chooseRunBothWinner = (runId: string, winner: RunBothWinner) =>
  apiRequest<{ runId: string; winner: RunBothWinner }>(`/coach/run-both/${encodeURIComponent(runId)}/choice`, {
    method: 'POST',
    body: { winner },
  });
