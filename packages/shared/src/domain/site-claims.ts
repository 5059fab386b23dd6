import type { SiteClaims } from '../contracts/site-claims.js';

/**
 * Where a figure of the home page comes from: a text the administrator vouches for, a count the
 * site keeps itself, or nowhere (the tile is hidden). See docs/decisions/0013-honest-claims.md.
 */
export const STUDENT_CLAIM_SOURCES = ['text', 'certificates', 'hidden'] as const;

export const SUCCESS_CLAIM_SOURCES = ['text', 'quiz-pass-rate', 'hidden'] as const;

export const MAX_TESTIMONIALS = 6;

/**
 * The spec's values (public-site.md: 10,000+ students, 99% success rate, three testimonials,
 * replies within 24 hours). They are what a fresh site shows until an administrator confirms or
 * changes them; the console says they must be true.
 */
export const DEFAULT_SITE_CLAIMS: SiteClaims = {
  students: { source: 'text', value: '10,000+' },
  successRate: { source: 'text', value: '99%' },
  testimonials: [
    {
      name: 'Margaret Ellis',
      role: 'Retired teacher',
      quote:
        'I was nervous about AI, but the lessons took it one small step at a time. I now use it to plan my garden and write letters.',
    },
    {
      name: 'Daniel Okafor',
      role: 'Owner, neighbourhood bakery',
      quote:
        'The Gallery had prompts for businesses like mine. I filled in a few details and had a week of social posts in an afternoon.',
    },
    {
      name: 'Priya Sharma',
      role: 'Freelance bookkeeper',
      quote:
        'Prompt Coach showed me why my prompts were vague. After a few rewrites, my client emails came out right the first time.',
    },
  ],
  supportReplyTime: '24 hours',
};
