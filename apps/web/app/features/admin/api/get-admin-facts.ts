import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFacts } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys } from './admin-query';

/** The dated facts of the content, oldest check first, with their age in days. */
export const getAdminFacts = () => adminRequest<AdminFacts>('/admin/facts');

export const adminFactsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.facts, queryFn: getAdminFacts, retry: false, meta: { persist: false } });

export const useAdminFacts = () => useQuery(adminFactsQueryOptions());
