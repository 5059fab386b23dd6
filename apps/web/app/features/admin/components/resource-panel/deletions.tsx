import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import type { ResourceDefinition } from './resource-definition';

interface DeleteTexts {
  confirmDelete: (n: number) => string;
  confirmDeleteAll: string;
  deleted: string;
  deleteFailed: string;
  bulkDeleted: (n: number) => string;
  allDeleted: string;
  deleteAllFailed: string;
}

/**
 * Delete, Delete Selected and Delete All of an entity whose rows go one request each: the row's
 * confirmation names it (`named`), the others count the rows.
 */
export function deletions<T>({
  named,
  titles,
  bulkLabel,
  texts,
  bulkFailed = texts.deleteFailed,
  remove,
  removeAll,
  warning,
}: {
  named: (row: T) => string;
  titles: { one: string; selected: string; all: string };
  bulkLabel: (count: number) => string;
  texts: DeleteTexts;
  bulkFailed?: string;
  remove: (row: T) => Promise<unknown>;
  removeAll: () => Promise<unknown>;
  /** What else the deletion of these rows changes, shown under each confirmation. */
  warning?: (rows: T[]) => ReactNode;
}): Pick<ResourceDefinition<T>, 'remove' | 'bulkActions' | 'deleteAll'> {
  return {
    remove: {
      confirm: (row) => ({
        title: titles.one,
        message: (
          <>
            <p className="font-semibold text-slate-900">{named(row)}</p>
            <p className="mt-1">{texts.confirmDelete(1)}</p>
            {warning?.([row])}
          </>
        ),
      }),
      run: remove,
      ok: texts.deleted,
      failed: texts.deleteFailed,
    },
    bulkActions: [
      {
        label: bulkLabel,
        icon: <Trash2 className="size-4" aria-hidden />,
        confirm: (n, rows) => ({
          title: titles.selected,
          message: (
            <>
              <p>{texts.confirmDelete(n)}</p>
              {warning?.(rows)}
            </>
          ),
        }),
        run: remove,
        ok: texts.bulkDeleted,
        failed: bulkFailed,
      },
    ],
    deleteAll: {
      confirm: ({ rows }) => ({
        title: titles.all,
        message: (
          <>
            <p>{texts.confirmDeleteAll}</p>
            {warning?.(rows)}
          </>
        ),
      }),
      run: removeAll,
      ok: texts.allDeleted,
      failed: texts.deleteAllFailed,
    },
  };
}
