import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { renderAdmin } from '../../../../test/render';
import { FactsToRecheck } from './facts-to-recheck';

const fact = (id: string, checked: string, ageDays: number, stale: boolean) => ({
  id,
  statement: `Statement ${id}`,
  appearsIn: ['lesson:1'],
  source: 'https://example.com/source',
  checked,
  ageDays,
  stale,
});

describe('Facts to re-check', () => {
  it('lists the facts as the server sorts them, oldest first, with their age and source', async () => {
    fakeApi({
      'GET /admin/facts': {
        maxAgeDays: 120,
        facts: [fact('old', '2026-07-01', 153, true), fact('new', '2026-11-29', 2, false)],
      },
    });
    renderAdmin(<FactsToRecheck />);
    const card = screen.getByRole('region', { name: 'Facts to re-check' });
    const rows = await within(card).findAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      expect.stringContaining('Statement old'),
      expect.stringContaining('Statement new'),
    ]);
    expect(within(rows[1]).getByText('153 days, re-check')).toBeInTheDocument();
    expect(within(rows[2]).getByText('2 days')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'Source' }).getAttribute('href')).toBe(
      'https://example.com/source',
    );
    expect(card.textContent).toContain('more than 120 days old');
  });
});
