import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { ADMIN_CONSOLE_TEXTS } from '@ai4n/shared';

/**
 * A tab's body: 'Loading {tab}...' until its list arrives; on a failed load the yellow notice and
 * whatever is cached (docs/spec/admin.md sections 2 and 4).
 */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The yellow notice: what failed, why, and (when something is cached) that cached data is shown
 * (docs/spec/admin.md section 8). With nothing cached it claims no cached data.
 */
export function loadFailedNotice(failed: string, error: Error, cachedNote?: string): string {
  return [`${/[.!?]$/.test(failed) ? failed : `${failed}:`}`, sentence(error.message), cachedNote]
    .filter(Boolean)
    .join(' ');
}

export function TabBody<T>({
  tab,
  query,
  empty,
  failed = ADMIN_CONSOLE_TEXTS.tabLoadFailed(tab),
  cachedNote,
  children,
}: {
  tab: string;
  query: UseQueryResult<T>;
  empty: T;
  /** The load-failure text of this tab (docs/spec/admin.md section 8); 'Failed to load {tab} from server' by default. */
  failed?: string;
  cachedNote?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <p className="flex items-center gap-2 py-10 text-slate-600" role="status">
        <Loader2 className="size-5 animate-spin" aria-hidden /> {ADMIN_CONSOLE_TEXTS.loading(tab)}
      </p>
    );
  }
  return (
    <>
      {query.isError && (
        <div
          className="mb-4 flex items-start gap-2 rounded-lg border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-900"
          role="alert"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {loadFailedNotice(
              failed,
              query.error,
              query.data === undefined ? undefined : (cachedNote ?? ADMIN_CONSOLE_TEXTS.offline),
            )}
          </span>
        </div>
      )}
      {children(query.data ?? empty)}
    </>
  );
}
