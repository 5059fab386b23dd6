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

/** A form with a part its button shows, like the coach's advanced options. */
function MoreForm() {
  const [open, setOpen] = useState(false);
  return (
    <form aria-label="More">
      <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide more' : 'Show more'}
      </button>
      <p hidden={!open}>More fields</p>
    </form>
  );
}

/** The page's HTML as the prerender writes it: the part inside the wrapper and Suspense boundary deferUntilUsed draws. */
const prerendered = (name: string, ui: React.ReactElement) => {
  const container = document.createElement('div');
  container.innerHTML = `<div data-deferred="${name}" class="contents"><!--$-->${renderToString(ui)}<!--/$--></div>`;
  document.body.append(container);
  return container;
};

describe('deferUntilUsed', () => {
  it('hydrates the prerendered part without its code, loads it when reached for, and keeps what was typed', async () => {
    const load = vi.fn(async () => NoteForm);
    const Deferred = deferUntilUsed('notes', load);
    const container = prerendered('notes', <NoteForm title="Notes" />);

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

  it('keeps what was typed after the code arrived and before the part hydrated', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Deferred = deferUntilUsed('late', async () => {
      await arrived;
      return NoteForm;
    });
    const container = prerendered('late', <NoteForm title="Late" />);
    await act(async () => render(<Deferred title="Late" />, { container, hydrate: true }));
    const input = screen.getByLabelText('Note') as HTMLInputElement;
    // Focus first (the code starts loading), the text a moment later: Playwright's fill, or a
    // visitor whose first key comes after the code but before React has hydrated the part.
    // Inside act React renders once the callback is done: the text lands between the two.
    await act(async () => {
      fireEvent.focusIn(input);
      arrive();
      for (let i = 0; i < 5; i++) await Promise.resolve();
      input.value = 'typed as it arrived';
    });
    await act(async () => fireEvent.focus(input));
    await waitFor(() => expect(screen.getByText('live: typed as it arrived')).toBeInTheDocument());
    expect(input.value).toBe('typed as it arrived');
  });

  it('makes a click on a button that came before the code once the part is live: the first click opens', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const load = vi.fn(async () => {
      await arrived;
      return MoreForm;
    });
    const Deferred = deferUntilUsed('more', load);
    await act(async () => render(<Deferred />, { container: prerendered('more', <MoreForm />), hydrate: true }));
    const button = screen.getByRole('button', { name: 'Show more' });
    // Clicked while the code is on its way: React cannot handle it yet.
    await act(async () => {
      fireEvent.pointerDown(button);
      fireEvent.click(button);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => arrive());
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(button.textContent).toBe('Hide more');
    expect(screen.getByText('More fields').hidden).toBe(false);
    // Once live, a click is React's alone: made once, it closes.
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(button.textContent).toBe('Show more'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('loads at once when the part has something to show now, or is mounted after the page hydrated', async () => {
    const needed = vi.fn(async () => NoteForm);
    const WithDraft = deferUntilUsed('draft', needed, () => true);
    await act(async () =>
      render(<WithDraft title="Draft" />, {
        container: prerendered('draft', <NoteForm title="Draft" />),
        hydrate: true,
      }),
    );
    expect(needed).toHaveBeenCalledTimes(1);

    // Rendered, not hydrated: mounted by a client-side navigation.
    const later = vi.fn(async () => NoteForm);
    const Later = deferUntilUsed('later', later);
    await act(async () => render(<Later title="Later" />));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Later' })).toBeInTheDocument());
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('loads at once, with what was typed, when the visitor typed before the page had any code', async () => {
    const load = vi.fn(async () => NoteForm);
    const container = prerendered('early', <NoteForm title="Early" />);
    // Typed into the plain HTML page, before its scripts (and this module's listeners) arrived.
    (screen.getByLabelText('Note') as HTMLInputElement).value = 'before the scripts';
    const Early = deferUntilUsed('early', load);
    await act(async () => render(<Early title="Early" />, { container, hydrate: true }));
    expect(load).toHaveBeenCalledTimes(1);
    const input = screen.getByLabelText('Note') as HTMLInputElement;
    await act(async () => fireEvent.focus(input));
    await waitFor(() => expect(screen.getByText('live: before the scripts')).toBeInTheDocument());
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
