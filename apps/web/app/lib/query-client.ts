import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { CLIENT_CACHE_MS } from '@ai4n/shared';
import { ApiError } from './api-client';
import { STORAGE_PREFIX, localStore } from './storage';

/** Cached reads stay in the browser for a week: the offline fallback of the spec (docs/spec/public-site.md section 4). */
export const OFFLINE_CACHE_MS = 7 * 24 * 60 * 60_000;
/**
 * Bump when a kept read changes shape: browsers then drop their old copy. 2: prompts carry the
 * visitors' rating (or null) and ratingCount, not the invented ratings of before (decision 0057).
 */
export const PERSISTED_CACHE_VERSION = '2';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CLIENT_CACHE_MS,
        gcTime: OFFLINE_CACHE_MS,
        retry: (failures, error) => failures < 1 && error instanceof ApiError && error.retryable,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** What is kept in localStorage: successful reads, unless a query opts out (large or per-view data). */
export const persistFilter = {
  shouldDehydrateQuery: (query: { state: { status: string }; meta?: Record<string, unknown> }) =>
    query.state.status === 'success' && query.meta?.persist !== false,
};

export function createPersister() {
  const storage = localStore();
  return storage ? createSyncStoragePersister({ storage, key: `${STORAGE_PREFIX}query-cache` }) : undefined;
}
