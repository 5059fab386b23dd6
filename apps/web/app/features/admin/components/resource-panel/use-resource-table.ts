import { useMemo, useState } from 'react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { usePage } from '../../../../components/ui/pager';
import type { ResourceDefinition } from './resource-definition';

/** The hidden column that holds the search and filters (a row passes when it matches them all). */
const MATCH = '__match';
const HIDDEN = { [MATCH]: false };

export interface Query {
  search: string;
  filters: Record<string, string>;
}

const compare = (x: unknown, y: unknown) =>
  typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));

function matches<T>(definition: ResourceDefinition<T>, row: T, { search, filters }: Query) {
  const needle = search.trim().toLowerCase();
  if (needle && !definition.search.text(row).toLowerCase().includes(needle)) return false;
  return definition.filters.every((f) => {
    const value = filters[f.label] ?? f.allValue ?? '';
    return value === (f.allValue ?? '') || f.matches(row, value);
  });
}

function columnsOf<T>(definition: ResourceDefinition<T>): ColumnDef<T, unknown>[] {
  return [
    {
      id: MATCH,
      accessorFn: (row) => row,
      enableSorting: false,
      filterFn: (row: Row<T>, _id: string, query: Query) => matches(definition, row.original, query),
    },
    ...definition.columns.map((c): ColumnDef<T, unknown> => ({
      id: c.id,
      header: c.header,
      accessorFn: c.sortValue ?? (() => null),
      enableSorting: Boolean(c.sortValue),
      sortingFn: (a, b, id) => compare(a.getValue(id), b.getValue(id)),
      cell: ({ row }) => c.cell?.(row.original),
      meta: { rowHeader: c.rowHeader, className: c.className, action: c.action },
    })),
  ];
}

/**
 * A definition's rows in a TanStack table: searched and filtered (the hidden match column), sorted
 * by a column (ascending first, then toggles), rows selected by id, then paged 25 at a time.
 */
export function useResourceTable<T>(definition: ResourceDefinition<T>, rows: T[], query: Query) {
  const initial = definition.table.initialSort;
  const [sorting, setSorting] = useState<SortingState>(
    initial ? [{ id: initial.column, desc: Boolean(initial.desc) }] : [],
  );
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const data = useMemo(
    () => (definition.table.order ? [...rows].sort(definition.table.order) : rows),
    [rows, definition],
  );
  const columns = useMemo(() => columnsOf(definition), [definition]);
  // A new filter state on every render would recompute the rows (and reset state) every render.
  const { search, filters } = query;
  const columnFilters = useMemo(() => [{ id: MATCH, value: { search, filters } }], [search, filters]);
  // TanStack Table (the stack's admin table) keeps one table object whose contents change, so the
  // React Compiler does not memoize this hook; nothing memoizes what it returns by hand either.
  // eslint-disable-next-line react-hooks/incompatible-library -- v8 has no compiler-safe hook
  const table = useReactTable({
    data,
    columns,
    getRowId: (row) => String(definition.rowId(row)),
    state: { sorting, rowSelection, columnFilters, columnVisibility: HIDDEN },
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    // Paging is usePage's (it starts again at the first page only when the matching rows change).
    autoResetPageIndex: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const shown = table.getRowModel().rows;
  const page = usePage(shown);
  // Only rows still listed count as selected (a refresh may have removed some).
  const selected = table.getSelectedRowModel().rows.map((r) => r.original);
  const selectIds = (ids: Array<string | number>, on = true) =>
    setRowSelection(on ? Object.fromEntries(ids.map((id) => [String(id), true])) : {});
  const deselect = (row: T) => setRowSelection(({ [String(definition.rowId(row))]: _gone, ...rest }) => rest);
  return { table, shown, page, selected, selectIds, deselect };
}

export type ResourceTableState<T> = ReturnType<typeof useResourceTable<T>>;
