import { FAQ_TAB_BY_ROUTE, SCROLL_TO_FAQ_DELAY_MS, type FaqCategory } from '@ai4n/shared';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

const behavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: behavior() });
}

/** To the top at once, whatever the page's CSS says (`scroll-behavior: smooth`). */
export function jumpToTop(): void {
  window.scrollTo({ top: 0, behavior: 'instant' });
}

/** How long a page just opened is held at its top once it has loaded, unless the visitor scrolls first. */
export const SETTLE_MS = 500;

/**
 * A page just opened (typed, reloaded, linked from elsewhere) starts at its top and stays there while
 * it settles: a position restored into it (the browser's on a reload, React Router's from session
 * storage, both smooth under `scroll-behavior: smooth`) can go on moving the page after a first
 * jump. Any scroll not asked for is undone until the page has loaded and `settleMs` more have
 * passed, or the visitor scrolls, clicks, touches or types. Returns a function that stops it.
 */
export function holdAtTop(settleMs = SETTLE_MS): () => void {
  const userInput = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  let timer: number | undefined;
  const undo = () => {
    if (window.scrollY !== 0) jumpToTop();
  };
  const settle = () => {
    timer = window.setTimeout(stop, settleMs);
  };
  const stop = () => {
    window.clearTimeout(timer);
    window.removeEventListener('load', settle);
    window.removeEventListener('scroll', undo);
    for (const type of userInput) window.removeEventListener(type, stop, true);
  };
  window.addEventListener('scroll', undo, { passive: true });
  for (const type of userInput) window.addEventListener(type, stop, { capture: true, passive: true });
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  jumpToTop();
  return stop;
}

export function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: behavior(), block: 'start' });
}

export const FAQ_SECTION_ID = 'faq';
export const SUPPORT_SECTION_ID = 'support';
export const QUIZ_SECTION_ID = 'quiz';
export const FAQ_SELECT_EVENT = 'faq:select';

/** The header's FAQ entry: broadcast the tab of the current route, then scroll to the FAQ. */
export function openFaqForRoute(pathname: string): void {
  const category: FaqCategory = FAQ_TAB_BY_ROUTE[pathname.replace(/\/+$/, '') || '/'] ?? 'about';
  window.dispatchEvent(new CustomEvent<FaqCategory>(FAQ_SELECT_EVENT, { detail: category }));
  window.setTimeout(() => scrollToSection(FAQ_SECTION_ID), SCROLL_TO_FAQ_DELAY_MS);
}

export const SUPPORT_PREFILL_EVENT = 'support:prefill';

let requestedSubject: string | null = null;

/** The subject of the last support request, once: the form takes it when it loads or hears the event. */
export function takeSupportSubject(): string | null {
  const subject = requestedSubject;
  requestedSubject = null;
  return subject;
}

/** Opens the footer's support form with a subject filled in (e.g. the custom prompt offer). */
export function requestSupport(subject: string): void {
  requestedSubject = subject;
  window.dispatchEvent(new Event(SUPPORT_PREFILL_EVENT));
  scrollToSection(SUPPORT_SECTION_ID);
  window.setTimeout(() => document.getElementById('support-message')?.focus({ preventScroll: true }), 400);
}
