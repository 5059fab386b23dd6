import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PROMPT_FETCH_LIMIT, type Prompt, type PromptListResponse } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys } from './admin-query';

/** The newest prompts whatever their status (the console's table holds up to 1000). */
export async function getAdminPrompts(): Promise<Prompt[]> {
  const answer = await adminRequest<PromptListResponse>(
    `/prompts?status=all&limit=${ADMIN_PROMPT_FETCH_LIMIT}&sortBy=created_at&sortOrder=desc`,
  );
  return answer.prompts;
}

/** Kept in the browser as the console's offline fallback. */
export const adminPromptsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.prompts, queryFn: getAdminPrompts, retry: false });

export const useAdminPrompts = () => useQuery(adminPromptsQueryOptions());
