import { z } from 'zod';
import { FIELD_TEXTS, requiredText } from './texts.js';

import { STUDENT_CLAIM_SOURCES, SUCCESS_CLAIM_SOURCES, MAX_TESTIMONIALS } from '../domain/site-claims.js';

const statClaim = <S extends readonly [string, ...string[]]>(sources: S) =>
  z
    .object({ source: z.enum(sources), value: z.string().trim().max(20, 'At most 20 characters') })
    .refine((claim) => claim.source !== 'text' || claim.value.length > 0, {
      message: 'Enter the figure, or choose another source',
      path: ['value'],
    });

export const TestimonialSchema = z.object({
  name: requiredText(FIELD_TEXTS.name).max(80, 'At most 80 characters'),
  role: z.string().trim().max(80, 'At most 80 characters'),
  quote: requiredText(FIELD_TEXTS.quote).max(400, 'At most 400 characters'),
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
