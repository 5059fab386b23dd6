import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type SyntheticEvent } from 'react';

/** The prerender renders everything; in the browser this turns true once the page has hydrated. */
let pageHydrated = typeof window === 'undefined';
export const markPageHydrated = () => {
  pageHydrated = true;
};

/** What the visitor typed into the prerendered fields before the code arrived, by field name. */
export type TypedValues = Record<string, string>;

/** A form's default values with what was typed before its code loaded in place of the defaults. */
export function withTyped<Values extends object>(defaults: Values, typed: TypedValues = {}): Values {
  const values = { ...defaults } as Record<string, unknown>;
  for (const name of Object.keys(defaults)) if (typed[name]) values[name] = typed[name];
  return values as Values;
}

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

/**
 * A part of a prerendered page whose code loads when the visitor first reaches for it (pointer,
 * touch, focus, a key or a submit inside it), not with the page: its prerendered HTML stays as it
 * is until then, readable and focusable, and hydrates when the code arrives (a submit made
 * meanwhile is held and then made). What the part shows must not depend on data that arrives
 * after the page: that belongs outside it. Mounted after the page
 * has hydrated (a client-side navigation), or when `neededNow()` says the part has something to
 * show at once (a saved draft), it loads at once. The component gets `typed`: values typed into
 * its fields meanwhile, to start from.
 */
export function deferUntilUsed<Props extends object>(
  load: () => Promise<ComponentType<Props & { typed?: TypedValues }>>,
  neededNow: () => boolean = () => false,
): ComponentType<Props> {
  let open!: () => void;
  const wanted = new Promise<void>((resolve) => (open = resolve));
  let state: 'waiting' | 'loading' | 'live' = 'waiting';
  let typed: TypedValues = {};
  let container: HTMLElement | null = null;
  let heldSubmit = false;
  const Live = lazy(async () => {
    await wanted;
    const Component = await load();
    // What the visitor typed while the code was on its way.
    typed = typedValues(container);
    state = 'live';
    // It hydrates with the props of the prerendered HTML (Preact does not correct attributes while
    // hydrating), then renders with the props of now.
    function Hydrating({ first, now }: { first: Props; now: Props }) {
      const [hydrated, setHydrated] = useState(false);
      // The typed values are the first instance's only: a later one (another page) starts empty.
      const [ownTyped] = useState(() => {
        const taken = typed;
        typed = {};
        return taken;
      });
      useEffect(() => setHydrated(true), []);
      // A submit held while the code was on its way goes through now.
      useEffect(() => {
        if (!hydrated || !heldSubmit) return;
        heldSubmit = false;
        container?.querySelector('form')?.requestSubmit();
      }, [hydrated]);
      return <Component {...(hydrated ? now : first)} typed={ownTyped} />;
    }
    return { default: Hydrating };
  });

  return function Deferred(props: Props) {
    const element = useRef<HTMLDivElement>(null);
    const first = useRef(props);
    const start = () => {
      if (state !== 'waiting') return;
      state = 'loading';
      container = element.current;
      open();
    };
    // Decided once, when mounted: during the hydration of a prerendered page, or after it.
    const [loadAtOnce] = useState(() => pageHydrated || (typeof window !== 'undefined' && neededNow()));
    if (loadAtOnce) start();
    // A submit before the code is there would send the form the browser's way: it waits for the code.
    const holdSubmit = (event: SyntheticEvent) => {
      if (state === 'live') return;
      event.preventDefault();
      heldSubmit = true;
      start();
    };
    return (
      <div
        ref={element}
        // Listens to what happens inside; it has no role of its own.
        role="presentation"
        className="contents"
        onPointerOver={start}
        onPointerDown={start}
        onTouchStart={start}
        onFocus={start}
        onKeyDown={start}
        onSubmit={holdSubmit}
      >
        <Suspense fallback={null}>
          <Live first={first.current} now={props} />
        </Suspense>
      </div>
    );
  };
}
