import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROMPT_LIST_MAX_LIMIT,
  type BusinessTypePromptsResponse,
  type Prompt,
  type PromptCategoriesResponse,
  type PromptListResponse,
  type PromptRating,
  type PromptStatsResponse,
} from '@ai4n/shared';
import { apiRequest } from '../../../lib/api-client';
import { withRating } from '../lib/prompt-rating';

export interface PromptListParams {
  category?: string;
  search?: string;
  businessType?: string;
  /** Prompts having every one of these tags (lower-cased). */
  tags?: string[];
  featured?: boolean;
  page: number;
  limit: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
}

function toQueryString(params: PromptListParams): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text !== undefined && text !== '') qs.set(key, String(text));
  }
  return qs.toString();
}

export const getPrompts = (params: PromptListParams) =>
  apiRequest<PromptListResponse>(`/prompts?${toQueryString(params)}`, { auth: false });

export const promptsQueryOptions = (params: PromptListParams) =>
  queryOptions({
    queryKey: ['prompts', params],
    queryFn: () => getPrompts(params),
    placeholderData: keepPreviousData,
    retry: false,
    // Pages are not kept offline: the synced copy below is.
    meta: { persist: false },
  });
export const usePrompts = (params: PromptListParams, enabled = true) =>
  useQuery({ ...promptsQueryOptions(params), enabled });

/** Background sync: up to 1000 prompts kept in the browser for offline use and the favorites view. */
export const promptSyncQueryOptions = () =>
  queryOptions({
    queryKey: ['prompts', 'sync'],
    queryFn: async () => (await getPrompts({ page: 1, limit: PROMPT_LIST_MAX_LIMIT })).prompts,
  });
export const usePromptSync = (enabled = true) => useQuery({ ...promptSyncQueryOptions(), enabled });

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
  useQuery({
    queryKey: ['prompts', 'stats'],
    queryFn: () => apiRequest<PromptStatsResponse>('/prompts/meta/stats', { auth: false }),
  });

export const usePromptCategories = () =>
  useQuery({
    queryKey: ['prompts', 'categories'],
    queryFn: () => apiRequest<PromptCategoriesResponse>('/prompts/meta/categories', { auth: false }),
  });

/** A business type's most useful prompts, by job ('restaurants-hospitality'). */
export const useBusinessTypePrompts = (slug: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['prompts', 'business-type', slug],
    queryFn: () =>
      apiRequest<BusinessTypePromptsResponse>(`/prompts/meta/business-types/${encodeURIComponent(slug)}`, {
        auth: false,
      }),
    retry: false,
  });

const ratingKey = (id: string | null) => ['prompt-rating', id] as const;
const ratingPath = (id: string) => `/prompts/${encodeURIComponent(id)}/rating`;

/** A prompt's average, count and this visitor's own rating (per visitor: never kept offline). */
export const usePromptRating = (id: string | null) =>
  useQuery({
    queryKey: ratingKey(id),
    queryFn: () => apiRequest<PromptRating>(ratingPath(id!), { auth: false }),
    enabled: Boolean(id),
    retry: false,
    meta: { persist: false },
  });

/** Rates a prompt 1-5 (again to change it); every cached copy of the prompt takes the new average. */
export function useRatePrompt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) =>
      apiRequest<PromptRating>(ratingPath(id), { method: 'POST', body: { rating }, auth: false }),
    onSuccess: (result) => {
      queryClient.setQueryData(ratingKey(id), result);
      queryClient.setQueriesData({ queryKey: ['prompts'] }, (data: unknown) => withRating(data, id, result));
      void queryClient.invalidateQueries({ queryKey: ['prompts', 'stats'] });
    },
  });
}
