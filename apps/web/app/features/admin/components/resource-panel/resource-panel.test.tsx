import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../../../test/render';
import { ResourcePanel, deleteAction, editAction } from './resource-panel';
import type { ResourceDefinition } from './resource-definition';

interface Item {
  id: number;
  name: string;
  score: number;
  kind: 'fruit' | 'veg';
}

const items = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Item ${String(i + 1).padStart(2, '0')}`,
    score: (i * 7) % 10,
    kind: i % 2 ? 'veg' : 'fruit',
  }));

function definitionWith(calls: {
  toggled: Item[];
  removed: Item[];
  form: Array<Item | undefined>;
}): ResourceDefinition<Item> {
  return {
    noun: 'items',
    rowId: (r) => r.id,
    keys: [['admin', 'items']],
    toastMs: 1000,
    intro: { title: 'Items', body: 'Things to manage.' },
    useStats: (rows) => [
      { label: 'Total Items', value: rows.length },
      { label: 'Fruit', value: rows.filter((r) => r.kind === 'fruit').length },
      { label: 'Veg', value: rows.filter((r) => r.kind === 'veg').length },
    ],
    toolbar: { placement: 'row', items: ['add', 'bulk', 'delete-all', 'refresh'] },
    search: { label: 'Search items', text: (r) => r.name },
    filters: [{ label: 'Kind', all: 'All kinds', options: ['fruit', 'veg'], matches: (r, v) => r.kind === v }],
    table: {
      caption: 'Items',
      look: 'rich',
      empty: (total) => (total ? 'No match' : 'None yet'),
      selectLabel: (r) => `Select ${r.name}`,
      initialSort: { column: 'name' },
    },
    columns: [
      { id: 'name', header: 'Name', rowHeader: true, sortValue: (r) => r.name, cell: (r) => r.name },
      { id: 'score', header: 'Score', sortValue: (r) => r.score, cell: (r) => r.score },
    ],
    rowActions: [
      editAction((r) => `Edit ${r.name}`),
      {
        type: 'write',
        label: (r) => `Toggle ${r.name}`,
        icon: () => '⏻',
        run: async (r) => {
          calls.toggled.push(r);
        },
        ok: 'Toggled!',
        failed: 'Toggle failed',
      },
      deleteAction((r) => `Delete ${r.name}`),
    ],
    add: { label: 'Add Item' },
    form: ({ row, onClose }) => {
      calls.form.push(row);
      return (
        <button type="button" onClick={onClose}>
          Close form for {row?.name ?? 'a new item'}
        </button>
      );
    },
    remove: {
      confirm: (r) => ({ title: 'Delete item', message: `Delete ${r.name}?` }),
      run: async (r) => {
        calls.removed.push(r);
      },
      ok: 'Item deleted',
      failed: 'Delete failed',
    },
    bulkActions: [
      {
        label: (n) => `Delete ${n} Selected`,
        icon: null,
        confirm: (n) => ({ title: 'Delete items', message: `Delete ${n} items?` }),
        run: async (r) => {
          calls.removed.push(r);
        },
        ok: (n) => `${n} items deleted`,
        failed: 'Some items were not deleted',
      },
    ],
    deleteAll: {
      confirm: () => ({ title: 'Delete all items', message: 'Sure?' }),
      run: async () => undefined,
      ok: 'All gone',
      failed: 'Failed',
    },
  };
}

function setup(rows = items(30)) {
  const calls = { toggled: [] as Item[], removed: [] as Item[], form: [] as Array<Item | undefined> };
  const onRefresh = vi.fn();
  renderAdmin(
    <ResourcePanel definition={definitionWith(calls)} rows={rows} refreshing={false} onRefresh={onRefresh} />,
  );
  return { calls, onRefresh };
}

const names = () => screen.getAllByRole('rowheader').map((th) => th.textContent);

describe('ResourcePanel', () => {
  it('draws the intro, the stats and the rows of its definition, 25 a page', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Items' })).toBeInTheDocument();
    expect(screen.getByText('Total Items').nextSibling?.textContent).toBe('30');
    expect(names()).toHaveLength(25);
    expect(names()[0]).toBe('Item 01');
    expect(screen.getByText('Showing 1-25 of 30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['Item 26', 'Item 27', 'Item 28', 'Item 29', 'Item 30']);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('sorts by a column: ascending first, then the other way', async () => {
    setup(items(5));
    const score = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1].textContent);
    await userEvent.click(screen.getByRole('button', { name: 'Score' }));
    expect(score()).toEqual(['0', '1', '4', '7', '8']);
    expect(screen.getByRole('columnheader', { name: 'Score' }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Score' }));
    expect(score()).toEqual(['8', '7', '4', '1', '0']);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Item 01', 'Item 02', 'Item 03', 'Item 04', 'Item 05']);
  });

  it('searches and filters the rows, and counts the matches', async () => {
    setup(items(12));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'veg');
    expect(names()).toEqual(['Item 02', 'Item 04', 'Item 06', 'Item 08', 'Item 10', 'Item 12']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search items' }), '1');
    expect(names()).toEqual(['Item 10', 'Item 12']);
    expect(screen.getByText('2 of 12 items match the search and filters')).toBeInTheDocument();
  });

  it('selects every matching row and runs the bulk action on them after confirming', async () => {
    const { calls } = setup();
    const bulk = screen.getByRole('button', { name: 'Delete 0 Selected' }) as HTMLButtonElement;
    expect(bulk.disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all 30 matching items' }));
    expect(screen.getByText('30 items · 30 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete 30 Selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete items' });
    expect(within(dialog).getByText('Delete 30 items?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.removed.map((r) => r.id)).toEqual(items(30).map((r) => r.id)));
    await screen.findByText('30 items deleted');
    expect((screen.getByRole('button', { name: 'Delete 0 Selected' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('runs a row action with its row and toasts; Edit opens the form with the row', async () => {
    const { calls } = setup(items(3));
    await userEvent.click(screen.getByRole('button', { name: 'Toggle Item 02' }));
    await screen.findByText('Toggled!');
    expect(calls.toggled.map((r) => r.id)).toEqual([2]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Item 03' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close form for Item 03' }));
    expect(calls.form.at(-1)?.id).toBe(3);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Item 01' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete item' })).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByText('Item deleted');
    expect(calls.removed.map((r) => r.id)).toEqual([1]);
  });

  it('tells an empty list from one the filters empty', async () => {
    setup([]);
    expect(screen.getByText('None yet')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Delete All' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
