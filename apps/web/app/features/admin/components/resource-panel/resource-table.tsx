import type { ReactNode } from 'react';
import { flexRender, type Row } from '@tanstack/react-table';
import {
  ColumnHeader,
  DataTable,
  SelectAllHeader,
  SelectableRow,
  SortHeader,
  type SortState,
} from '../../../../components/ui/table';
import type { ResourceDefinition, RowAction } from './resource-definition';
import type { ResourceTableState } from './use-resource-table';

interface CellMeta<T> {
  rowHeader?: boolean;
  className?: string;
  action?: RowAction<T>;
}

type ActionButton<T> = (action: RowAction<T>, row: T) => ReactNode;

function Cells<T>({ row, button }: { row: Row<T>; button: ActionButton<T> }) {
  return row.getVisibleCells().map((cell) => {
    const meta = (cell.column.columnDef.meta ?? {}) as CellMeta<T>;
    const content = meta.action
      ? button(meta.action, row.original)
      : flexRender(cell.column.columnDef.cell, cell.getContext());
    return meta.rowHeader ? (
      <th key={cell.id} scope="row" className={`px-3 py-2 text-left font-normal ${meta.className ?? ''}`}>
        {content}
      </th>
    ) : (
      <td key={cell.id} className={`px-3 py-2 ${meta.className ?? ''}`}>
        {content}
      </td>
    );
  });
}

/** The definition's table: sortable headers, selection boxes (rich look), its cells and the row actions. */
export function ResourceTable<T>({
  definition,
  state,
  total,
  actions,
  button,
}: {
  definition: ResourceDefinition<T>;
  state: ResourceTableState<T>;
  /** Every row, before the search and filters. */
  total: number;
  actions: (row: T) => ReactNode;
  /** Draws a row action (for a column that holds one). */
  button: ActionButton<T>;
}) {
  const { table, shown, page, selected, selectIds } = state;
  const rich = definition.table.look === 'rich';
  const [sorting] = table.getState().sorting;
  const sort: SortState<string> = { key: sorting?.id ?? '', dir: sorting?.desc ? 'desc' : 'asc' };
  const onSort = (next: SortState<string>) => table.setSorting([{ id: next.key, desc: next.dir === 'desc' }]);
  const columns = table.getVisibleLeafColumns();
  const selectedIds = selected.map((row) => String(definition.rowId(row)));

  const head = (
    <>
      {rich && (
        <SelectAllHeader
          label={`Select all ${shown.length} matching ${definition.noun}`}
          shown={shown.map((r) => r.id)}
          selected={selectedIds}
          onSelect={(ids) => selectIds(ids)}
        />
      )}
      {columns.map((column) => {
        const header = String(column.columnDef.header);
        return column.getCanSort() ? (
          <SortHeader key={column.id} label={header} column={column.id} sort={sort} onSort={onSort} />
        ) : (
          <ColumnHeader key={column.id}>{header}</ColumnHeader>
        );
      })}
      <ColumnHeader align={rich ? 'right' : 'left'}>Actions</ColumnHeader>
    </>
  );

  return (
    <DataTable
      look={definition.table.look}
      caption={definition.table.caption}
      columns={columns.length + (rich ? 2 : 1)}
      page={page}
      empty={definition.table.empty(total)}
      head={head}
    >
      {page.rows.map((row) => {
        const cells = (
          <>
            <Cells row={row} button={button} />
            <td className="px-3 py-2">
              <div className={`flex gap-0.5 ${rich ? 'justify-end' : ''}`}>{actions(row.original)}</div>
            </td>
          </>
        );
        return rich ? (
          <SelectableRow
            key={row.id}
            label={definition.table.selectLabel?.(row.original) ?? `Select ${row.id}`}
            selected={row.getIsSelected()}
            onToggle={() => row.toggleSelected()}
          >
            {cells}
          </SelectableRow>
        ) : (
          <tr key={row.id} className="border-t border-slate-100 align-top" data-testid={definition.table.rowTestId}>
            {cells}
          </tr>
        );
      })}
    </DataTable>
  );
}
