import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePage } from './pager';
import {
  ColumnHeader,
  DataTable,
  SelectAllHeader,
  SelectableRow,
  SortHeader,
  sortRows,
  useSelection,
  type SortState,
} from './table';

const PEOPLE = [
  { id: 1, name: 'Cleo', age: 30 },
  { id: 2, name: 'Ada', age: 36 },
  { id: 3, name: 'Bob', age: 25 },
];
type Key = 'name' | 'age';

function People({ rows = PEOPLE }: { rows?: typeof PEOPLE }) {
  const [sort, setSort] = useState<SortState<Key>>({ key: 'name', dir: 'asc' });
  const selection = useSelection<number>();
  const sorted = sortRows(rows, sort, (row, key) => row[key]);
  const page = usePage(sorted);
  const ids = page.rows.map((r) => r.id);
  return (
    <DataTable
      caption="People"
      look="rich"
      columns={3}
      empty="No people"
      page={page}
      head={
        <>
          <SelectAllHeader
            label="Select all people"
            shown={ids}
            selected={[...selection.selected]}
            onSelect={(next) => selection.setAll(next, true)}
          />
          <SortHeader label="Name" column="name" sort={sort} onSort={setSort} />
          <SortHeader label="Age" column="age" sort={sort} onSort={setSort} />
        </>
      }
    >
      {page.rows.map((p) => (
        <SelectableRow
          key={p.id}
          label={`Select ${p.name}`}
          selected={selection.isSelected(p.id)}
          onToggle={() => selection.toggle(p.id)}
        >
          <td>{p.name}</td>
          <td>{p.age}</td>
        </SelectableRow>
      ))}
    </DataTable>
  );
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

describe('SortHeader + sortRows', () => {
  it('sorts by a column and toggles its aria-sort', async () => {
    render(<People />);
    const table = screen.getByRole('table', { name: 'People' });
    const nameHeader = within(table).getByRole('columnheader', { name: 'Name' });
    const ageHeader = within(table).getByRole('columnheader', { name: 'Age' });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(ageHeader.getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['Ada', 'Bob', 'Cleo']);

    await userEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Cleo', 'Bob', 'Ada']);

    await userEvent.click(within(ageHeader).getByRole('button', { name: 'Age' }));
    expect(ageHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['Bob', 'Cleo', 'Ada']);
  });
});

describe('selection', () => {
  it('selects rows one by one and all at once', async () => {
    render(<People />);
    const all = screen.getByRole('checkbox', { name: 'Select all people' }) as HTMLInputElement;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ada' }));
    expect((screen.getByRole('checkbox', { name: 'Select Ada' }) as HTMLInputElement).checked).toBe(true);
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    await userEvent.click(all);
    expect(all.checked).toBe(true);
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });
});

describe('DataTable', () => {
  it('says so across the columns when there are no rows', () => {
    render(<People rows={[]} />);
    const cell = screen.getByRole('cell', { name: 'No people' });
    expect(cell.getAttribute('colspan')).toBe('3');
  });

  it('draws plain column titles', () => {
    render(
      <DataTable
        caption="Plain"
        head={['Title', 'Status']}
        empty="None"
        page={{ page: 1, pages: 1, total: 0, size: 25, setPage: () => {} }}
      >
        {null}
      </DataTable>,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Title', 'Status']);
    render(
      <table>
        <thead>
          <tr>
            <ColumnHeader align="right">Total</ColumnHeader>
          </tr>
        </thead>
      </table>,
    );
    expect(screen.getByRole('columnheader', { name: 'Total' }).className).toContain('text-right');
  });
});
