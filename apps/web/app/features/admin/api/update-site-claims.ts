import type { AdminSiteClaims, SiteClaims } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys, useAdminWrite } from './admin-query';

/** Sets the figures, testimonials and support promise the public pages show. */
export const updateSiteClaims = (claims: SiteClaims) =>
  adminRequest<AdminSiteClaims>('/admin/site-claims', { method: 'PUT', body: claims });

/** Also refreshes the public pages' copy of the claims. */
export const useUpdateSiteClaims = () => useAdminWrite(updateSiteClaims, [adminKeys.siteClaims, ['site', 'claims']]);
