import { useState, type ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { IconButton } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FilterSelect, SearchBox } from '../../../../components/ui/field';
import { useToast } from '../../../../components/ui/toast';
import { IntroCard, MatchCount, PanelHeading, StatCards } from './panel-parts';
import type { Confirm, PanelContext, ResourceDefinition, RowAction } from './resource-definition';
import { ResourceTable } from './resource-table';
import { ResourceToolbar, type ToolbarHandlers } from './resource-toolbar';
import { RowMenu } from './row-menu';
import { useResourceTable } from './use-resource-table';
import { useResourceWrites } from './use-resource-writes';

type Dialog<T> =
  | { kind: 'form'; row?: T }
  | { kind: 'import' }
  | { kind: 'confirm'; confirm: Confirm; run: () => Promise<unknown> }
  | { kind: 'open'; node: ReactNode }
  | null;

export interface ResourcePanelProps<T> {
  rows: T[];
  refreshing: boolean;
  onRefresh: () => void;
}

const DEFAULT_ICONS = {
  edit: <Pencil className="size-4" aria-hidden />,
  delete: <Trash2 className="size-4" aria-hidden />,
};
/** The standard Edit and Delete buttons of a row; `red` draws Delete red before it is hovered. */
export const editAction = <T,>(label: (row: T) => string, menuLabel?: string): RowAction<T> => ({
  type: 'edit',
  label,
  icon: () => DEFAULT_ICONS.edit,
  menuLabel: menuLabel ? () => menuLabel : undefined,
});
export const deleteAction = <T,>(
  label: (row: T) => string,
  { red = false, menuLabel }: { red?: boolean; menuLabel?: string } = {},
): RowAction<T> => ({
  type: 'delete',
  label,
  icon: () => DEFAULT_ICONS.delete,
  className: red ? 'text-red-600 hover:bg-red-50 hover:text-red-700' : 'hover:text-red-700',
  menuLabel: menuLabel ? () => menuLabel : undefined,
});

/** An admin tab drawn from its definition (see ResourceDefinition). */
export function ResourcePanel<T>({
  definition,
  rows,
  refreshing,
  onRefresh,
}: ResourcePanelProps<T> & { definition: ResourceDefinition<T> }) {
  const toast = useToast(definition.toastMs);
  const writes = useResourceWrites(definition.keys, toast);
  const stats = definition.useStats(rows);
  const [dialog, setDialog] = useState<Dialog<T>>(null);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>(() =>
    Object.fromEntries(definition.filters.map((f) => [f.label, f.allValue ?? ''])),
  );
  const state = useResourceTable(definition, rows, { search, filters });
  const context: PanelContext<T> = { rows, stats, toast, writes };
  const close = () => setDialog(null);
  const ask = (confirm: Confirm, run: () => Promise<unknown>) => setDialog({ kind: 'confirm', confirm, run });

  const remove = (row: T) =>
    ask(definition.remove.confirm(row), async () => {
      await writes.act(() => definition.remove.run(row), definition.remove.ok, definition.remove.failed);
      state.deselect(row);
    });

  const run = (action: RowAction<T>, row: T) => {
    if (action.type === 'edit') setDialog({ kind: 'form', row });
    else if (action.type === 'delete') remove(row);
    else if (action.type === 'open') setDialog({ kind: 'open', node: action.render(row, close) });
    else void writes.act(() => action.run(row), action.ok, action.failed);
  };

  const button = (action: RowAction<T>, row: T, key?: number) => (
    <IconButton
      key={key}
      label={action.label(row)}
      aria-pressed={action.pressed?.(row)}
      className={action.className}
      disabled={action.type === 'write' && writes.busy}
      onClick={() => run(action, row)}
    >
      {action.icon(row)}
    </IconButton>
  );

  const actionsOf = (row: T) => {
    const shown = definition.rowActions.filter((a) => a.visible?.(row) ?? true);
    const menu = shown.filter((a) => a.menuLabel);
    return (
      <>
        {shown.map((action, i) => button(action, row, i))}
        {definition.rowMenu && menu.length > 0 && (
          <RowMenu
            label={definition.rowMenu(row)}
            items={menu.map((a) => ({
              label: a.menuLabel!(row),
              onSelect: () => run(a, row),
              danger: a.type === 'delete',
              disabled: a.type === 'write' && writes.busy,
            }))}
          />
        )}
      </>
    );
  };

  const handlers: ToolbarHandlers<T> = {
    context,
    refreshing,
    onRefresh,
    selectedCount: state.selected.length,
    onAdd: () => setDialog({ kind: 'form' }),
    onImport: () => setDialog({ kind: 'import' }),
    onBulk: (index) => {
      const action = definition.bulkActions![index];
      const chosen = [...state.selected];
      ask(action.confirm(chosen.length, chosen), async () => {
        const { left, allDone } = await writes.each(chosen, action.run);
        state.selectIds(left.map(definition.rowId));
        if (allDone) toast.success(action.ok(chosen.length));
        else toast.error(action.failed);
      });
    },
    onDeleteAll: () =>
      ask(definition.deleteAll.confirm(context), async () => {
        await writes.act(definition.deleteAll.run, definition.deleteAll.ok, definition.deleteAll.failed);
        state.selectIds([], false);
      }),
  };
  const { heading, toolbar, table } = definition;
  const toolbarRow = <ResourceToolbar items={toolbar.items} definition={definition} handlers={handlers} />;
  const Form = definition.form;
  const Banner = definition.banner;

  return (
    <section aria-labelledby={heading?.id} className="space-y-5">
      {heading && (
        <PanelHeading id={heading.id} title={heading.title} description={heading.description}>
          {toolbar.placement === 'heading' && <div className="flex flex-wrap gap-2">{toolbarRow}</div>}
        </PanelHeading>
      )}
      {Banner && <Banner {...context} />}
      <IntroCard title={definition.intro.title}>{definition.intro.body}</IntroCard>
      <StatCards stats={stats} />
      {definition.notice?.(context)}
      {toolbar.placement === 'row' && <div className="flex flex-wrap items-center gap-2">{toolbarRow}</div>}

      <div className="flex flex-wrap items-center gap-3">
        <SearchBox
          label={definition.search.label}
          value={search}
          onChange={setSearch}
          className={definition.search.className}
        />
        {definition.filters.map((f) => (
          <FilterSelect
            key={f.label}
            label={f.label}
            value={filters[f.label]}
            onChange={(value) => setFilters((all) => ({ ...all, [f.label]: value }))}
            all={f.all}
            allValue={f.allValue}
            options={typeof f.options === 'function' ? f.options(rows) : f.options}
            optionLabel={f.optionLabel}
          />
        ))}
        {definition.filterBar && (
          <ResourceToolbar items={definition.filterBar} definition={definition} handlers={handlers} />
        )}
      </div>

      <ResourceTable definition={definition} state={state} total={rows.length} actions={actionsOf} button={button} />
      {table.look === 'rich' && (
        <MatchCount
          shown={state.shown.length}
          total={rows.length}
          noun={definition.noun}
          selected={state.selected.length}
        />
      )}

      {dialog?.kind === 'form' && <Form row={dialog.row} onClose={close} />}
      {dialog?.kind === 'import' && definition.importer?.render(context, close)}
      {dialog?.kind === 'open' && dialog.node}
      {dialog?.kind === 'confirm' && <ConfirmDialog {...dialog.confirm} onConfirm={dialog.run} onClose={close} />}
    </section>
  );
}
