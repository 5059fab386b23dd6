import { z } from 'zod';
import { COACH_PAID_CREDITS, COACH_PRICE_USD, SCHOOL_FACTS } from './constants.js';

/**
 * schema.org structured data (JSON-LD) of the public pages: typed builders, and zod schemas of
 * exactly the shapes they emit (the tests check the served pages against them).
 */

export const SCHEMA_ORG = 'https://schema.org';

/** The site as the structured data names it: SITE_URL is an origin without a trailing slash. */
export interface SiteIdentity {
  siteUrl: string;
  siteName: string;
}

/** The absolute URL of a path of the site ('/' is the origin with its slash). */
export const absoluteUrl = (siteUrl: string, path: string) => `${siteUrl}${path}`;

const context = z.literal(SCHEMA_ORG);
const text = z.string().min(1);

export const OrganizationRefLdSchema = z.object({ '@type': z.literal('Organization'), name: text, url: z.url() });
export const OrganizationLdSchema = OrganizationRefLdSchema.extend({ '@context': context, logo: z.url() });
export type OrganizationLd = z.infer<typeof OrganizationLdSchema>;

export const WebSiteLdSchema = z.object({
  '@context': context,
  '@type': z.literal('WebSite'),
  name: text,
  url: z.url(),
});
export type WebSiteLd = z.infer<typeof WebSiteLdSchema>;

export const CourseLdSchema = z.object({
  '@context': context,
  '@type': z.literal('Course'),
  name: text,
  description: text,
  url: z.url(),
  provider: OrganizationRefLdSchema,
  isAccessibleForFree: z.literal(true),
  offers: z.object({
    '@type': z.literal('Offer'),
    category: z.literal('Free'),
    price: z.literal(0),
    priceCurrency: z.literal('USD'),
  }),
  hasCourseInstance: z.object({
    '@type': z.literal('CourseInstance'),
    courseMode: z.literal('online'),
    /** ISO 8601 duration. */
    courseWorkload: z.string().regex(/^PT(\d+H)?(\d+M)?$/),
  }),
  syllabusSections: z.array(z.object({ '@type': z.literal('Syllabus'), name: text, description: text })),
});
export type CourseLd = z.infer<typeof CourseLdSchema>;

export const FaqPageLdSchema = z.object({
  '@context': context,
  '@type': z.literal('FAQPage'),
  mainEntity: z
    .array(
      z.object({
        '@type': z.literal('Question'),
        name: text,
        acceptedAnswer: z.object({ '@type': z.literal('Answer'), text }),
      }),
    )
    .min(1),
});
export type FaqPageLd = z.infer<typeof FaqPageLdSchema>;

export const ProductLdSchema = z.object({
  '@context': context,
  '@type': z.literal('Product'),
  name: text,
  description: text,
  brand: z.object({ '@type': z.literal('Brand'), name: text }),
  offers: z.object({
    '@type': z.literal('Offer'),
    price: z.number().positive(),
    priceCurrency: z.literal('USD'),
    availability: z.literal('https://schema.org/InStock'),
    url: z.url(),
  }),
});
export type ProductLd = z.infer<typeof ProductLdSchema>;

export type StructuredData = OrganizationLd | WebSiteLd | CourseLd | FaqPageLd | ProductLd;

/** Any one of the shapes above, told apart by @type. */
export const StructuredDataSchema = z.discriminatedUnion('@type', [
  OrganizationLdSchema,
  WebSiteLdSchema,
  CourseLdSchema,
  FaqPageLdSchema,
  ProductLdSchema,
]);

/** What the structured data says of the course and the paid pack (the pages say the same). */
export const STRUCTURED_DATA_TEXTS = {
  courseName: 'Prompt School',
  courseDescription: (lessons: number) =>
    `A free online course of ${lessons} ${lessons === 1 ? 'lesson' : 'lessons'} on writing prompts that get good answers from AI models, ending in a quiz and a certificate.`,
  productName: 'Prompt Coach credit pack',
  productDescription: `${COACH_PAID_CREDITS} Prompt Coach analyses of your prompts by an AI model, for a one-off payment of $${COACH_PRICE_USD}.`,
} as const;

const organizationRef = (site: SiteIdentity) => ({
  '@type': 'Organization' as const,
  name: site.siteName,
  url: absoluteUrl(site.siteUrl, '/'),
});

export const organizationLd = (site: SiteIdentity): OrganizationLd => ({
  '@context': SCHEMA_ORG,
  ...organizationRef(site),
  logo: absoluteUrl(site.siteUrl, '/favicon.svg'),
});

export const webSiteLd = (site: SiteIdentity): WebSiteLd => ({
  '@context': SCHEMA_ORG,
  '@type': 'WebSite',
  name: site.siteName,
  url: absoluteUrl(site.siteUrl, '/'),
});

/** The course at `path`, its sections the active lessons in course order. */
export const courseLd = (
  site: SiteIdentity,
  path: string,
  lessons: ReadonlyArray<{ title: string; description: string }>,
): CourseLd => ({
  '@context': SCHEMA_ORG,
  '@type': 'Course',
  name: STRUCTURED_DATA_TEXTS.courseName,
  description: STRUCTURED_DATA_TEXTS.courseDescription(lessons.length),
  url: absoluteUrl(site.siteUrl, path),
  provider: organizationRef(site),
  isAccessibleForFree: true,
  offers: { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'USD' },
  hasCourseInstance: {
    '@type': 'CourseInstance',
    courseMode: 'online',
    courseWorkload: `PT${Math.floor(SCHOOL_FACTS.lessonMinutes / 60)}H${SCHOOL_FACTS.lessonMinutes % 60}M`,
  },
  syllabusSections: lessons.map((lesson) => ({
    '@type': 'Syllabus',
    name: lesson.title,
    description: lesson.description,
  })),
});

export const faqPageLd = (entries: ReadonlyArray<{ question: string; answer: string }>): FaqPageLd => ({
  '@context': SCHEMA_ORG,
  '@type': 'FAQPage',
  mainEntity: entries.map((entry) => ({
    '@type': 'Question',
    name: entry.question,
    acceptedAnswer: { '@type': 'Answer', text: entry.answer },
  })),
});

/** The Prompt Coach pack, sold from the page at `path`. */
export const coachPackLd = (site: SiteIdentity, path: string): ProductLd => ({
  '@context': SCHEMA_ORG,
  '@type': 'Product',
  name: STRUCTURED_DATA_TEXTS.productName,
  description: STRUCTURED_DATA_TEXTS.productDescription,
  brand: { '@type': 'Brand', name: site.siteName },
  offers: {
    '@type': 'Offer',
    price: COACH_PRICE_USD,
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    url: absoluteUrl(site.siteUrl, path),
  },
});

// In a <script> element only "</script" or "<!--" could end the data early; escaping every <, >
// and & (and the two line separators JavaScript once refused) keeps it valid JSON and inert HTML.
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** The element that carries one item of structured data in a page's HTML. */
export const jsonLdScript = (data: StructuredData): string =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c])}</script>`;
