import { queryOptions, useQuery } from '@tanstack/react-query';
import { normalizeFaqGroups, type FaqGroups } from '@ai4n/shared';
import { apiRequest } from '../../../lib/api-client';

export async function getFaqs(): Promise<FaqGroups> {
  return normalizeFaqGroups(await apiRequest<unknown>('/faqs', { auth: false }));
}

export const faqsQueryOptions = () => queryOptions({ queryKey: ['faqs'], queryFn: getFaqs });

/** The FAQ groups; a copy persisted in the browser is kept (and shown) when the server cannot be reached. */
export const useFaqs = () => useQuery(faqsQueryOptions());
