import { useAdminWrite } from '../api/admin-api';
import { adminRequest } from '../lib/admin-session';
import type { useToast } from './toasts';

/**
 * A tab's writes (each refreshes `touches`): `act` runs one and toasts how it went; `deleteEach`
 * deletes rows one request each and tells which ids are left.
 */
export function useToastedWrite(touches: ReadonlyArray<readonly string[]>, toast: ReturnType<typeof useToast>) {
  const write = useAdminWrite((run: () => Promise<unknown>) => run(), touches);
  const act = (run: () => Promise<unknown>, ok: string, failed: string) =>
    write.mutateAsync(run).then(
      () => toast.success(ok),
      () => toast.error(failed),
    );
  const deleteEach = async <Id>(ids: Id[], pathOf: (id: Id) => string) => {
    const results = await write.mutateAsync(() => Promise.allSettled(ids.map((id) => adminRequest(pathOf(id), { method: 'DELETE' })))).catch(() => null);
    const settled = (results ?? []) as PromiseSettledResult<unknown>[];
    return { left: ids.filter((_, i) => settled[i]?.status !== 'fulfilled'), allDeleted: Boolean(results) && settled.every((r) => r.status === 'fulfilled') };
  };
  return { write, act, deleteEach };
}
