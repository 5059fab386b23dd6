import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PROMPT_LIST_MAX_LIMIT,
  type Prompt,
  type PromptCategoriesResponse,
  type PromptListResponse,
  type PromptStatsResponse,
} from '@ai4n/shared';
import { apiRequest } from '../../../lib/api-client';

export interface PromptListParams {
  category?: string;
  search?: string;
  businessType?: string;
  featured?: boolean;
  page: number;
  limit: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
}

function toQueryString(params: PromptListParams): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') qs.set(key, String(value));
  return qs.toString();
}

export const getPrompts = (params: PromptListParams) => apiRequest<PromptListResponse>(`/prompts?${toQueryString(params)}`, { auth: false });

export const promptsQueryOptions = (params: PromptListParams) =>
  queryOptions({
    queryKey: ['prompts', params],
    queryFn: () => getPrompts(params),
    placeholderData: keepPreviousData,
    retry: false,
    // Pages are not kept offline: the synced copy below is.
    meta: { persist: false },
  });
export const usePrompts = (params: PromptListParams, enabled = true) => useQuery({ ...promptsQueryOptions(params), enabled });

/** Background sync: up to 1000 prompts kept in the browser for offline use and the favorites view. */
export const promptSyncQueryOptions = () =>
  queryOptions({
    queryKey: ['prompts', 'sync'],
    queryFn: async () => (await getPrompts({ page: 1, limit: PROMPT_LIST_MAX_LIMIT })).prompts,
  });
export const usePromptSync = () => useQuery(promptSyncQueryOptions());

/** One prompt; reading it counts a view on the server. */
export const usePrompt = (id: string | null) =>
  useQuery({
    queryKey: ['prompts', 'detail', id],
    queryFn: () => apiRequest<Prompt>(`/prompts/${encodeURIComponent(id!)}`, { auth: false }),
    enabled: Boolean(id),
    retry: false,
    meta: { persist: false },
  });

export const usePromptStats = () =>
  useQuery({ queryKey: ['prompts', 'stats'], queryFn: () => apiRequest<PromptStatsResponse>('/prompts/meta/stats', { auth: false }) });

export const usePromptCategories = () =>
  useQuery({ queryKey: ['prompts', 'categories'], queryFn: () => apiRequest<PromptCategoriesResponse>('/prompts/meta/categories', { auth: false }) });
