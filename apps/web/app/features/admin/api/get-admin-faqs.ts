import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Faq, FaqGroups } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys } from './admin-query';

/** Every FAQ, active or not, as one list (the server groups them by category). */
export async function getAdminFaqs(): Promise<Faq[]> {
  return Object.values(await adminRequest<FaqGroups>('/faqs?admin=true')).flat();
}

export const adminFaqsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.faqs, queryFn: getAdminFaqs, retry: false });

export const useAdminFaqs = () => useQuery(adminFaqsQueryOptions());
