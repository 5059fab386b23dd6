import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { useGalleryParams } from '../lib/use-gallery-params';
import { FilterBar, SEARCH_DEBOUNCE_MS } from './filter-bar';

type Gallery = ReturnType<typeof useGalleryParams>;
const gallery = (search: string | undefined, update: Gallery['update'], tags: string[] = [], setTags = vi.fn()) =>
  ({ params: { search, tags }, favoritesOnly: false, view: 'grid', update, setTags }) as unknown as Gallery;

afterEach(() => {
  vi.useRealTimers();
});

describe('FilterBar search', () => {
  it('writes the search after the debounce, and a late echo of an earlier write does not undo typing', () => {
    vi.useFakeTimers();
    const update = vi.fn();
    const { rerender } = render(<FilterBar gallery={gallery(undefined, update)} />);
    const box = screen.getByRole('searchbox', { name: 'Search prompts' }) as HTMLInputElement;
    fireEvent.input(box, { target: { value: 'cold ema' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(update).toHaveBeenLastCalledWith({ search: 'cold ema' });
    fireEvent.input(box, { target: { value: 'cold emai' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(update).toHaveBeenLastCalledWith({ search: 'cold emai' });
    // The URL catches up with the first write only now.
    rerender(<FilterBar gallery={gallery('cold ema', update)} />);
    expect(box.value).toBe('cold emai');
    rerender(<FilterBar gallery={gallery('cold emai', update)} />);
    expect(box.value).toBe('cold emai');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('follows the URL when something else changes it', () => {
    const { rerender } = render(<FilterBar gallery={gallery('email', vi.fn())} />);
    const box = screen.getByRole('searchbox', { name: 'Search prompts' }) as HTMLInputElement;
    expect(box.value).toBe('email');
    rerender(<FilterBar gallery={gallery(undefined, vi.fn())} />);
    expect(box.value).toBe('');
  });

  it('names its filters and reports a choice', () => {
    const update = vi.fn();
    render(<FilterBar gallery={gallery(undefined, update)} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'title' } });
    expect(update).toHaveBeenCalledWith({ sortBy: 'title', sortOrder: null });
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '' } });
    expect(update).toHaveBeenLastCalledWith({ category: null });
  });
});

describe('FilterBar tags', () => {
  const popular = [
    { name: 'email', count: 12 },
    { name: 'sales', count: 8 },
    { name: 'b2b', count: 3 },
  ];

  it('toggles popular tags, adding to the tags already chosen', () => {
    const setTags = vi.fn();
    const { rerender } = render(<FilterBar gallery={gallery(undefined, vi.fn(), [], setTags)} popularTags={popular} />);
    const chips = screen.getByRole('group', { name: 'Popular tags' });
    const email = within(chips).getByRole('button', { name: /^email/ });
    expect(email.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(email);
    expect(setTags).toHaveBeenLastCalledWith(['email']);

    rerender(<FilterBar gallery={gallery(undefined, vi.fn(), ['email'], setTags)} popularTags={popular} />);
    expect(
      within(chips)
        .getByRole('button', { name: /^email/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(chips).getByRole('button', { name: /^sales/ }));
    expect(setTags).toHaveBeenLastCalledWith(['email', 'sales']);
    // Pressing a chosen tag again takes it away.
    fireEvent.click(within(chips).getByRole('button', { name: /^email/ }));
    expect(setTags).toHaveBeenLastCalledWith([]);
  });

  it('shows the chosen tags with remove buttons and Clear tags', () => {
    const setTags = vi.fn();
    render(<FilterBar gallery={gallery(undefined, vi.fn(), ['email', 'pricing'], setTags)} popularTags={popular} />);
    const chosen = screen.getByRole('list', { name: 'Chosen tags' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['email', 'pricing']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag pricing' }));
    expect(setTags).toHaveBeenLastCalledWith(['email']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear tags' }));
    expect(setTags).toHaveBeenLastCalledWith([]);
  });

  it('offers no more tags once 5 are chosen', () => {
    render(<FilterBar gallery={gallery(undefined, vi.fn(), ['a', 'b', 'c', 'd', 'email'])} popularTags={popular} />);
    expect((screen.getByRole('button', { name: /^sales/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^email/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('You can filter by up to 5 tags at once.')).toBeInTheDocument();
  });

  it('shows no tag controls while nothing is chosen and no tags are known', () => {
    render(<FilterBar gallery={gallery(undefined, vi.fn())} />);
    expect(screen.queryByRole('group', { name: 'Popular tags' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear tags' })).toBeNull();
  });
});
