import { useEffect, useRef, useState, type ChangeEvent, type ReactElement, type ReactNode } from 'react';
import { ArrowDown, ArrowRight, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Pager, type PageState } from './pager';

const LOOKS = {
  /** Column titles only; each row draws its own top rule. */
  plain: { table: 'w-full text-left text-sm', head: 'bg-slate-50 text-slate-600', body: undefined },
  /** Sortable columns and row selection. */
  rich: {
    table: 'min-w-full text-sm',
    head: 'border-b border-slate-200 bg-slate-50 text-slate-700',
    body: 'divide-y divide-slate-100',
  },
  /** A stronger header band and a rule between rows, e.g. the marketing tables. */
  ruled: { table: 'w-full text-left text-sm', head: 'bg-slate-100 text-slate-700', body: 'divide-y divide-slate-100' },
} as const;

export type TableLook = keyof typeof LOOKS;

/** The white, scrolling card around a table (and its pager). */
export function TableCard({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${className}`.trim()}>
      {children}
    </div>
  );
}

/**
 * Where a table wider than the screen scrolls sideways (e.g. at 390 px). It is a named region that
 * takes the keyboard focus, so the arrow keys scroll it; the edge that hides columns is shaded (CSS,
 * so also before the page's code has loaded), and once the code sees the table is wider it says so
 * above it. `className` places the whole, `frame` draws the scrolling box.
 */
export function TableScroll({
  label,
  className,
  frame = '',
  children,
}: {
  /** The region's name: the table's caption. */
  label: string;
  className?: string;
  frame?: string;
  children: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const measure = () => setWider(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={className}>
      {wider && (
        <p className="flex items-center gap-1 px-3 py-2 text-xs font-medium text-slate-600">
          Scroll sideways to see more
          <ArrowRight className="size-3.5" aria-hidden />
        </p>
      )}
      <div
        ref={scroller}
        role="region"
        aria-label={label}
        // Focusable, so a keyboard can scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={`scroll-shade overflow-x-auto ${frame}`.trim()}
      >
        {children}
      </div>
    </div>
  );
}

/** A table with a caption for screen readers, its header row (`head`: header cells) and body. */
export function Table({
  caption,
  head,
  look = 'plain',
  children,
}: {
  caption: string;
  head: ReactNode;
  look?: TableLook;
  children: ReactNode;
}) {
  const style = LOOKS[look];
  return (
    <table className={style.table}>
      <caption className="sr-only">{caption}</caption>
      <thead className={style.head}>
        <tr>{head}</tr>
      </thead>
      <tbody className={style.body}>{children}</tbody>
    </table>
  );
}

/** A plain column title (beside sortable ones). */
export function ColumnHeader({ children, align = 'left' }: { children: ReactNode; align?: 'left' | 'right' }) {
  return (
    <th scope="col" className={`px-3 py-2 font-semibold ${align === 'right' ? 'text-right' : 'text-left'}`}>
      {children}
    </th>
  );
}

/** Plain column titles, one `th` each, all drawn alike. */
export function HeaderCells({ titles, className }: { titles: readonly string[]; className?: string }) {
  return titles.map((title, i) => (
    <th key={`${title}-${i}`} scope="col" className={className}>
      {title}
    </th>
  ));
}

/** Plain data cells, one `td` a value, all drawn alike. */
export function BodyCells({ values, className }: { values: readonly ReactNode[]; className?: string }) {
  return values.map((value, i) => (
    <td key={i} className={className}>
      {value}
    </td>
  ));
}

/** One row across every column, e.g. 'No prompts match'. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-3 py-10 text-center text-slate-500">
        {children}
      </td>
    </tr>
  );
}

/**
 * The card, the table and its pager: `head` is the column titles or the header cells themselves
 * (then `columns` counts them); `empty` fills the body when there are no rows.
 */
export function DataTable({
  caption,
  head,
  columns,
  empty,
  page,
  look = 'plain',
  children,
}: {
  caption: string;
  head: readonly string[] | ReactElement;
  columns?: number;
  empty: ReactNode;
  page: PageState;
  look?: TableLook;
  children: ReactNode;
}) {
  const titles = Array.isArray(head) ? (head as readonly string[]) : null;
  return (
    <TableCard>
      <TableScroll label={caption}>
        <Table
          caption={caption}
          look={look}
          head={
            titles
              ? titles.map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))
              : head
          }
        >
          {page.total === 0 && <EmptyRow columns={columns ?? titles?.length ?? 1}>{empty}</EmptyRow>}
          {children}
        </Table>
      </TableScroll>
      <Pager {...page} />
    </TableCard>
  );
}

export type SortState<K extends string> = { key: K; dir: 'asc' | 'desc' };

/** A column header that sorts its table: ascending first, then toggles; aria-sort tells assistive technology the order. */
export function SortHeader<K extends string>({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: K;
  sort: SortState<K>;
  onSort: (next: SortState<K>) => void;
}) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-3 py-2 text-left"
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold"
        onClick={() => onSort({ key: column, dir: active && sort.dir === 'asc' ? 'desc' : 'asc' })}
      >
        {label}
        <Icon className="size-3.5" aria-hidden />
      </button>
    </th>
  );
}

/** Sorts rows by a column; `value` gives a row's value (a number ranks enumerated values, e.g. difficulty). */
export function sortRows<T, K extends string>(
  rows: T[],
  sort: SortState<K>,
  value: (row: T, key: K) => string | number,
): T[] {
  const factor = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a, sort.key);
    const y = value(b, sort.key);
    return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * factor;
  });
}

/** Row selection for tables with checkboxes and a select-all box. */
export function useSelection<Id>() {
  const [selected, setSelected] = useState<Set<Id>>(new Set());
  return {
    selected,
    isSelected: (id: Id) => selected.has(id),
    toggle: (id: Id) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    setAll: (ids: Id[], on: boolean) => setSelected(on ? new Set(ids) : new Set()),
    clear: () => setSelected(new Set()),
  };
}

/**
 * The select-all box of a header: checked when every shown row is selected, indeterminate when
 * some are. Ticking it adds the shown rows to the selection; unticking removes only them.
 */
export function SelectAllHeader<Id>({
  label,
  shown,
  selected,
  onSelect,
}: {
  label: string;
  shown: Id[];
  selected: Id[];
  onSelect: (ids: Id[]) => void;
}) {
  const picked = new Set(selected);
  const all = shown.length > 0 && shown.every((id) => picked.has(id));
  const some = shown.some((id) => picked.has(id));
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const visible = new Set(shown);
    onSelect(e.target.checked ? [...new Set([...selected, ...shown])] : selected.filter((id) => !visible.has(id)));
  };
  return (
    <th scope="col" className="w-10 px-3 py-2">
      <input
        type="checkbox"
        aria-label={label}
        className="size-4 accent-brand-600"
        checked={all}
        ref={(el) => {
          if (el) el.indeterminate = some && !all;
        }}
        disabled={shown.length === 0}
        onChange={change}
      />
    </th>
  );
}

/** A table row that starts with its selection box, highlighted while selected. */
export function SelectableRow({
  label,
  selected,
  onToggle,
  children,
}: {
  label: string;
  selected: boolean;
  /** Takes the change event, so TanStack Table's `row.getToggleSelectedHandler()` fits. */
  onToggle: (event: ChangeEvent<HTMLInputElement>) => void;
  children: ReactNode;
}) {
  return (
    <tr className={selected ? 'bg-brand-50/50' : 'hover:bg-slate-50'}>
      <td className="px-3 py-2">
        <input
          type="checkbox"
          aria-label={label}
          className="size-4 accent-brand-600"
          checked={selected}
          onChange={onToggle}
        />
      </td>
      {children}
    </tr>
  );
}
