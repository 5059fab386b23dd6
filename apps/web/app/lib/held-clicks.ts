/**
 * Clicks on the buttons of a part React has not hydrated yet (lib/hydrate, lib/defer-until-used).
 * React stops a click aimed at such a part, or hydrates the part at once to handle it when it can,
 * so the part's own handlers may never hear it: the window hears it first, in the capture phase.
 * The button's place among the part's buttons is noted (hydrating keeps the prerendered elements)
 * and the button is clicked again once the part is live, so that the first click does what it
 * says. A submit button is left to its form. A click React could handle (it hydrated the part while
 * dispatching it) reaches the window again, bubbling, and is not made twice.
 */
export function holdClicks(
  /** The part a click's target is in, while that part is not live; otherwise null. */
  partOf: (target: Element) => HTMLElement | null,
  /** Told of each click held (a part loaded when used starts loading). */
  onHeld: (part: HTMLElement) => void = () => {},
) {
  const held = new Map<HTMLElement, number>();
  const partHit = (event: Event) => (event.target instanceof Element ? partOf(event.target) : null);
  if (typeof window !== 'undefined') {
    window.addEventListener(
      'click',
      (event) => {
        const part = partHit(event);
        const button = part && (event.target as Element).closest('button');
        if (!part || !button || button.type === 'submit') return;
        held.set(part, [...part.querySelectorAll('button')].indexOf(button));
        onHeld(part);
      },
      { capture: true },
    );
    window.addEventListener('click', (event) => {
      const part = partHit(event);
      if (part) held.delete(part);
    });
  }
  return {
    /** The part is live: the click held for it, if any, is made again, after the event being dispatched. */
    release(part: HTMLElement | null): void {
      const index = part ? held.get(part) : undefined;
      if (!part || index === undefined) return;
      held.delete(part);
      window.setTimeout(() => part.querySelectorAll('button')[index]?.click());
    },
    /** The part is gone before it was live. */
    forget(part: HTMLElement): void {
      held.delete(part);
    },
  };
}
