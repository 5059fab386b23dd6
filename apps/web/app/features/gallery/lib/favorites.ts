import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccount } from '../../../lib/account';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { storedJson } from '../../../lib/storage';

interface Favorite {
  promptId: string;
}

const local = storedJson<Favorite[]>('favorites', []);
const NONE: Favorite[] = [];

/** A favorite the server could not take now (offline, busy): kept in the browser for the next try. */
const worthRetrying = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' && (!(result.reason instanceof ApiError) || result.reason.retryable);

/**
 * Favorites: in this browser for anonymous visitors; on the server for a signed-in user, into
 * which the browser's favorites are merged once signed in. One the server did not take for a
 * passing reason stays in the browser and is merged on the next page; one it refused for good
 * (the prompt is gone, the account is full) is dropped.
 */
export function useFavorites() {
  const { account } = useAccount();
  const queryClient = useQueryClient();
  const [anonymous, setAnonymous] = useState<Favorite[]>([]);
  const key = ['users', account?.userId, 'favorites'];
  const server = useQuery({
    queryKey: key,
    queryFn: () => apiRequest<{ favorites: Favorite[] }>(`/users/${account!.userId}/favorites`),
    enabled: Boolean(account),
    meta: { persist: false },
  });

  useEffect(() => setAnonymous(local.get()), []);
  useEffect(() => {
    if (!account) return;
    const pending = local.get();
    if (pending.length === 0) return;
    void Promise.allSettled(
      pending.map((f) => apiRequest(`/users/${account.userId}/favorites/${f.promptId}`, { method: 'POST' })),
    ).then((results) => {
      const left = pending.filter((_, i) => worthRetrying(results[i]!));
      local.set(left);
      setAnonymous(left);
      void queryClient.invalidateQueries({ queryKey: ['users', account.userId, 'favorites'] });
    });
  }, [account, queryClient]);

  const favorites = account ? (server.data?.favorites ?? NONE) : anonymous;
  const ids = useMemo(() => new Set(favorites.map((f) => f.promptId)), [favorites]);

  const toggle = useCallback(
    async (promptId: string) => {
      const has = ids.has(promptId);
      if (account) {
        const result = await apiRequest<{ favorites: Favorite[] }>(`/users/${account.userId}/favorites/${promptId}`, {
          method: has ? 'DELETE' : 'POST',
        });
        queryClient.setQueryData(['users', account.userId, 'favorites'], result);
        return;
      }
      const next = has ? anonymous.filter((f) => f.promptId !== promptId) : [...anonymous, { promptId }];
      local.set(next);
      setAnonymous(next);
    },
    [account, anonymous, ids, queryClient],
  );

  return { ids, isFavorite: (id: string) => ids.has(id), toggle: (id: string) => void toggle(id) };
}
