import { useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, Loader2, Pencil, RefreshCw, Search, Trash2 } from 'lucide-react';
import { Modal } from '../../../components/modal';

const TONES = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/50',
  secondary: 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/50',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-300',
} as const;

export function Button({ tone = 'secondary', busy, children, className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: keyof typeof TONES; busy?: boolean }) {
  return (
    <button
      type="button"
      {...props}
      disabled={props.disabled || busy}
      className={`inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed ${TONES[tone]} ${className}`}
    >
      {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
      {children}
    </button>
  );
}

/** A small icon button for table rows; the label is its accessible name and tooltip. */
export function IconButton({ label, children, className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button type="button" aria-label={label} title={label} {...props} className={`rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40 ${className}`}>
      {children}
    </button>
  );
}

/** A table row's Edit action, named with the row. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton label={label} onClick={onClick}>
      <Pencil className="size-4" aria-hidden />
    </IconButton>
  );
}

/** A table row's Delete action, named with the row; `red` draws it red before it is hovered. */
export function DeleteButton({ label, onClick, red }: { label: string; onClick: () => void; red?: boolean }) {
  return (
    <IconButton label={label} className={red ? 'text-red-600 hover:bg-red-50 hover:text-red-700' : 'hover:text-red-700'} onClick={onClick}>
      <Trash2 className="size-4" aria-hidden />
    </IconButton>
  );
}

/** A tab's title row: its heading (the id its section is labelled by), an optional line under it, and the tab's controls. */
export function PanelHeading({
  id,
  title,
  description,
  className = 'flex flex-wrap items-start justify-between gap-3',
  children,
}: {
  id: string;
  title: string;
  description?: string;
  /** The row's layout. */
  className?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="text-2xl font-bold text-slate-900">
      {title}
    </h2>
  );
  return (
    <div className={className}>
      {description ? (
        <div>
          {heading}
          <p className="text-sm text-slate-600">{description}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}

export function StatCard({ label, value, tone = 'text-slate-900' }: { label: string; value: ReactNode; tone?: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      <p className={`mt-1 text-2xl font-bold ${tone}`}>{value}</p>
    </div>
  );
}

export function IntroCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
      <h2 className="font-semibold text-brand-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-700">{children}</p>
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700" role="alert">
      {message}
    </p>
  ) : null;
}

/** A form control; `filterClass` is the same control sized to its content for filter bars. */
export const filterClass = 'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 aria-[invalid=true]:border-red-500';
export const inputClass = `w-full ${filterClass}`;
export const labelClass = 'block text-sm font-medium text-slate-700';

export const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/**
 * A labelled form field: the label (a hidden-from-speech asterisk when required), the control,
 * a hint while there is no error, then the error (`{id}-error`).
 */
export function Field({ id, label, required, error, hint, children, className = '' }: { id: string; label: string; required?: boolean; error?: string; hint?: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && (
          <span className="text-red-600" aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      <div className="mt-1">{children}</div>
      {hint && !error && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A form's or modal's own error, e.g. the server's answer to a failed save. */
export function FormError({ message, className = '' }: { message?: string | null; className?: string }) {
  return message ? (
    <p className={`rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`} role="alert">
      {message}
    </p>
  ) : null;
}

/** A modal's Cancel and primary buttons; without `onSubmit` the primary button submits the form. */
export function ModalFooter({
  onCancel,
  cancelDisabled,
  onSubmit,
  tone = 'primary',
  busy,
  disabled,
  className = 'border-t border-slate-200 pt-4',
  children,
}: {
  onCancel: () => void;
  cancelDisabled?: boolean;
  onSubmit?: () => void;
  tone?: keyof typeof TONES;
  busy?: boolean;
  disabled?: boolean;
  /** Spacing and rule above the buttons. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex justify-end gap-2 ${className}`}>
      {/* Cancelling while the save runs would drop its result: Cancel waits for it, unless told otherwise. */}
      <Button onClick={onCancel} disabled={cancelDisabled ?? busy}>
        Cancel
      </Button>
      <Button tone={tone} type={onSubmit ? 'button' : 'submit'} busy={busy} disabled={disabled} onClick={onSubmit}>
        {children}
      </Button>
    </div>
  );
}

/** The search field of a filter bar; the placeholder is the label with '...'. `className` sets its minimum width. */
export function SearchBox({ label, value, onChange, className = 'min-w-56' }: { label: string; value: string; onChange: (value: string) => void; className?: string }) {
  return (
    <div className={`relative flex-1 ${className}`}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input type="search" aria-label={label} placeholder={`${label}...`} className={`${inputClass} pl-9`} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** The options of a select, one a value; `placeholder` is an empty first choice ('Select a ...'). */
export function SelectOptions<V extends string>({ values, label = (v) => v, placeholder }: { values: readonly V[]; label?: (value: V) => string; placeholder?: string }) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {values.map((v) => (
        <option key={v} value={v}>
          {label(v)}
        </option>
      ))}
    </>
  );
}

/** A filter bar's select: the 'all' choice, then one option a value. */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  all,
  allValue = '',
  options,
  optionLabel = (v) => v,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The text of the choice that filters nothing, e.g. 'All categories'. */
  all: string;
  allValue?: string;
  options: readonly V[];
  optionLabel?: (value: V) => string;
}) {
  return (
    <select aria-label={label} className={filterClass} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value={allValue}>{all}</option>
      <SelectOptions values={options} label={optionLabel} />
    </select>
  );
}

/** Reloads a tab's list; the icon spins while it loads. */
export function RefreshButton({ refreshing, onRefresh, tone, className }: { refreshing: boolean; onRefresh: () => void; tone?: keyof typeof TONES; className?: string }) {
  return (
    <Button tone={tone} onClick={onRefresh} disabled={refreshing} className={className}>
      <RefreshCw className={`size-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden /> Refresh
    </Button>
  );
}

/** A small coloured status label in a table row; `tone` is its background and text colour. */
export function StatusPill({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{children}</span>;
}

/** Lessons and questions: archived, else active or inactive. */
const activityStatus = (item: { isActive: boolean; isArchived: boolean }) => (item.isArchived ? 'Archived' : item.isActive ? 'Active' : 'Inactive');
const ACTIVITY_TONES = { Active: 'bg-emerald-100 text-emerald-800', Inactive: 'bg-slate-200 text-slate-700', Archived: 'bg-amber-100 text-amber-800' } as const;

export function ActivityPill({ item }: { item: { isActive: boolean; isArchived: boolean } }) {
  const status = activityStatus(item);
  return <StatusPill tone={ACTIVITY_TONES[status]}>{status}</StatusPill>;
}

/** What a ConfirmDialog asks, and what it runs once confirmed. */
export interface Confirmation {
  title: string;
  message: ReactNode;
  run: () => Promise<unknown>;
}

/** The shared delete confirmation: title and message from the caller, Cancel and Delete; optionally a typed phrase. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Delete',
  phrase,
  onConfirm,
  onClose,
}: {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  phrase?: string;
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal title={title} onClose={onClose}>
      <div className="text-slate-700">{message}</div>
      {phrase && (
        <label className="mt-4 block text-sm text-slate-700">
          Type <strong className="font-mono">{phrase}</strong> to confirm
          <input className={`${inputClass} mt-1 font-mono`} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        </label>
      )}
      <ModalFooter onCancel={onClose} tone="danger" busy={busy} disabled={phrase !== undefined && typed !== phrase} onSubmit={() => void confirm()} className="mt-6">
        {confirmLabel}
      </ModalFooter>
    </Modal>
  );
}

export type SortState<K extends string> = { key: K; dir: 'asc' | 'desc' };

/** A column header that sorts its table; aria-sort tells assistive technology the order. */
export function SortHeader<K extends string>({ label, column, sort, onSort }: { label: string; column: K; sort: SortState<K>; onSort: (next: SortState<K>) => void }) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'} className="px-3 py-2 text-left">
      <button type="button" className="inline-flex items-center gap-1 font-semibold" onClick={() => onSort({ key: column, dir: active && sort.dir === 'asc' ? 'desc' : 'asc' })}>
        {label}
        <Icon className="size-3.5" aria-hidden />
      </button>
    </th>
  );
}

/** Sorts rows by a column, with an optional rank for enumerated values (difficulty order). */
export function sortRows<T, K extends string>(rows: T[], sort: SortState<K>, value: (row: T, key: K) => string | number): T[] {
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

export const TABLE_PAGE_SIZE = 25;

/** One page of a table's rows; the page goes back to the first when the rows change (filters). */
export function usePage<T>(rows: T[], size = TABLE_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  // A new filter (a different number of matching rows) starts again at the first page.
  const [seenTotal, setSeenTotal] = useState(rows.length);
  if (seenTotal !== rows.length) {
    setSeenTotal(rows.length);
    if (page !== 1) setPage(1);
  }
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(page, pages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pages, total: rows.length, size, setPage };
}

/** What the Pager needs of `usePage`. */
export interface PageState {
  page: number;
  pages: number;
  total: number;
  size: number;
  setPage: (p: number) => void;
}

export function Pager({ page, pages, total, size, setPage }: PageState) {
  if (total <= size) return null;
  const from = (page - 1) * size + 1;
  return (
    <nav aria-label="Table pages" className="flex items-center justify-between gap-3 px-3 py-2 text-sm text-slate-600">
      <span>
        Showing {from}-{Math.min(total, page * size)} of {total}
      </span>
      <span className="flex items-center gap-2">
        <Button tone="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button tone="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  );
}
