import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { useGalleryParams } from '../lib/use-gallery-params';
import { FilterBar, SEARCH_DEBOUNCE_MS } from './filter-bar';

type Gallery = ReturnType<typeof useGalleryParams>;
const gallery = (search: string | undefined, update: Gallery['update']) =>
  ({ params: { search }, favoritesOnly: false, view: 'grid', update }) as unknown as Gallery;

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
