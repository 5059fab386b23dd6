import { useCallback, useEffect, useState } from 'react';
import { storedJson } from '../../../lib/storage';

interface Favorite {
  promptId: string;
}

const store = storedJson<Favorite[]>('favorites', []);

/** Favorites of an anonymous visitor, kept in this browser. */
export function useFavorites() {
  const [favorites, setFavorites] = useState<Favorite[]>([]);
  useEffect(() => setFavorites(store.get()), []);
  const toggle = useCallback((promptId: string) => {
    const current = store.get();
    const next = current.some((f) => f.promptId === promptId) ? current.filter((f) => f.promptId !== promptId) : [...current, { promptId }];
    store.set(next);
    setFavorites(next);
  }, []);
  const ids = new Set(favorites.map((f) => f.promptId));
  return { ids, isFavorite: (id: string) => ids.has(id), toggle };
}
