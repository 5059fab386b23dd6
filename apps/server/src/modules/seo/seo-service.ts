import {
  BUSINESS_TYPES,
  CERTIFICATE_NAME_NOTE,
  businessTypeSlug,
  FAQ_ITEMS_SHOWN,
  PUBLIC_ROUTES,
  absoluteUrl,
  coachPackLd,
  courseLd,
  faqPageLd,
  organizationLd,
  webSiteLd,
  type FaqCategory,
  type SiteIdentity,
  type StructuredData,
} from '@ai4n/shared';
import { escapeMarkup } from '../../lib/markup.js';
import type { CertificateService } from '../certificates/certificate-service.js';
import type { FaqService } from '../faqs/faq-service.js';
import type { LessonService } from '../lessons/lesson-service.js';
import type { PageHead } from './page-head.js';
import type { ContentChanges, SeoRepository } from './seo-repository.js';

export type PublicRoute = (typeof PUBLIC_ROUTES)[number];
export type PublicPath = PublicRoute['path'];

/** The tables the sitemap's dates are read from (SeoRepository.contentChanges). */
export const SITEMAP_TABLES = ['lessons', 'quiz_questions', 'prompts', 'faqs'];

/** The image of a shared certificate: Prompt School's, which the web build makes (apps/web/og-images.ts). */
const CERTIFICATE_IMAGE = { path: '/og/school.png', width: 1200, height: 630 };

export interface SeoDeps {
  repo: SeoRepository;
  site: SiteIdentity;
  lessons: Pick<LessonService, 'list'>;
  faqs: Pick<FaqService, 'listGrouped'>;
  certificates: Pick<CertificateService, 'find'>;
  /** When a public page was built. */
  builtAt: (path: PublicPath) => Date;
}

/** What other modules provide to the SEO service (`app.seoSources`): the course, the FAQs, certificates. */
export type SeoSources = Pick<SeoDeps, 'lessons' | 'faqs' | 'certificates'>;

/** The content a page shows beside its FAQ section: its changes are the page's changes. */
function contentChangesOf(route: PublicRoute, changes: ContentChanges): Array<Date | null | undefined> {
  const faqs = changes.faqsByCategory.get(route.faqTab);
  if (route.path === '/prompt-school') return [faqs, changes.lessons, changes.quizQuestions];
  if (route.path === '/prompt-gallery') return [faqs, changes.prompts];
  return [faqs];
}

/** A W3C datetime to the second, in UTC. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const latest = (dates: Array<Date | null | undefined>) =>
  new Date(Math.max(...dates.flatMap((d) => (d ? [d.getTime()] : []))));

const issuedOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function createSeoService(deps: SeoDeps) {
  const { site } = deps;

  /** The FAQ entries a page's FAQ section shows before a visitor picks another tab. */
  const faqsShown = async (category: FaqCategory) =>
    (await deps.faqs.listGrouped({ category }))[category].slice(0, FAQ_ITEMS_SHOWN);

  return {
    faqsShown,

    robotsTxt(): string {
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        '',
        `Sitemap: ${absoluteUrl(site.siteUrl, '/sitemap.xml')}`,
        '',
      ].join('\n');
    },

    /** The public pages, each last modified when it was built or its content last changed, whichever is later. */
    async sitemapXml(): Promise<string> {
      const changes = await deps.repo.contentChanges();
      const url = (path: string, lastmod: Date) =>
        `  <url><loc>${escapeMarkup(absoluteUrl(site.siteUrl, path))}</loc><lastmod>${w3cDate(lastmod)}</lastmod></url>`;
      const urls = PUBLIC_ROUTES.map((route) =>
        url(route.path, latest([deps.builtAt(route.path), ...contentChangesOf(route, changes)])),
      );
      // A page per business type (/prompt-gallery/for/<slug>): built with the gallery, its prompts are the gallery's.
      const gallery = latest([deps.builtAt('/prompt-gallery'), changes.prompts]);
      for (const type of BUSINESS_TYPES) urls.push(url(`/prompt-gallery/for/${businessTypeSlug(type)}`, gallery));
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls,
        '</urlset>',
        '',
      ].join('\n');
    },

    /** The tables a page's structured data is read from. */
    pageTables(path: PublicPath): string[] {
      return path === '/prompt-school' ? ['faqs', 'lessons'] : ['faqs'];
    },

    /** What the page says in schema.org terms: the site, the course, the pack on sale, the FAQ it shows. */
    async structuredData(route: PublicRoute): Promise<StructuredData[]> {
      const items: StructuredData[] = [];
      if (route.path === '/') items.push(organizationLd(site), webSiteLd(site));
      if (route.path === '/prompt-school') items.push(courseLd(site, route.path, await deps.lessons.list({})));
      if (route.path === '/pricing') items.push(coachPackLd(site, route.path));
      const faqs = await faqsShown(route.faqTab);
      if (faqs.length > 0) items.push(faqPageLd(faqs));
      return items;
    },

    /** The head of a certificate's page: its holder, score and date, as a shared link's card shows them. */
    async certificateHead(code: string): Promise<{ found: boolean; head: PageHead }> {
      const certificate = await deps.certificates.find(code);
      if (!certificate) {
        return {
          found: false,
          head: {
            title: `Certificate not found | ${site.siteName}`,
            description: `No certificate with this code was issued by ${site.siteName}.`,
            noindex: true,
          },
        };
      }
      const date = issuedOn.format(new Date(certificate.issuedAt));
      // Names claimed before they were checked may hold direction controls that would reverse the card's text.
      const name = certificate.name.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
      return {
        found: true,
        head: {
          title: `Certificate of completion: ${name} (${CERTIFICATE_NAME_NOTE}) | ${site.siteName}`,
          description: `${name} (${CERTIFICATE_NAME_NOTE}) passed the ${site.siteName} Prompt School quiz with ${certificate.percentage}% on ${date}.`,
          noindex: true,
          card: {
            url: absoluteUrl(site.siteUrl, `/certificates/${encodeURIComponent(certificate.code)}`),
            siteName: site.siteName,
            image: {
              url: absoluteUrl(site.siteUrl, CERTIFICATE_IMAGE.path),
              width: CERTIFICATE_IMAGE.width,
              height: CERTIFICATE_IMAGE.height,
              alt: `${site.siteName}: Prompt School`,
            },
          },
        },
      };
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
