import type { ChangeEvent, ReactElement, ReactNode } from 'react';
import { Pager, type PageState } from './ui';

const LOOKS = {
  /** Column titles only; each row draws its own top rule (Prompts, FAQs, Audit log). */
  plain: { table: 'w-full text-left text-sm', head: 'bg-slate-50 text-slate-600', body: undefined },
  /** Sortable columns and row selection (Lessons, Quiz). */
  rich: { table: 'min-w-full text-sm', head: 'border-b border-slate-200 bg-slate-50 text-slate-700', body: 'divide-y divide-slate-100' },
} as const;

/**
 * A console table: the scrolling card, the table with its (screen-reader) caption and header row,
 * the `empty` message across every column when the list has no rows, then the pager.
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
  /** The column titles, or the header cells themselves (then `columns` counts them). */
  head: readonly string[] | ReactElement;
  columns?: number;
  empty: ReactNode;
  page: PageState;
  look?: keyof typeof LOOKS;
  children: ReactNode;
}) {
  const style = LOOKS[look];
  const titles = Array.isArray(head) ? (head as readonly string[]) : null;
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className={style.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={style.head}>
          <tr>
            {titles
              ? titles.map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))
              : head}
          </tr>
        </thead>
        <tbody className={style.body}>
          {page.total === 0 && (
            <tr>
              <td colSpan={columns ?? titles?.length} className="px-3 py-10 text-center text-slate-500">
                {empty}
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
      <Pager {...page} />
    </div>
  );
}

/** A plain column title beside sortable ones. */
export function ColumnHeader({ children, align = 'left' }: { children: ReactNode; align?: 'left' | 'right' }) {
  return (
    <th scope="col" className={`px-3 py-2 font-semibold ${align === 'right' ? 'text-right' : 'text-left'}`}>
      {children}
    </th>
  );
}

/**
 * The select-all box of a header: checked when every shown row is selected, indeterminate when
 * some are. Ticking it adds the shown rows to the selection; unticking removes only them.
 */
export function SelectAllHeader<Id>({ label, shown, selected, onSelect }: { label: string; shown: Id[]; selected: Id[]; onSelect: (ids: Id[]) => void }) {
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
export function SelectableRow({ label, selected, onToggle, children }: { label: string; selected: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <tr className={selected ? 'bg-brand-50/50' : 'hover:bg-slate-50'}>
      <td className="px-3 py-2">
        <input type="checkbox" aria-label={label} className="size-4 accent-brand-600" checked={selected} onChange={onToggle} />
      </td>
      {children}
    </tr>
  );
}

/** Under a filtered table: how many rows match, and how many are selected. */
export function MatchCount({ shown, total, noun, selected }: { shown: number; total: number; noun: string; selected: number }) {
  return (
    <p className="text-xs text-slate-500">
      {shown === total ? `${total} ${noun}` : `${shown} of ${total} ${noun} match the search and filters`}
      {selected > 0 && ` · ${selected} selected`}
    </p>
  );
}
