import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromptStatusStats } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys } from './admin-query';

/** The status counts of the whole library (the console's list stops at 1000 prompts). */
export const getPromptStatusStats = () => adminRequest<PromptStatusStats>('/prompts/meta/status-stats');

export const promptStatusStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.promptStats, queryFn: getPromptStatusStats, retry: false });

export const usePromptStatusStats = () => useQuery(promptStatusStatsQueryOptions());
