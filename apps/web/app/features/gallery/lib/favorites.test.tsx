import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInBrowser } from '../../../../test/account';
import { useFavorites } from './favorites';

const USER = 'u1';

function Favorites() {
  const { ids } = useFavorites();
  return <p data-testid="ids">{[...ids].sort().join(',')}</p>;
}

/** A browser signed in as USER, holding these favorites from before it signed in. */
function signedInWith(favorites: string[]) {
  signInBrowser(USER);
  localStorage.setItem('ai4n.favorites', JSON.stringify(favorites.map((promptId) => ({ promptId }))));
}

/** The server: takes the favorites in `takes`, answers `refusals` with their status, keeps what it took. */
function server(takes: string[], refusals: Record<string, number> = {}) {
  const kept: string[] = [];
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const id = /\/favorites\/(.+)$/.exec(url)?.[1];
    if (init?.method === 'POST' && id) {
      if (refusals[id]) return answer(refusals[id], { message: 'no' });
      if (takes.includes(id)) kept.push(id);
    }
    return answer(200, { favorites: kept.map((promptId) => ({ promptId })) });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const stored = () => JSON.parse(localStorage.getItem('ai4n.favorites') ?? 'null');

afterEach(() => vi.unstubAllGlobals());

describe('favorites merged into the account', () => {
  it("moves the browser's favorites to the account and clears them from the browser", async () => {
    signedInWith(['a', 'b']);
    server(['a', 'b']);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Favorites />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('ids').textContent).toBe('a,b'));
    expect(stored()).toEqual([]);
  });

  it('keeps in the browser a favorite the server could not take now, and drops one it refused for good', async () => {
    signedInWith(['a', 'busy', 'gone']);
    const fetch = server(['a'], { busy: 503, gone: 404 });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Favorites />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(stored()).toEqual([{ promptId: 'busy' }]));
    await waitFor(() => expect(screen.getByTestId('ids').textContent).toBe('a'));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(3);
  });
});
