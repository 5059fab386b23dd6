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

/** A JSON value in localStorage; unreadable or missing data reads as the fallback. */
export function storedJson<T>(key: string, fallback: T) {
  const raw = storedValue(`${STORAGE_PREFIX}${key}`);
  return {
    get(): T {
      const text = raw.get();
      if (!text) return fallback;
      try {
        return JSON.parse(text) as T;
      } catch {
        return fallback;
      }
    },
    set(value: T | null): void {
      raw.set(value === null ? null : JSON.stringify(value));
    },
  };
}
