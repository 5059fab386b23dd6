import type { SiteClaims } from '../contracts/site-claims.js';

/**
 * Where a figure of the home page comes from: a text the administrator vouches for, a count the
 * site keeps itself, or nowhere (the tile is hidden). See docs/decisions/0013-honest-claims.md.
 */
export const STUDENT_CLAIM_SOURCES = ['text', 'certificates', 'hidden'] as const;

export const SUCCESS_CLAIM_SOURCES = ['text', 'quiz-pass-rate', 'hidden'] as const;

export const MAX_TESTIMONIALS = 6;

/**
 * What a site shows until an administrator saves the claims card: only what it counts itself
 * (certificates issued, the quiz pass rate, each hidden while too few to mean anything), no
 * testimonials and no reply-time promise. The spec's example claims (a student count, a success
 * rate, three named testimonials, 24-hour replies) were never true of any install: decision 0022.
 */
export const DEFAULT_SITE_CLAIMS: SiteClaims = {
  students: { source: 'certificates', value: '' },
  successRate: { source: 'quiz-pass-rate', value: '' },
  testimonials: [],
  supportReplyTime: '',
};
