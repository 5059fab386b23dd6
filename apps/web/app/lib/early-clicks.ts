/**
 * Clicks made before React ran. A built page loads its scripts after its first paint (decision
 * 0081): on a slow phone a visitor can see and tap a button a second or more before any code is
 * there, and the tap would do nothing. The page's inline script (scripts/defer-scripts.mjs) notes
 * the last button clicked meanwhile (not a submit button: its form is the browser's until then) in
 * `window.__earlyClick` (the last only: a visitor tapping a button that does not answer taps it
 * again). The app's code takes it and stops the noting (null) as it starts, and once React has
 * hydrated the page the button is clicked again: as a click made then, it reaches what React and
 * the parts hydrated later (lib/hydrate, lib/defer-until-used) do with any click.
 */
declare global {
  interface Window {
    __earlyClick?: Element | null;
  }
}

let heard: Element | null = null;

/** The app's code has started: from now on React hears the clicks. */
export function stopEarlyClicks(): void {
  heard = window.__earlyClick ?? null;
  window.__earlyClick = null;
}

/** React has hydrated the page: the early click is made again. */
export function replayEarlyClick(): void {
  const button = heard;
  heard = null;
  if (button instanceof HTMLElement && button.isConnected) button.click();
}
