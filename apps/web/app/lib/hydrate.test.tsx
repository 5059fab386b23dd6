import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { IsRestoringProvider, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, type RenderOptions } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hydrate } from './hydrate';

/** A section that says whether React has hydrated it (its effect ran). */
function Section({ title }: { title: string }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <output>{live ? 'live' : 'static'}</output>
    </section>
  );
}

/** A section showing data the page may already have when the section hydrates (lessons, claims). */
function Claims() {
  const { data } = useQuery({ queryKey: ['claims'], queryFn: async () => 'the claims' });
  return <p>{data ?? 'placeholder'}</p>;
}

/** The page's query client around the tree, as root.tsx provides it. */
const pageData = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
const withPageData: RenderOptions['wrapper'] = ({ children }) => (
  <QueryClientProvider client={pageData}>{children}</QueryClientProvider>
);

/** The HTML the prerender writes for <Hydrate>: a wrapper without a box and a Suspense boundary. */
const prerendered = (...parts: React.ReactElement[]) => {
  const container = document.createElement('div');
  container.innerHTML = parts
    .map((part) => `<div class="contents"><!--$-->${renderToString(part)}<!--/$--></div>`)
    .join('');
  document.body.append(container);
  return container;
};

/** A stand-in IntersectionObserver: `show()` tells every observer its targets came into view. */
let observers: Array<{ callback: IntersectionObserverCallback; targets: Element[]; disconnected: boolean }> = [];
const show = () =>
  act(async () => {
    for (const observer of observers.filter((o) => !o.disconnected)) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
      observer.callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
    }
  });

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry;
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] as Element[], disconnected: false };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('Hydrate', () => {
  it('keeps the prerendered section as it is, not hydrated, until it comes into view', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = prerendered(<Section title="Benefits" />);
    const section = container.querySelector('section');

    await act(async () =>
      render(
        <Hydrate>
          <Section title="Benefits" />
        </Hydrate>,
        { container, hydrate: true, wrapper: withPageData },
      ),
    );
    expect(screen.getByText('static')).toBeInTheDocument();
    expect(observers[0].targets).toEqual([section]);

    await show();
    expect(await screen.findByText('live')).toBeInTheDocument();
    // Hydrated in place: the same element, no mismatch.
    expect(container.querySelector('section')).toBe(section);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('hydrates every held-back section at the first interaction with the page', async () => {
    const container = prerendered(<Section title="One" />, <Section title="Two" />);
    await act(async () =>
      render(
        <>
          <Hydrate>
            <Section title="One" />
          </Hydrate>
          <Hydrate>
            <Section title="Two" />
          </Hydrate>
        </>,
        { container, hydrate: true, wrapper: withPageData },
      ),
    );
    expect(screen.getAllByText('static')).toHaveLength(2);
    await act(async () => void fireEvent.pointerDown(document.body));
    expect(await screen.findAllByText('live')).toHaveLength(2);
  });

  it('makes a click on a button of a held part again once the part is live: the first click works', async () => {
    function Starter() {
      const [started, setStarted] = useState(false);
      return (
        <section aria-label="Quiz">
          <button type="button" onClick={() => setStarted(true)}>
            Start
          </button>
          <output>{started ? 'started' : 'not started'}</output>
        </section>
      );
    }
    const container = prerendered(<Starter />);
    await act(async () =>
      render(
        <Hydrate>
          <Starter />
        </Hydrate>,
        { container, hydrate: true, wrapper: withPageData },
      ),
    );
    // Clicked while the part is not hydrated: React cannot handle it yet.
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Start' })));
    await show();
    expect(await screen.findByText('started')).toBeInTheDocument();
  });

  it('stays held, its HTML kept, when the cache restore ends above it (isRestoring changes)', async () => {
    const errors = vi.spyOn(console, 'error');
    const held = (
      <>
        <Section title="Held" />
        <Claims />
      </>
    );
    const container = prerendered(<QueryClientProvider client={new QueryClient()}>{held}</QueryClientProvider>);
    const section = container.querySelector('section');
    const page = (restoring: boolean) => (
      <IsRestoringProvider value={restoring}>
        <Hydrate>{held}</Hydrate>
      </IsRestoringProvider>
    );
    const { rerender } = await act(async () => render(page(true), { container, hydrate: true, wrapper: withPageData }));
    await act(async () => rerender(page(false)));
    // Neither hydrated nor dropped: the same prerendered element, still static.
    expect(container.querySelector('section')).toBe(section);
    expect(screen.getByText('static')).toBeInTheDocument();
    await show();
    expect(await screen.findByText('live')).toBeInTheDocument();
    expect(container.querySelector('section')).toBe(section);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('keeps its prerendered HTML when the page re-renders it before it hydrates, then shows the new props', async () => {
    const container = prerendered(<Section title="First" />);
    const { rerender } = await act(async () =>
      render(
        <Hydrate>
          <Section title="First" />
        </Hydrate>,
        { container, hydrate: true, wrapper: withPageData },
      ),
    );
    // A parent re-render with other props outside a transition: React would drop a boundary's
    // HTML it could not hydrate; Hydrate holds the first props instead.
    await act(async () =>
      rerender(
        <Hydrate>
          <Section title="Second" />
        </Hydrate>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByText('static')).toBeInTheDocument();

    await show();
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByText('live')).toBeInTheDocument();
  });

  it('hydrates with no data, as prerendered, though the page has it by then; then shows it', async () => {
    const errors = vi.spyOn(console, 'error');
    pageData.setQueryData(['claims'], 'the claims');
    const container = prerendered(<p>placeholder</p>);
    await act(async () =>
      render(
        <Hydrate>
          <Claims />
        </Hydrate>,
        { container, hydrate: true, wrapper: withPageData },
      ),
    );
    await show();
    expect(await screen.findByText('the claims')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    pageData.clear();
  });

  it('hydrates with no data when now() lets it through at once too, then shows the data', async () => {
    const errors = vi.spyOn(console, 'error');
    pageData.setQueryData(['claims'], 'the claims');
    const container = prerendered(<p>placeholder</p>);
    await act(async () =>
      render(
        <Hydrate now={() => true}>
          <Claims />
        </Hydrate>,
        { container, hydrate: true, wrapper: withPageData },
      ),
    );
    expect(await screen.findByText('the claims')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    pageData.clear();
  });

  it("once live, its queries are the page's: fetched into the page's client, and updated with it", async () => {
    function Faqs() {
      const { data } = useQuery({ queryKey: ['faqs'], queryFn: async () => 'the faqs' });
      return <p>{data ?? 'loading'}</p>;
    }
    pageData.setQueryData(['claims'], 'the claims');
    const container = prerendered(<p>placeholder</p>, <p>loading</p>);
    await act(async () =>
      render(
        <>
          <Hydrate>
            <Claims />
          </Hydrate>
          <Hydrate>
            <Faqs />
          </Hydrate>
        </>,
        { container, hydrate: true, wrapper: withPageData },
      ),
    );
    await show();
    expect(await screen.findByText('the faqs')).toBeInTheDocument();
    // Kept where the page keeps its data (persisted to storage from there, shared with its other parts).
    expect(pageData.getQueryData(['faqs'])).toBe('the faqs');
    // What the page's client learns later (a sign-in, a saved answer) shows in the part.
    await act(async () => pageData.setQueryData(['claims'], 'the claims, updated'));
    expect(await screen.findByText('the claims, updated')).toBeInTheDocument();
    pageData.clear();
  });

  it('renders at once when mounted on a page already hydrated, or when now() says so', async () => {
    await act(async () =>
      render(
        <Hydrate now={() => true}>
          <Section title="Now" />
        </Hydrate>,
        { wrapper: withPageData },
      ),
    );
    expect(await screen.findByText('live')).toBeInTheDocument();
    expect(observers).toHaveLength(0);
  });
});
