import { useState } from 'react';
import { STORAGE_PREFIX, storedValue } from '../../../lib/storage';

/** The open tab, kept for the browser tab's session so a reload comes back to it. */
export function useStoredTab<T extends string>(key: string, ids: readonly T[], fallback: T): [T, (tab: T) => void] {
  const store = storedValue(`${STORAGE_PREFIX}${key}`, 'session');
  const [tab, setTab] = useState<T>(() => {
    const saved = store.get() as T | null;
    return saved && ids.includes(saved) ? saved : fallback;
  });
  return [
    tab,
    (next: T) => {
      store.set(next);
      setTab(next);
    },
  ];
}
