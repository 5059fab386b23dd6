import type { PublicSiteClaims, SiteClaims } from './contracts/site-claims.js';
import { DEFAULT_SITE_CLAIMS } from './domain/site-claims.js';

/**
 * The curated library ships with at least this many prompts (the seed test holds it to that): the
 * figure a prerendered page shows until the API gives the live count.
 */
export const PROMPT_LIBRARY_SHIPPED_MIN = 1500;

/**
 * The pass rate counts each visitor once (passed: a certified attempt of theirs passed), and stays
 * hidden while fewer distinct visitors than this took the quiz: a few, or one script, must not set it.
 */
export const PASS_RATE_MIN_VISITORS = 50;

/** The certificates-issued figure stays hidden below this many: a handful says nothing about the course. */
export const CERTIFICATES_MIN_SHOWN = 50;

export const CLAIM_LABELS = {
  students: 'Students',
  certificates: 'Certificates issued',
  successRate: 'Success Rate',
  quizPassRate: 'Quiz pass rate',
  prompts: 'Prompt Examples',
} as const;

/**
 * A count as a claim, never above the truth: below 10 the number itself, else rounded down to tens
 * and to two significant figures, with a plus (57 → '50+', 156 → '150+', 1,234 → '1,200+').
 */
export function countClaim(n: number): string {
  const whole = Math.max(0, Math.floor(n));
  if (whole < 10) return String(whole);
  const step = Math.max(10, 10 ** (Math.floor(Math.log10(whole)) - 1));
  return `${withThousandsCommas(Math.floor(whole / step) * step)}+`;
}

/** 1200 → '1,200', as toLocaleString('en-US') writes it, without the first Intl call (tens of ms on a phone). */
function withThousandsCommas(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** What the site knows itself, for the figures an administrator lets it compute. */
export interface SiteFacts {
  promptCount: number;
  certificatesIssued: number;
  /** Distinct visitors with a graded quiz drawn by the server. */
  quizVisitors: number;
  /** Of them, those with a certified pass (certificate-eligible: passing, full length, at a human pace). */
  quizVisitorsPassed: number;
}

/** The public claims: the administrator's texts, or the site's own figures; a figure with nothing behind it is hidden. */
export function resolveSiteClaims(claims: SiteClaims, facts: SiteFacts): PublicSiteClaims {
  const students =
    claims.students.source === 'text'
      ? { value: claims.students.value, label: CLAIM_LABELS.students }
      : claims.students.source === 'certificates' && facts.certificatesIssued >= CERTIFICATES_MIN_SHOWN
        ? { value: countClaim(facts.certificatesIssued), label: CLAIM_LABELS.certificates }
        : null;
  const successRate =
    claims.successRate.source === 'text'
      ? { value: claims.successRate.value, label: CLAIM_LABELS.successRate }
      : claims.successRate.source === 'quiz-pass-rate' && facts.quizVisitors >= PASS_RATE_MIN_VISITORS
        ? // Rounded down, like every computed claim.
          {
            value: `${Math.floor((facts.quizVisitorsPassed / facts.quizVisitors) * 100)}%`,
            label: CLAIM_LABELS.quizPassRate,
          }
        : null;
  return {
    promptCount: facts.promptCount,
    students,
    successRate,
    testimonials: claims.testimonials,
    supportReplyTime: claims.supportReplyTime,
  };
}

/** What a prerendered page shows until the API answers: the default claims (nothing counted yet, so hidden) and the shipped library. */
export const PRERENDERED_SITE_CLAIMS: PublicSiteClaims = resolveSiteClaims(DEFAULT_SITE_CLAIMS, {
  promptCount: PROMPT_LIBRARY_SHIPPED_MIN,
  certificatesIssued: 0,
  quizVisitors: 0,
  quizVisitorsPassed: 0,
});

/** The support form's success message (the spec's text with the reply time the site promises, if any). */
export function supportSentMessage(replyTime: string): string {
  return replyTime
    ? `Message Sent! We'll get back to you within ${replyTime}.`
    : "Message Sent! We'll get back to you as soon as we can.";
}

/** The line above the support form. */
export function supportIntro(replyTime: string): string {
  return `Questions, ideas or a custom prompt request: ${replyTime ? `we reply within ${replyTime}` : 'we read every message'}.`;
}
