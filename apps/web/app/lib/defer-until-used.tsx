import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import { holdClicks } from './held-clicks';
import { useHydrated } from './use-hydrated';

/** What the visitor typed into the prerendered fields before the code arrived, by field name. */
export type TypedValues = Record<string, string>;

/** A form's default values with what was typed before its code loaded in place of the defaults. */
export function withTyped<Values extends object>(defaults: Values, typed: TypedValues = {}): Values {
  const values = { ...defaults } as Record<string, unknown>;
  for (const name of Object.keys(defaults)) if (typed[name]) values[name] = typed[name];
  return values as Values;
}

/** The events that say the visitor reaches for a part (`focusin`: a focus, which bubbles). */
const REACHING = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const changed = (control: Element): control is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  control instanceof HTMLSelectElement
    ? [...control.options].some((option) => option.selected !== option.defaultSelected)
    : (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
      control.value !== control.defaultValue;

function typedValues(container: HTMLElement | null): TypedValues {
  const values: TypedValues = {};
  for (const form of container?.querySelectorAll('form') ?? []) {
    for (const control of form.elements) if (changed(control) && control.name) values[control.name] = control.value;
  }
  return values;
}

const wrapperOf = (name: string) => document.querySelector<HTMLElement>(`[data-deferred="${name}"]`);

/** The prerendered part has a field the visitor typed into, or the focus, before its code ran. */
function reachedBeforeCode(name: string): boolean {
  const at = wrapperOf(name);
  return !!at && (Object.keys(typedValues(at)).length > 0 || at.contains(document.activeElement));
}

/**
 * A part of a prerendered page whose code loads when the visitor first reaches for it (pointer,
 * touch, focus, a key or a submit inside it), not with the page: its prerendered HTML stays as it
 * is until then, readable and focusable, and hydrates when the code arrives. A submit or a click on
 * a button made meanwhile is held and then made, so the first click opens what it names (e.g. the
 * coach's 'Show advanced options'). What the part shows must not depend on data that arrives
 * after the page: that belongs outside it. Mounted after the page
 * has hydrated (a client-side navigation), or when `neededNow()` says the part has something to
 * show at once (a saved draft), it loads at once. The component gets `typed`: values typed into
 * its fields meanwhile, to start from.
 */
export function deferUntilUsed<Props extends object>(
  /** Marks the part's wrapper in the HTML (`data-deferred`): unique on a page. */
  name: string,
  load: () => Promise<ComponentType<Props & { typed?: TypedValues }>>,
  neededNow: () => boolean = () => false,
): ComponentType<Props> {
  let open!: () => void;
  const wanted = new Promise<void>((resolve) => (open = resolve));
  let state: 'waiting' | 'loading' | 'live' = 'waiting';
  // The first instance takes what was typed; a later one (another page) starts empty.
  let typedTaken = false;
  let container: HTMLElement | null = null;
  let heldSubmit = false;
  /** Starts loading the code, once: `at` is the part's wrapper, where typed values are read from. */
  const start = (at: HTMLElement | null) => {
    if (state !== 'waiting') return;
    state = 'loading';
    container = at;
    open();
  };
  // React holds back (stops) the events aimed at a part it has not hydrated yet, so the part's
  // wrapper cannot hear them: the window hears them first, in the capture phase, from the moment
  // this module runs (also before React has hydrated the page). A submit before the code is there
  // would send the form the browser's way: it waits for the code. A click on a button is held too
  // (lib/held-clicks), and starts loading the code.
  const partOf = (target: Element) =>
    state === 'live' ? null : target.closest<HTMLElement>(`[data-deferred="${name}"]`);
  const heldClicks = holdClicks(partOf, start);
  if (typeof window !== 'undefined') {
    const wrapper = (event: Event) => (event.target instanceof Element ? partOf(event.target) : null);
    const reach = (event: Event) => {
      const at = wrapper(event);
      if (at) start(at);
    };
    const submit = (event: Event) => {
      const at = wrapper(event);
      if (!at) return;
      event.preventDefault();
      heldSubmit = true;
      start(at);
    };
    for (const type of REACHING) window.addEventListener(type, reach, { capture: true, passive: true });
    window.addEventListener('submit', submit, { capture: true });
  }
  const Live = lazy(async () => {
    await wanted;
    const Component = await load();
    function Hydrating({ props, onHydrated }: { props: Props; onHydrated: () => void }) {
      // What the visitor typed while the code was on its way, read as the part hydrates (not when
      // the code arrived: a key may come in between). The first instance's only.
      const [ownTyped] = useState(() => {
        if (typedTaken) return {};
        typedTaken = true;
        return typedValues(container);
      });
      // Live in the commit that hydrates the part: from then on React handles its events itself.
      useLayoutEffect(() => {
        state = 'live';
      }, []);
      useEffect(() => {
        onHydrated();
        // A click or a submit held while the code was on its way is made now (the same elements:
        // hydrating keeps the prerendered ones).
        heldClicks.release(container);
        if (!heldSubmit) return;
        heldSubmit = false;
        container?.querySelector('form')?.requestSubmit();
      }, [onHydrated]);
      return <Component {...props} typed={ownTyped} />;
    }
    return { default: Hydrating };
  });

  return function Deferred(props: Props) {
    const [first] = useState(props);
    // Decided once, when mounted: while React hydrates a prerendered page it waits, after that (a
    // client-side navigation) it loads at once; the prerender renders everything.
    const hydrated = useHydrated();
    // So does a part the visitor reached for before this code ran (the page's scripts come after
    // its first paint): a field typed into, or holding the focus.
    const [loadAtOnce] = useState(
      () => typeof window === 'undefined' || hydrated || neededNow() || reachedBeforeCode(name),
    );
    if (loadAtOnce) start(typeof document === 'undefined' ? null : wrapperOf(name));
    // Until the part has hydrated it gets the props of the prerendered HTML, as the same element:
    // React drops a dehydrated Suspense boundary's HTML when it is updated outside a transition.
    const [partHydrated, setPartHydrated] = useState(false);
    const onHydrated = useCallback(() => setPartHydrated(true), []);
    const shown = partHydrated ? props : first;
    const part = useMemo(
      () => (
        <Suspense fallback={null}>
          <Live props={shown} onHydrated={onHydrated} />
        </Suspense>
      ),
      [shown, onHydrated],
    );
    return (
      <div data-deferred={name} className="contents">
        {part}
      </div>
    );
  };
}
