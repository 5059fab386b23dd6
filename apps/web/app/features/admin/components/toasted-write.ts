import { useAdminWrite } from '../api/admin-api';
import { adminRequest } from '../lib/admin-session';
import type { useToast } from './toasts';

type Text<T> = string | ((value: T) => string);
const textOf = <T,>(text: Text<T>, value: T) => (typeof text === 'function' ? text(value) : text);

/** A failure text followed by the server's reason: 'Failed to add FAQ: Question is required'. */
export const withReason = (failed: string) => (error: Error) => `${failed}: ${error.message}`;

/**
 * A tab's writes (each refreshes `touches`): `run` performs one and toasts how it went, raising
 * the error again for a form that stays open; `act` is the same for row actions and never
 * rejects; `deleteEach` deletes rows one request each and tells which ids are left.
 */
export function useToastedWrite(touches: ReadonlyArray<readonly string[]>, toast: ReturnType<typeof useToast>) {
  const write = useAdminWrite((call: () => Promise<unknown>) => call(), touches);
  const run = async <T,>(call: () => Promise<T>, ok: Text<T>, failed: Text<Error>): Promise<T> => {
    try {
      const result = (await write.mutateAsync(call)) as T;
      toast.success(textOf(ok, result));
      return result;
    } catch (error) {
      toast.error(textOf(failed, error as Error));
      throw error;
    }
  };
  const act = <T,>(call: () => Promise<T>, ok: Text<T>, failed: Text<Error>): Promise<void> => run(call, ok, failed).then(
    () => undefined,
    () => undefined,
  );
  const deleteEach = async <Id>(ids: Id[], pathOf: (id: Id) => string) => {
    const results = await write.mutateAsync(() => Promise.allSettled(ids.map((id) => adminRequest(pathOf(id), { method: 'DELETE' })))).catch(() => null);
    const settled = (results ?? []) as PromiseSettledResult<unknown>[];
    return { left: ids.filter((_, i) => settled[i]?.status !== 'fulfilled'), allDeleted: Boolean(results) && settled.every((r) => r.status === 'fulfilled') };
  };
  return { write, run, act, deleteEach };
}
