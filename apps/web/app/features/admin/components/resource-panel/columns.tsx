import type { ReactNode } from 'react';
import { Power, PowerOff } from 'lucide-react';
import { capitalise } from '../../lib/labels';
import type { ResourceColumn, ResourceFilter, RowAction } from './resource-definition';

/** A cell of a bold first line and a clamped, small second line (e.g. a title over its description). */
const twoLineCell =
  <T,>(main: (row: T) => ReactNode, detail: (row: T) => ReactNode, clamp: 'line-clamp-1' | 'line-clamp-2') =>
  (row: T) => (
    <>
      <p className="font-medium text-slate-900">{main(row)}</p>
      <p className={`${clamp} text-xs text-slate-500`}>{detail(row)}</p>
    </>
  );

/** A column whose cell is the row's `id` field in bold over its `detail` field, clamped to `lines` lines. */
export const twoLineColumn = <T,>({
  id,
  header,
  className,
  detail,
  lines,
}: {
  id: keyof T & string;
  header: string;
  className: string;
  detail: keyof T;
  lines: 1 | 2;
}): ResourceColumn<T> => ({
  id,
  header,
  className,
  cell: twoLineCell(
    (row) => row[id] as ReactNode,
    (row) => row[detail] as ReactNode,
    lines === 1 ? 'line-clamp-1' : 'line-clamp-2',
  ),
});

/** The sortable row-header column that names the row: its `id` field in bold over a clamped `detail` line. */
export const namingColumn = <T,>({
  id,
  header,
  className,
  detail,
}: {
  id: keyof T & string;
  header: string;
  className: string;
  detail: (row: T) => ReactNode;
}): ResourceColumn<T> => ({
  id,
  header,
  rowHeader: true,
  className,
  sortValue: (row) => String(row[id]).toLowerCase(),
  cell: (row) => (
    <>
      <span className="block font-semibold text-slate-900">{row[id] as ReactNode}</span>
      <span className="line-clamp-1 text-xs text-slate-500">{detail(row)}</span>
    </>
  ),
});

/**
 * The row's Disable / Enable button: `named` names the row, `setActive` writes the new state;
 * `inMenu` also lists it in the row's options menu.
 */
export const toggleActiveAction = <T extends { isActive: boolean }>({
  named,
  setActive,
  toasts,
  inMenu = false,
}: {
  named: (row: T) => string;
  setActive: (row: T, isActive: boolean) => Promise<unknown>;
  toasts: { toggled: string; toggleFailed: string };
  inMenu?: boolean;
}): RowAction<T> => ({
  type: 'write',
  label: (row) => `${row.isActive ? 'Disable' : 'Enable'} ${named(row)}`,
  menuLabel: inMenu ? (row) => (row.isActive ? 'Disable' : 'Enable') : undefined,
  icon: (row) =>
    row.isActive ? (
      <PowerOff className="size-4" aria-hidden />
    ) : (
      <Power className="size-4 text-emerald-700" aria-hidden />
    ),
  run: (row) => setActive(row, !row.isActive),
  ok: toasts.toggled,
  failed: toasts.toggleFailed,
});

/** The 'Filter by difficulty' choice of rows that have one. */
export const difficultyFilter = <T extends { difficulty: string }>(options: readonly string[]): ResourceFilter<T> => ({
  label: 'Filter by difficulty',
  all: 'All difficulties',
  options,
  optionLabel: capitalise,
  matches: (row, value) => row.difficulty === value,
});

/** What an empty table says: none at all yet, or none that match (`things`, e.g. 'lessons'). */
export const emptyText = (things: string) => (total: number) =>
  total === 0 ? `No ${things} yet. Add one or import a CSV file.` : `No ${things} match the search and filters.`;
