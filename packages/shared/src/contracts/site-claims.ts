import { z } from 'zod';

/**
 * Where a figure of the home page comes from: a text the administrator vouches for, a count the
 * site keeps itself, or nowhere (the tile is hidden). See docs/decisions/0013-honest-claims.md.
 */
export const STUDENT_CLAIM_SOURCES = ['text', 'certificates', 'hidden'] as const;
export const SUCCESS_CLAIM_SOURCES = ['text', 'quiz-pass-rate', 'hidden'] as const;
export const MAX_TESTIMONIALS = 6;

const statClaim = <S extends readonly [string, ...string[]]>(sources: S) =>
  z
    .object({ source: z.enum(sources), value: z.string().trim().max(20, 'At most 20 characters') })
    .refine((claim) => claim.source !== 'text' || claim.value.length > 0, {
      message: 'Enter the figure, or choose another source',
      path: ['value'],
    });

export const TestimonialSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80, 'At most 80 characters'),
  role: z.string().trim().max(80, 'At most 80 characters'),
  quote: z.string().trim().min(1, 'Quote is required').max(400, 'At most 400 characters'),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** The site's claims as the administrator sets them (admin only). */
export const SiteClaimsSchema = z.object({
  students: statClaim(STUDENT_CLAIM_SOURCES),
  successRate: statClaim(SUCCESS_CLAIM_SOURCES),
  testimonials: z.array(TestimonialSchema).max(MAX_TESTIMONIALS, `At most ${MAX_TESTIMONIALS} testimonials`),
  /** How soon support replies, as read in 'within {supportReplyTime}'; empty makes no promise. */
  supportReplyTime: z.string().trim().max(40, 'At most 40 characters'),
});
export type SiteClaims = z.infer<typeof SiteClaimsSchema>;

/** The admin's view: the claims, and whether they are still the defaults nobody has confirmed. */
export const AdminSiteClaimsSchema = z.object({ claims: SiteClaimsSchema, isDefault: z.boolean() });
export type AdminSiteClaims = z.infer<typeof AdminSiteClaimsSchema>;

const ShownFigureSchema = z.object({ value: z.string(), label: z.string() }).nullable();

/** What the public pages show: the claims with the site's own figures worked out; null hides a tile. */
export const PublicSiteClaimsSchema = z.object({
  /** Active gallery prompts right now. */
  promptCount: z.number().int(),
  students: ShownFigureSchema,
  successRate: ShownFigureSchema,
  testimonials: z.array(TestimonialSchema),
  supportReplyTime: z.string(),
});
export type PublicSiteClaims = z.infer<typeof PublicSiteClaimsSchema>;

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
