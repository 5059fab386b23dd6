/** Browser storage that tolerates private mode, disabled storage and prerendering. */
function store(kind: 'local' | 'session'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function storedValue(key: string, kind: 'local' | 'session' = 'local') {
  return {
    get(): string | null {
      try {
        return store(kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(value: string | null): void {
      try {
        if (value === null) store(kind)?.removeItem(key);
        else store(kind)?.setItem(key, value);
      } catch {
        // Storage full or blocked: the app keeps working without persistence.
      }
    },
  };
}

export const STORAGE_PREFIX = 'ai4n.';
export const authToken = storedValue(`${STORAGE_PREFIX}token`);
export const localStore = () => store('local');
