import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RunBothStats } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys } from './admin-query';

/** How often the rewrite won Prompt Coach's "Run both", per model and in total. */
export const getRunBothStats = () => adminRequest<RunBothStats>('/admin/coach/run-both-stats');

export const runBothStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.runBothStats, queryFn: getRunBothStats, retry: false, meta: { persist: false } });

export const useRunBothStats = () => useQuery(runBothStatsQueryOptions());
