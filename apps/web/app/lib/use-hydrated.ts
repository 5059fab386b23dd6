import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { replayEarlyClick } from './early-clicks';

/**
 * Set once the first effect of the page has run: React has hydrated the page's HTML (a click made
 * before React ran is made again then, lib/early-clicks).
 */
let pageHydrated = false;

/**
 * True inside a part of the page that React hydrates on its own, later than the page (lib/hydrate):
 * it is still hydrating, though the page around it has.
 */
export const HydratingPart = createContext(false);

/**
 * False while React hydrates a prerendered page, true afterwards. State that depends on the
 * URL query or the browser must wait for it, or the first render would not match the HTML. A part
 * mounted after the page hydrated (a client-side navigation) is true at once.
 *
 * Not `useSyncExternalStore` with a server snapshot: after hydration React re-renders every such
 * component synchronously (SyncLane) and flushes the effects of that render in the same task, one
 * long task per part. Here the switch is a transition, which React renders in slices.
 */
export function useHydrated(): boolean {
  const inHydratingPart = useContext(HydratingPart);
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && pageHydrated && !inHydratingPart);
  useEffect(() => {
    if (!pageHydrated) {
      pageHydrated = true;
      replayEarlyClick();
    }
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/** For component tests: the next render is a new page's, hydrating. */
export function newPageForTests(): void {
  pageHydrated = false;
}
