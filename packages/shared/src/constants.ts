/** Business constants of docs/spec/public-site.md section 9, named after what they mean. */

export const SITE_TAGLINE = 'AI for newbies';

export const REQUEST_TIMEOUT_MS = 15_000;
export const QUIZ_REFRESH_TIMEOUT_MS = 5_000;
export const CLIENT_CACHE_MS = 5 * 60_000;

export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const PROMO_BANNER_OFFSET_PX = 48;
export const SCROLL_TO_FAQ_DELAY_MS = 100;
export const SUPPORT_SUCCESS_VISIBLE_MS = 3_000;
export const SUPPORT_MIN_SUBMIT_MS = 1_000;
export const COPIED_INDICATOR_MS = 2_000;

export const FAQ_CATEGORIES = ['about', 'school', 'coach', 'gallery', 'lab', 'pricing'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  about: 'About',
  school: 'Prompt School',
  coach: 'Prompt Coach',
  gallery: 'Prompt Gallery',
  lab: 'Prompt Lab',
  pricing: 'Pricing',
};
export const FAQ_ITEMS_PER_COLUMN = 5;
export const FAQ_ITEMS_SHOWN = 10;
/**
 * The FAQ section's <noscript> while its list loads: the server puts the page's FAQ answers in it
 * (as <details>), so a visitor without JavaScript reads them too.
 */
export const FAQ_NOSCRIPT_ID = 'faq-noscript';

/** The public pages, each with the FAQ tab it selects (docs/spec/public-site.md, "FAQ entry"). */
export const PUBLIC_ROUTES = [
  { path: '/', label: 'Home', faqTab: 'about' },
  { path: '/prompt-school', label: 'Prompt School', faqTab: 'school' },
  { path: '/prompt-coach', label: 'Prompt Coach', faqTab: 'coach' },
  { path: '/prompt-gallery', label: 'Prompt Gallery', faqTab: 'gallery' },
  { path: '/prompt-lab', label: 'Prompt Lab', faqTab: 'lab' },
  { path: '/pricing', label: 'Pricing', faqTab: 'pricing' },
] as const satisfies ReadonlyArray<{ path: string; label: string; faqTab: FaqCategory }>;

/** The FAQ tab that each public route selects. */
export const FAQ_TAB_BY_ROUTE: Record<string, FaqCategory> = Object.fromEntries(
  PUBLIC_ROUTES.map((r) => [r.path, r.faqTab]),
);

// The home page's figures are site claims (contracts/site-claims.ts, claims.ts): the administrator's or the site's own.

export const SCHOOL_FACTS = {
  lessons: 9,
  modelsCovered: 7,
  quizQuestions: 20,
  /** The lessons' durations added up, before the quiz (the seed test holds it to the seeded lessons). */
  lessonMinutes: 200,
  quizMinutes: 18,
  passingScorePercent: 60,
} as const;

/** 200 → '3 hours 20 minutes': the course's length in words. */
export function courseDurationText(minutes: number = SCHOOL_FACTS.lessonMinutes): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '';
  const m = rest ? `${rest} minute${rest === 1 ? '' : 's'}` : '';
  return [h, m].filter(Boolean).join(' ');
}

/**
 * A certified quiz finished faster than this, per question, from the draw to the submission, earns
 * no certificate: nobody reads a question and its options in less (servers may set their own).
 */
export const QUIZ_MIN_SECONDS_PER_QUESTION = 5;
/** A drawn quiz can be answered for this long; unsubmitted older draws are deleted. */
export const QUIZ_DRAW_TTL_HOURS = 24;

export const COACH_PRICE_USD = 5;
export const COACH_PAID_CREDITS = 25;
export const COACH_FREE_LIMIT = 1;
/** The coach session cookie, the user token and the stored browser session all last this long. */
export const COACH_SESSION_DAYS = 30;
export const CUSTOM_PROMPT_PRICE_USD = 10;

export const SUPPORT_FIELD_LIMITS = { name: 100, email: 254, subject: 150, message: 5_000 } as const;
export const BODY_LIMIT_BYTES = 1_048_576;
