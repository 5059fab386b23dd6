import {
  startTransition,
  Suspense,
  use,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  IsRestoringProvider,
  QueryClient,
  QueryClientProvider,
  useIsRestoring,
  useQueryClient,
} from '@tanstack/react-query';
import { HydratingPart, useHydrated } from './use-hydrated';
import { holdClicks } from './held-clicks';
import { whenIdleAfterLoad } from './use-when-idle';

/**
 * When a held-back part hydrates: it comes near the viewport, the visitor does anything on the
 * page (a pointer, a touch, a focus, a key), or the browser is idle a few seconds after the load.
 * Any interaction opens every part, because a navigation updates the router's context, and React
 * drops the prerendered HTML of a part still held back when its context changes (its Suspense
 * fallback, nothing, would show instead); a part already let through is hydrated first, at the
 * navigation's priority.
 */
const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** Hydrated a little before it scrolls into view, so that it is live when seen. */
const NEAR_VIEWPORT = '200px';

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
}

function newGate(opened: boolean): Gate {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  const gate: Gate = {
    opened: false,
    promise,
    open: () => {
      if (gate.opened) return;
      gate.opened = true;
      // Marked as React marks a promise it has seen settle: `use` reads it at once, without suspending.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  if (opened) gate.open();
  return gate;
}

/** The gates of the prerendered page still held back. */
const waiting = new Set<Gate>();

/** Lets every held-back part hydrate now: the first interaction calls it (see INTERACTIONS). */
function hydrateHeldParts(): void {
  for (const gate of waiting) gate.open();
  waiting.clear();
}

/**
 * The wrappers of parts not live yet. A click on one of their buttons is held and made again once
 * the part is live (the first interaction opens it); a button of a part loaded when used
 * (lib/defer-until-used) is that part's to hold.
 */
const notLive = new Set<HTMLElement>();
const heldClicks = holdClicks((target) =>
  target.closest('[data-deferred]') ? null : ([...notLive].find((wrapper) => wrapper.contains(target)) ?? null),
);

if (typeof window !== 'undefined') {
  for (const type of INTERACTIONS) window.addEventListener(type, hydrateHeldParts, { capture: true, passive: true });
  // Parts not yet seen nor used are hydrated when the browser is idle after the load: live (and
  // their data fresh) when reached, without competing with the first view.
  whenIdleAfterLoad(hydrateHeldParts);
}

const OPEN = newGate(true).promise;

/**
 * The data a held-back part sees while React hydrates it: none, as in the prerender. By the time
 * it hydrates, the page's own queries (the same lessons, claims or FAQs, or a cache restored from
 * storage) may have answered, and the part would render them in place of the prerendered
 * placeholders: a hydration mismatch (React error 418) and a client render of the part. Its queries
 * run nowhere until then (disabled). Once the part is live, everything goes to the page's client:
 * TanStack Query's hooks keep the client they were first made with, so this one hands its caches
 * and defaults on, and the part's queries then fetch, share and persist with the page's.
 */
const HANDED_OVER = ['getQueryCache', 'getMutationCache', 'defaultQueryOptions', 'defaultMutationOptions'] as const;

function heldQueryClient() {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  let page: QueryClient | undefined;
  for (const name of HANDED_OVER)
    Object.defineProperty(client, name, {
      value: (...args: unknown[]) => Reflect.apply(QueryClient.prototype[name], page ?? client, args),
    });
  /** From now on, the page's client answers for this one. */
  const handOver = (to: QueryClient) => {
    page = to;
  };
  return { client, handOver };
}

/** Suspends (React keeps the prerendered HTML, not hydrated) until its gate opens. */
function Gated({ gate, onLive, children }: { gate: Gate; onLive: () => void; children: ReactNode }) {
  // Only hydration waits for the gate; mounted after the page hydrated, it renders at once. (Should
  // React drop the prerendered HTML before the gate opens, the place stays empty until it opens:
  // near the viewport, at the first interaction or when the browser is idle.) `use` is called on every render, as React requires.
  use(useContext(HydratingPart) ? gate.promise : OPEN);
  useLayoutEffect(onLive, [onLive]);
  return children;
}

/**
 * A section of a prerendered page that React hydrates on its own, when it comes near the viewport
 * or the visitor first interacts with the page, not with the rest of the page: the page's
 * hydration is cut into pieces (each part is a Suspense boundary that commits on its own) and what
 * is below the fold costs nothing until it is seen. Until then its HTML is the prerendered one,
 * readable, and its links work (a click opens every part first, see INTERACTIONS). Mounted after
 * the page has hydrated (a client-side navigation) it renders at once. Its children must not
 * depend on data or state held outside it that changes before it hydrates: it shows the first
 * ones until then (React would drop its HTML if they changed). `now()`, asked once when it mounts,
 * says it has something to show at once that the prerender does not (a query in the URL).
 */
export function Hydrate({ children, now }: { children: ReactNode; now?: () => boolean }) {
  const hydrated = useHydrated();
  // Decided once, when mounted: the prerender and a client-side navigation render at once.
  const [gate] = useState(() => newGate(typeof window === 'undefined' || hydrated || (now?.() ?? false)));
  const [first] = useState(children);
  const [live, setLive] = useState(false);
  const pageData = useQueryClient();
  const restoring = useIsRestoring();
  // Hydrated with no data, as prerendered, also when let through at once (`now()`): React may still
  // hydrate the boundary after the page's data has come. Mounted after the page hydrated, no
  // hydration: the page's data at once.
  const [held] = useState(() => (typeof window === 'undefined' || hydrated ? undefined : heldQueryClient()));
  const wrapperRef = useRef<HTMLDivElement | null>(null);
  const onLive = useCallback(() => {
    held?.handOver(pageData);
    startTransition(() => setLive(true));
    const wrapper = wrapperRef.current;
    if (wrapper) notLive.delete(wrapper);
    heldClicks.release(wrapper);
  }, [held, pageData]);
  const shown = live ? children : first;
  // The same element until the part is live: an update would make React drop its prerendered HTML.
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <QueryClientProvider client={live || !held ? pageData : held.client}>
          <HydratingPart value={!live && !!held}>
            <Gated gate={gate} onLive={onLive}>
              {shown}
            </Gated>
          </HydratingPart>
        </QueryClientProvider>
      </Suspense>
    ),
    [gate, onLive, shown, live, pageData, held],
  );
  const watch = useCallback(
    (wrapper: HTMLDivElement | null) => {
      if (!wrapper) return;
      wrapperRef.current = wrapper;
      if (held) notLive.add(wrapper);
      const forget = () => {
        notLive.delete(wrapper);
        heldClicks.forget(wrapper);
      };
      if (gate.opened) return forget;
      // The wrapper has no box (display: contents): its elements are watched.
      const targets = [...wrapper.children];
      if (targets.length === 0 || typeof IntersectionObserver === 'undefined') {
        gate.open();
        return forget;
      }
      waiting.add(gate);
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          waiting.delete(gate);
          gate.open();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      for (const target of targets) observer.observe(target);
      return () => {
        observer.disconnect();
        waiting.delete(gate);
        forget();
      };
    },
    [gate, held],
  );
  return (
    <div ref={watch} className="contents">
      {/* The end of the cache's restore from storage changes TanStack Query's isRestoring above
          every part; React drops the prerendered HTML of a part still held back when a context
          above it changes. A provider of its own, unchanged until the part is live, keeps the
          change out (React stops at the nearest provider of a context). */}
      <IsRestoringProvider value={live || !held ? restoring : false}>{part}</IsRestoringProvider>
    </div>
  );
}
