import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Pager, usePage } from './pager';

const ROWS = Array.from({ length: 12 }, (_, i) => `row ${i + 1}`);

function Paged({ rows, size = 5 }: { rows: string[]; size?: number }) {
  const page = usePage(rows, size);
  return (
    <>
      <ul>
        {page.rows.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <Pager {...page} />
    </>
  );
}

describe('Pager + usePage', () => {
  it('moves between pages and stops at the ends', async () => {
    render(<Paged rows={ROWS} />);
    const nav = screen.getByRole('navigation', { name: 'Table pages' });
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(nav.textContent).toContain('Showing 1-5 of 12');
    expect(previous.disabled).toBe(true);
    await userEvent.click(next);
    expect(nav.textContent).toContain('Page 2 of 3');
    expect(screen.getAllByRole('listitem')[0].textContent).toBe('row 6');
    await userEvent.click(next);
    expect(nav.textContent).toContain('Showing 11-12 of 12');
    expect(next.disabled).toBe(true);
    await userEvent.click(previous);
    expect(nav.textContent).toContain('Page 2 of 3');
  });

  it('goes back to the first page when the rows change, and hides when one page holds them all', async () => {
    const { rerender } = render(<Paged rows={ROWS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    rerender(<Paged rows={ROWS.slice(0, 11)} />);
    expect(screen.getByRole('navigation').textContent).toContain('Page 1 of 3');
    rerender(<Paged rows={ROWS.slice(0, 4)} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
