import { useEffect, useState } from 'react';

/** How long after the page has loaded background work waits, at least. */
export const AFTER_LOAD_MS = 5_000;

/**
 * Calls `work` once the page has loaded, a few seconds have passed and the browser is idle; returns
 * a function that cancels it. For work no view needs yet, so that it never competes with the first
 * view or the visitor's first taps.
 */
export function whenIdleAfterLoad(work: () => void): () => void {
  let timer: number | undefined;
  let callback: number | undefined;
  const whenIdle = () => {
    timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) callback = window.requestIdleCallback(work, { timeout: AFTER_LOAD_MS });
      else work();
    }, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    window.clearTimeout(timer);
    if (callback !== undefined) window.cancelIdleCallback(callback);
  };
}

/**
 * False until the page has loaded, a few seconds have passed and the browser is idle: for work no
 * view needs yet (the gallery's offline copy, 3 MB of JSON to parse and keep in storage).
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  return idle;
}
