import { FAQ_NOSCRIPT_ID, jsonLdScript, type Faq, type StructuredData } from '@ai4n/shared';
import { escapeMarkup } from '../../lib/markup.js';

/** What a page says of itself to search engines and to the sites it is shared on. */
export interface PageHead {
  title: string;
  description: string;
  /** Personal pages (certificates) are not indexed. */
  noindex: boolean;
  /** A shared link's card: the page's canonical address, its image (a PNG) and the site's name. */
  card?: { url: string; siteName: string; image: { url: string; width: number; height: number; alt: string } };
}

// The tags a PageHead stands for, wherever the build put them in the head and in whichever attribute order.
const REPLACED_TAGS =
  /<title\b[^>]*>[\s\S]*?<\/title>|<meta\b[^>]*\b(?:name|property)\s*=\s*["'](?:description|robots|og:[^"']*|twitter:[^"']*)["'][^>]*>|<link\b[^>]*\brel\s*=\s*["']canonical["'][^>]*>/gi;

/** Adds markup at the end of the page's head. */
function appendToHead(html: string, markup: string, edit: (head: string) => string = (head) => head): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  return edit(html.slice(0, end)) + markup + html.slice(end);
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}"/>`;

function headTags(head: PageHead): string {
  const tags = [`<title>${escapeMarkup(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.card) {
    const { url, image, siteName } = head.card;
    tags.push(
      `<link rel="canonical" href="${escapeMarkup(url)}"/>`,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', siteName),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', url),
      meta('property', 'og:image', image.url),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(image.width)),
      meta('property', 'og:image:height', String(image.height)),
      meta('property', 'og:image:alt', image.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
      meta('name', 'twitter:image', image.url),
      meta('name', 'twitter:image:alt', image.alt),
    );
  }
  return tags.join('');
}

/** The page with this head instead of the one it was built with. */
export const withHead = (html: string, head: PageHead) =>
  appendToHead(html, headTags(head), (built) => built.replace(REPLACED_TAGS, ''));

/** The page with its structured data (JSON-LD data blocks: not run, so outside the CSP's script hashes). */
export const withStructuredData = (html: string, items: readonly StructuredData[]) =>
  appendToHead(html, items.map(jsonLdScript).join(''));

const EMPTY_FAQ_NOSCRIPT = `<noscript id="${FAQ_NOSCRIPT_ID}"></noscript>`;

/**
 * The page with its FAQ answers in the FAQ section's noscript, as the web app lists them (the
 * classes of faq-accordion.tsx): a visitor without JavaScript opens them as any other.
 */
export const withFaqAnswers = (html: string, faqs: ReadonlyArray<Pick<Faq, 'question' | 'answer'>>) =>
  faqs.length === 0
    ? html
    : html.replace(
        EMPTY_FAQ_NOSCRIPT,
        `<noscript id="${FAQ_NOSCRIPT_ID}"><div class="faq-list">${faqs
          .map(
            (faq) =>
              `<details class="faq-item"><summary><h3>${escapeMarkup(faq.question)}</h3></summary><div class="faq-answer">${escapeMarkup(faq.answer)}</div></details>`,
          )
          .join('')}</div></noscript>`,
      );
