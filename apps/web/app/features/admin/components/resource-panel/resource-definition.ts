import type { ComponentType, ReactNode } from 'react';
import type { QueryKeys } from '../../api/admin-query';
import type { useToast } from '../../../../components/ui/toast';
import type { Stat } from './panel-parts';

export type Toast = ReturnType<typeof useToast>;
/** A toast text, fixed or made from the result (or the error). */
export type Text<V> = string | ((value: V) => string);

/** What a definition's own pieces (toolbar buttons, dialogs, texts) get from the panel. */
export interface PanelContext<T> {
  rows: T[];
  stats: readonly Stat[];
  toast: Toast;
  writes: ResourceWrites;
}

export interface ResourceWrites {
  /** A write is under way: the row actions that write wait for it. */
  busy: boolean;
  /** Runs a write and toasts how it went; raises the error again. */
  run: <R>(call: () => Promise<R>, ok: Text<R>, failed: Text<Error>) => Promise<R>;
  /** The same for buttons and row actions: never rejects. */
  act: <R>(call: () => Promise<R>, ok: Text<R>, failed: Text<Error>) => Promise<void>;
  /** One request per id, all in one write; which ids failed, and whether all went through. */
  each: <Id>(ids: Id[], call: (id: Id) => Promise<unknown>) => Promise<{ left: Id[]; allDone: boolean }>;
}

export interface ResourceColumn<T> {
  id: string;
  header: string;
  /** The cell's content, or a row action's button (e.g. the Featured star). */
  cell?: (row: T) => ReactNode;
  action?: RowAction<T>;
  /** Makes the column sortable by this value (a number ranks enumerated values, e.g. difficulty). */
  sortValue?: (row: T) => string | number;
  /** The cell that names the row: a row header. */
  rowHeader?: boolean;
  className?: string;
}

export interface ResourceFilter<T> {
  label: string;
  /** The choice that filters nothing, e.g. 'All categories', and its value. */
  all: string;
  allValue?: string;
  options: readonly string[] | ((rows: T[]) => readonly string[]);
  optionLabel?: (value: string) => string;
  matches: (row: T, value: string) => boolean;
}

/** What a confirmation dialog asks, and what it runs once confirmed. */
export interface Confirm {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** A phrase to type before the confirm button works. */
  phrase?: string;
}

interface ActionLook<T> {
  /** The accessible name and tooltip, naming the row. */
  label: (row: T) => string;
  icon: (row: T) => ReactNode;
  /** The name in the row's options menu, when it is there too. */
  menuLabel?: (row: T) => string;
  visible?: (row: T) => boolean;
  pressed?: (row: T) => boolean;
  className?: string;
}

/** A row's button: open its form, ask before deleting it, run a write, or open a dialog. */
export type RowAction<T> = ActionLook<T> &
  (
    | { type: 'edit' }
    | { type: 'delete' }
    | { type: 'write'; run: (row: T) => Promise<unknown>; ok: Text<unknown>; failed: Text<Error> }
    | { type: 'open'; render: (row: T, onClose: () => void) => ReactNode }
  );

/** An action on the selected rows, asked first, one request per row. */
export interface BulkAction<T> {
  label: (count: number) => ReactNode;
  icon: ReactNode;
  tone?: 'danger' | 'secondary';
  confirm: (count: number, rows: T[]) => Confirm;
  run: (row: T) => Promise<unknown>;
  ok: (count: number) => string;
  failed: string;
}

/** The standard controls a definition places; a component for anything else. */
export type ToolbarItem<T> =
  'add' | 'import' | 'export' | 'template' | 'bulk' | 'delete-all' | 'refresh' | ComponentType<PanelContext<T>>;

/**
 * One admin entity: everything its tab shows and does. The generic ResourcePanel draws the
 * heading, intro, stats, toolbar, filters, table, row and bulk actions, and their dialogs.
 */
export interface ResourceDefinition<T> {
  /** 'lessons': the match count, the select-all box and the tab's 'Loading lessons...' use it. */
  noun: string;
  /** The tab's text when its list fails to load, and the note on what cached list it shows instead. */
  loadFailed?: { text: string; cachedNote?: string };
  rowId: (row: T) => string | number;
  /** What the entity's writes refresh. */
  keys: QueryKeys;
  toastMs: number;
  heading?: { id: string; title: string; description?: string };
  intro: { title: string; body: ReactNode };
  /** A hook: the summary figures (may read the server's counts). */
  useStats: (rows: T[]) => Stat[];
  /** A line under the stats, e.g. when the table holds only part of the list. */
  notice?: (context: PanelContext<T>) => ReactNode;
  /** A row under the heading (the Prompts tab's downloads). */
  banner?: ComponentType<PanelContext<T>>;
  /** The toolbar: in the heading row, or its own row under the stats. */
  toolbar: { placement: 'heading' | 'row'; items: ReadonlyArray<ToolbarItem<T>> };
  /** Controls after the filters. */
  filterBar?: ReadonlyArray<ToolbarItem<T>>;
  search: { label: string; className?: string; text: (row: T) => string };
  filters: ReadonlyArray<ResourceFilter<T>>;
  table: {
    caption: string;
    /** `rich`: selection boxes, sortable columns, the match count under it. */
    look: 'plain' | 'rich';
    empty: (total: number) => string;
    rowTestId?: string;
    selectLabel?: (row: T) => string;
    initialSort?: { column: string; desc?: boolean };
    /** The order of an unsorted table. */
    order?: (a: T, b: T) => number;
  };
  columns: ReadonlyArray<ResourceColumn<T>>;
  rowActions: ReadonlyArray<RowAction<T>>;
  /** The row's options menu (the same actions), named by this label. */
  rowMenu?: (row: T) => string;
  add: { label: string };
  /** The form modal: `row` when editing. It saves and toasts on its own. */
  form: ComponentType<{ row?: T; onClose: () => void }>;
  importer?: { label: string; icon?: ReactNode; render: (context: PanelContext<T>, onClose: () => void) => ReactNode };
  exportFile?: { run: () => Promise<unknown>; ok: string; failed: string; showBusy?: boolean };
  template?: { run: () => Promise<unknown>; failed?: Text<unknown> };
  remove: { confirm: (row: T) => Confirm; run: (row: T) => Promise<unknown>; ok: string; failed: Text<Error> };
  bulkActions?: ReadonlyArray<BulkAction<T>>;
  deleteAll: {
    confirm: (context: PanelContext<T>) => Confirm;
    run: () => Promise<unknown>;
    ok: string;
    failed: Text<Error>;
  };
}
