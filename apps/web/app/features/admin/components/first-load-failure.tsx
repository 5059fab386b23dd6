import { useQueries, useQuery, type QueryKey } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { ADMIN_CONSOLE_TEXTS } from '@ai4n/shared';
import { checkHealth } from '../../../lib/api-client';

/**
 * The console's first load with every list failing and nothing cached: 'Failed to load data from
 * server', and 'API is not available' when the health check fails too (docs/spec/admin.md section 8).
 */
export function FirstLoadFailure({ queryKeys }: { queryKeys: QueryKey[] }) {
  // Watches the lists the tabs load, without loading them again.
  const lists = useQueries({ queries: queryKeys.map((queryKey) => ({ queryKey, enabled: false })) });
  const failed = lists.every((list) => list.isError && list.data === undefined);
  const health = useQuery({
    queryKey: ['health'],
    queryFn: () => checkHealth().then(() => true),
    enabled: failed,
    retry: false,
    meta: { persist: false },
  });
  if (!failed) return null;
  return (
    <div
      className="mb-4 flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
      role="alert"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        <strong>{ADMIN_CONSOLE_TEXTS.loadFailed}</strong>
        {health.isError && <span>. {health.error.message}</span>}
      </p>
    </div>
  );
}
