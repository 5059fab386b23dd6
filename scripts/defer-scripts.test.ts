import { describe, expect, it, vi } from 'vitest';
import { deferScripts } from './defer-scripts.mjs';

/** The shape React Router 8's <Scripts /> gives a prerendered page. */
const PAGE = [
  '<html><head><title>t</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/framework-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/>',
  '<link rel="modulepreload" href="/assets/home-1.js"/><style>p{}</style></head><body><p>Hello</p>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js"; import * as route0 from "/assets/root-1.js"; import * as route1 from "/assets/home-1.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '',
  'import("/assets/entry.client-1.js");</script></body></html>',
].join('');

const moduleCode = (html: string) => /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1];

/** Runs the module script's code with a browser stand-in; `paint()` makes the first contentful paint. */
function run(code: string) {
  const imported: string[] = [];
  const preloaded: string[] = [];
  const observers: Array<(list: { getEntries: () => Array<{ name: string }> }) => void> = [];
  const listeners: Array<{ type: string; listener: (event: { target: unknown }) => void; capture: boolean }> = [];
  const win: Record<string, unknown> = {
    addEventListener: (type: string, listener: (event: { target: unknown }) => void, capture: boolean) =>
      listeners.push({ type, listener, capture }),
  };
  const env = {
    window: win,
    Element: FakeElement,
    performance: { getEntriesByType: () => [] },
    PerformanceObserver: class {
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 0),
    setTimeout,
    document: {
      createElement: () => ({}),
      head: { append: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`) },
    },
    load: (url: string) => {
      imported.push(url);
      return Promise.resolve({ url });
    },
  };
  const body = code.replaceAll('import(', 'load(');
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const done = new AsyncFunction(...Object.keys(env), body)(...Object.values(env));
  const paint = () => {
    for (const observer of observers) observer({ getEntries: () => [{ name: 'first-contentful-paint' }] });
  };
  const click = (target: unknown) => {
    for (const { type, listener } of listeners) if (type === 'click') listener({ target });
  };
  return { done, paint, imported, preloaded, win, listeners, click };
}

/** An element inside a button of the given type (or outside any button: null). */
class FakeElement {
  constructor(readonly button: { type: string } | null) {}
  closest(selector: string) {
    return selector === 'button' ? this.button : null;
  }
}

describe('deferScripts', () => {
  it('drops the modulepreload links and keeps the rest of the page', () => {
    const html = deferScripts(PAGE);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain(
      '<style>p{}</style></head><body><p>Hello</p><script>window.__reactRouterContext = {};</script>',
    );
    expect(moduleCode(html)).not.toMatch(/\bimport\s+["*]/);
  });

  it('loads nothing before the first contentful paint, then the same modules and preloads, the entry last', async () => {
    vi.useFakeTimers();
    try {
      const page = run(moduleCode(deferScripts(PAGE)));
      await vi.advanceTimersByTimeAsync(1000);
      expect(page.imported).toEqual([]);
      expect(page.preloaded).toEqual([]);

      page.paint();
      await vi.advanceTimersByTimeAsync(20);
      await page.done;
      expect(page.preloaded).toEqual(
        ['manifest-1', 'entry.client-1', 'framework-1', 'root-1', 'home-1'].map((n) => `modulepreload /assets/${n}.js`),
      );
      expect(page.imported).toEqual([
        '/assets/manifest-1.js',
        '/assets/root-1.js',
        '/assets/home-1.js',
        '/assets/entry.client-1.js',
      ]);
      expect(page.win.__reactRouterRouteModules).toEqual({
        root: { url: '/assets/root-1.js' },
        'routes/home': { url: '/assets/home-1.js' },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads after 3 s when no paint comes (a tab opened in the background)', async () => {
    vi.useFakeTimers();
    try {
      const page = run(moduleCode(deferScripts(PAGE)));
      await vi.advanceTimersByTimeAsync(2_900);
      expect(page.imported).toEqual([]);
      await vi.advanceTimersByTimeAsync(200);
      await page.done;
      expect(page.imported).toContain('/assets/entry.client-1.js');
    } finally {
      vi.useRealTimers();
    }
  });

  it('notes the last button clicked before the code runs, from its first line, not a submit button', () => {
    const page = run(moduleCode(deferScripts(PAGE)));
    expect(page.listeners.map(({ type, capture }) => [type, capture])).toEqual([['click', true]]);
    const start = { type: 'button' };
    page.click(new FakeElement({ type: 'button' }));
    page.click(new FakeElement(start));
    page.click(new FakeElement({ type: 'submit' }));
    page.click(new FakeElement(null));
    page.click('not an element');
    expect(page.win.__earlyClick).toBe(start);
    // The app's code has started (lib/early-clicks): nothing more is noted.
    page.win.__earlyClick = null;
    page.click(new FakeElement({ type: 'button' }));
    expect(page.win.__earlyClick).toBeNull();
  });

  it('leaves a page without React Router scripts as it is', () => {
    expect(deferScripts('<html><body><p>x</p></body></html>')).toBe('<html><body><p>x</p></body></html>');
  });
});
