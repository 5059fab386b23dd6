import { describe, expect, it } from 'vitest';
import {
  CERTIFICATES_MIN_SHOWN,
  PASS_RATE_MIN_VISITORS,
  PRERENDERED_SITE_CLAIMS,
  countClaim,
  resolveSiteClaims,
  supportIntro,
  supportSentMessage,
} from './claims.js';
import { SiteClaimsSchema } from './contracts/site-claims.js';
import { PromptRatingBodySchema } from './contracts/prompts.js';
import { DEFAULT_SITE_CLAIMS } from './domain/site-claims.js';
import { MIN_RATINGS_SHOWN, ratingSummary, shownRating } from './domain/prompts.js';

const facts = { promptCount: 156, certificatesIssued: 0, quizVisitors: 0, quizVisitorsPassed: 0 };

describe('countClaim', () => {
  it('rounds down to two significant figures, never above the truth', () => {
    expect(countClaim(0)).toBe('0');
    expect(countClaim(7)).toBe('7');
    expect(countClaim(10)).toBe('10+');
    expect(countClaim(57)).toBe('50+');
    expect(countClaim(156)).toBe('150+');
    expect(countClaim(999)).toBe('990+');
    expect(countClaim(1_234)).toBe('1,200+');
    expect(countClaim(10_499)).toBe('10,000+');
    expect(countClaim(1_234_567)).toBe('1,200,000+');
  });
});

describe('resolveSiteClaims', () => {
  it('claims nothing on a fresh site but the live prompt count: no figure, testimonial or reply time', () => {
    expect(resolveSiteClaims(DEFAULT_SITE_CLAIMS, facts)).toEqual({
      promptCount: 156,
      students: null,
      successRate: null,
      testimonials: [],
      supportReplyTime: '',
    });
  });

  it('shows the texts an administrator vouches for', () => {
    const vouched = {
      students: { source: 'text' as const, value: '250+' },
      successRate: { source: 'text' as const, value: '80%' },
      testimonials: [{ name: 'Ana Ruiz', role: 'Florist', quote: 'Clear lessons.' }],
      supportReplyTime: '2 working days',
    };
    expect(resolveSiteClaims(vouched, facts)).toMatchObject({
      students: { value: '250+', label: 'Students' },
      successRate: { value: '80%', label: 'Success Rate' },
      testimonials: vouched.testimonials,
      supportReplyTime: '2 working days',
    });
  });

  it("computes the site's own figures, and hides one with nothing behind it", () => {
    const claims = {
      ...DEFAULT_SITE_CLAIMS,
      students: { source: 'certificates' as const, value: '' },
      successRate: { source: 'quiz-pass-rate' as const, value: '' },
    };
    expect(resolveSiteClaims(claims, facts)).toMatchObject({ students: null, successRate: null });
    const few = {
      ...facts,
      certificatesIssued: CERTIFICATES_MIN_SHOWN - 1,
      quizVisitors: PASS_RATE_MIN_VISITORS - 1,
      quizVisitorsPassed: 5,
    };
    expect(resolveSiteClaims(claims, few)).toMatchObject({ students: null, successRate: null });
    const enough = { ...facts, certificatesIssued: CERTIFICATES_MIN_SHOWN };
    expect(resolveSiteClaims(claims, enough).students).toEqual({
      value: countClaim(CERTIFICATES_MIN_SHOWN),
      label: 'Certificates issued',
    });
    const many = { ...facts, certificatesIssued: 1_234, quizVisitors: 60, quizVisitorsPassed: 40 };
    expect(resolveSiteClaims(claims, many)).toMatchObject({
      students: { value: '1,200+' },
      successRate: { value: '66%', label: 'Quiz pass rate' },
    });
    const hidden = {
      ...claims,
      students: { source: 'hidden' as const, value: '250+' },
      successRate: { source: 'hidden' as const, value: '80%' },
    };
    expect(resolveSiteClaims(hidden, many)).toMatchObject({ students: null, successRate: null });
  });

  it('prerenders the defaults and the shipped library as a rounded-down figure', () => {
    expect(PRERENDERED_SITE_CLAIMS).toEqual({
      promptCount: 1500,
      students: null,
      successRate: null,
      testimonials: [],
      supportReplyTime: '',
    });
  });
});

describe('the claims schema', () => {
  it('needs a figure for a text claim, and bounds the texts', () => {
    expect(SiteClaimsSchema.safeParse(DEFAULT_SITE_CLAIMS).success).toBe(true);
    expect(
      SiteClaimsSchema.safeParse({ ...DEFAULT_SITE_CLAIMS, students: { source: 'text', value: ' ' } }).success,
    ).toBe(false);
    expect(
      SiteClaimsSchema.safeParse({ ...DEFAULT_SITE_CLAIMS, students: { source: 'certificates', value: '' } }).success,
    ).toBe(true);
    expect(
      SiteClaimsSchema.safeParse({ ...DEFAULT_SITE_CLAIMS, successRate: { source: 'made-up', value: '80%' } }).success,
    ).toBe(false);
    expect(
      SiteClaimsSchema.safeParse({ ...DEFAULT_SITE_CLAIMS, testimonials: [{ name: 'A', role: '', quote: '' }] })
        .success,
    ).toBe(false);
  });
});

describe('support texts', () => {
  it("keep the spec's message with the promised time, and promise nothing when there is none", () => {
    expect(supportSentMessage('24 hours')).toBe("Message Sent! We'll get back to you within 24 hours.");
    expect(supportSentMessage('')).toBe("Message Sent! We'll get back to you as soon as we can.");
    expect(supportIntro('')).not.toMatch(/within/);
  });
});

describe('prompt ratings', () => {
  it('show an average only from MIN_RATINGS_SHOWN ratings, to one decimal', () => {
    expect(shownRating(null, 0)).toBeNull();
    expect(shownRating(5, MIN_RATINGS_SHOWN - 1)).toBeNull();
    expect(shownRating(4.666, MIN_RATINGS_SHOWN)).toBe(4.7);
    expect(ratingSummary(null, 2)).toBe('Not rated yet');
    expect(ratingSummary(4, 3)).toBe('4.0 from 3 ratings');
  });

  it('take whole stars from 1 to 5', () => {
    for (const rating of [0, 6, 4.5, '5', null])
      expect(PromptRatingBodySchema.safeParse({ rating }).success, String(rating)).toBe(false);
    for (const rating of [1, 5]) expect(PromptRatingBodySchema.safeParse({ rating }).success).toBe(true);
  });
});
