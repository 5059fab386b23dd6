import { useState } from 'react';
import { Button } from './button';

export const TABLE_PAGE_SIZE = 25;

/** What the Pager needs of `usePage`. */
export interface PageState {
  page: number;
  pages: number;
  total: number;
  size: number;
  setPage: (p: number) => void;
}

/** One page of a table's rows; the page goes back to the first when the rows change (filters). */
export function usePage<T>(rows: T[], size = TABLE_PAGE_SIZE): PageState & { rows: T[] } {
  const [page, setPage] = useState(1);
  // A new filter (a different number of matching rows) starts again at the first page.
  const [seenTotal, setSeenTotal] = useState(rows.length);
  if (seenTotal !== rows.length) {
    setSeenTotal(rows.length);
    if (page !== 1) setPage(1);
  }
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(page, pages);
  return {
    rows: rows.slice((current - 1) * size, current * size),
    page: current,
    pages,
    total: rows.length,
    size,
    setPage,
  };
}

/** Previous and Next under a table, with the rows shown; nothing when everything fits on one page. */
export function Pager({ page, pages, total, size, setPage, label = 'Table pages' }: PageState & { label?: string }) {
  if (total <= size) return null;
  const from = (page - 1) * size + 1;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 px-3 py-2 text-sm text-slate-600">
      <span>
        Showing {from}-{Math.min(total, page * size)} of {total}
      </span>
      <span className="flex items-center gap-2">
        <Button tone="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span aria-current="page">
          Page {page} of {pages}
        </span>
        <Button tone="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  );
}
