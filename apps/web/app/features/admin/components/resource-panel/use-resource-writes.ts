import { useAdminWrite, type QueryKeys } from '../../api/admin-query';
import type { ResourceWrites, Text, Toast } from './resource-definition';

export const textOf = <V>(text: Text<V>, value: V) => (typeof text === 'function' ? text(value) : text);

/** A failure text followed by the server's reason: 'Failed to add FAQ: Question is required'. */
export const withReason = (failed: string) => (error: Error) => `${failed}: ${error.message}`;

/** A tab's writes: each refreshes `keys` (and the audit log) once settled, and toasts how it went. */
export function useResourceWrites(keys: QueryKeys, toast: Toast): ResourceWrites {
  const write = useAdminWrite((call: () => Promise<unknown>) => call(), keys);
  const run = async <R>(call: () => Promise<R>, ok: Text<R>, failed: Text<Error>): Promise<R> => {
    try {
      const result = (await write.mutateAsync(call)) as R;
      toast.success(textOf(ok, result));
      return result;
    } catch (error) {
      toast.error(textOf(failed, error as Error));
      throw error;
    }
  };
  const act = <R>(call: () => Promise<R>, ok: Text<R>, failed: Text<Error>) =>
    run(call, ok, failed).then(
      () => undefined,
      () => undefined,
    );
  const each = async <Id>(ids: Id[], call: (id: Id) => Promise<unknown>) => {
    const results = (await write.mutateAsync(() => Promise.allSettled(ids.map(call))).catch(() => null)) as
      PromiseSettledResult<unknown>[] | null;
    const settled = results ?? [];
    return {
      left: ids.filter((_, i) => settled[i]?.status !== 'fulfilled'),
      allDone: Boolean(results) && settled.every((r) => r.status === 'fulfilled'),
    };
  };
  return { busy: write.isPending, run, act, each };
}
