import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSiteClaims } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys } from './admin-query';

/** The site's claims, and whether they are still the unconfirmed defaults. */
export const getAdminSiteClaims = () => adminRequest<AdminSiteClaims>('/admin/site-claims');

export const adminSiteClaimsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.siteClaims, queryFn: getAdminSiteClaims, retry: false, meta: { persist: false } });

export const useAdminSiteClaims = () => useQuery(adminSiteClaimsQueryOptions());
