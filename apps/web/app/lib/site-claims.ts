import { useQuery } from '@tanstack/react-query';
import { PRERENDERED_SITE_CLAIMS, type PublicSiteClaims } from '@ai4n/shared';
import { apiRequest } from './api-client';

/**
 * The site's claims (home figures, testimonials, support reply time) as the administrator set them,
 * with the live prompt count. The prerendered HTML, and a page that cannot reach the API, show the
 * defaults and the shipped library's size rounded down.
 */
export function useSiteClaims(): PublicSiteClaims {
  const { data } = useQuery({
    queryKey: ['site', 'claims'],
    queryFn: () => apiRequest<PublicSiteClaims>('/site/claims', { auth: false }),
    retry: false,
  });
  return data ?? PRERENDERED_SITE_CLAIMS;
}
