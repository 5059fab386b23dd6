import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferUntilUsed, withTyped, type TypedValues } from './defer-until-used';

/** A small form standing in for the support and coach forms: it says when it is live. */
function NoteForm({ title, typed = {} }: { title: string; typed?: TypedValues }) {
  const [note, setNote] = useState(withTyped({ note: '' }, typed).note);
  const [live, setLive] = useState(false);
  return (
    <form aria-label={title} onSubmit={(event) => event.preventDefault()} onFocus={() => setLive(true)}>
      <label htmlFor="note">Note</label>
      <input id="note" name="note" value={note} onChange={(event) => setNote(event.currentTarget.value)} />
      <button type="submit">Send</button>
      <output>{live ? `live: ${note}` : 'static'}</output>
    </form>
  );
}

/** The page's HTML as the prerender writes it: the part inside the wrapper and Suspense boundary deferUntilUsed draws. */
const prerendered = (ui: React.ReactElement) => {
  const container = document.createElement('div');
  container.innerHTML = `<div class="contents"><!--$-->${renderToString(ui)}<!--/$--></div>`;
  document.body.append(container);
  return container;
};

describe('deferUntilUsed', () => {
  it('hydrates the prerendered part without its code, loads it when reached for, and keeps what was typed', async () => {
    const load = vi.fn(async () => NoteForm);
    const Deferred = deferUntilUsed(load);
    const container = prerendered(<NoteForm title="Notes" />);

    await act(async () => render(<Deferred title="Notes" />, { container, hydrate: true }));
    expect(load).not.toHaveBeenCalled();
    const input = screen.getByLabelText('Note') as HTMLInputElement;
    expect(screen.getByText('static')).toBeInTheDocument();

    // Typed into the plain HTML field while the code is on its way.
    await act(async () => {
      fireEvent.pointerDown(input);
      input.value = 'typed early';
    });
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(input.value).toBe('typed early'));
    // The hydrated form is the same element, now live, starting from what was typed.
    await act(async () => fireEvent.focus(input));
    await waitFor(() => expect(screen.getByText('live: typed early')).toBeInTheDocument());
    expect(screen.getByLabelText('Note')).toBe(input);
  });

  it('loads at once when the part has something to show now, or is mounted after the page hydrated', async () => {
    const needed = vi.fn(async () => NoteForm);
    const WithDraft = deferUntilUsed(needed, () => true);
    await act(async () =>
      render(<WithDraft title="Draft" />, { container: prerendered(<NoteForm title="Draft" />), hydrate: true }),
    );
    expect(needed).toHaveBeenCalledTimes(1);

    // Rendered, not hydrated: mounted by a client-side navigation.
    const later = vi.fn(async () => NoteForm);
    const Later = deferUntilUsed(later);
    await act(async () => render(<Later title="Later" />));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Later' })).toBeInTheDocument());
    expect(later).toHaveBeenCalledTimes(1);
  });
});

describe('withTyped', () => {
  it('puts typed values in place of the defaults, and nothing else', () => {
    expect(withTyped({ name: '', email: 'a@b.c' }, { name: 'Ann', other: 'x' })).toEqual({
      name: 'Ann',
      email: 'a@b.c',
    });
  });
});
