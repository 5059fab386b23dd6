import type { MetaDescriptor } from 'react-router';
import { OG_IMAGE_SIZE, ogImageAlt, ogImagePath, type OgSection } from './og-sections';
import { SITE_NAME, SITE_URL } from './site';

/** Search results cut descriptions off at about this many characters. */
export const DESCRIPTION_MAX_LENGTH = 160;

export interface PageSeo {
  /** The route's path, from the site's root: '/', '/prompt-school'. */
  path: `/${string}`;
  title: string;
  /** What the page offers, in at most DESCRIPTION_MAX_LENGTH characters, claiming only what it says. */
  description: string;
  /** The section whose social image the page shares. */
  image: OgSection;
}

/** An absolute URL on the site's public origin. */
export const siteUrl = (path: `/${string}`): string => `${SITE_URL}${path}`;

/**
 * A public page's head tags: title, description, canonical link, Open Graph and Twitter card.
 * A route's meta replaces its parents' (React Router does not merge them), so this is all of it.
 */
export function pageMeta({ path, title, description, image }: PageSeo): MetaDescriptor[] {
  if (description.length > DESCRIPTION_MAX_LENGTH)
    throw new Error(
      `The description of ${path} has ${description.length} characters (at most ${DESCRIPTION_MAX_LENGTH}).`,
    );
  const url = siteUrl(path);
  const imageUrl = siteUrl(ogImagePath(image));
  const imageAlt = ogImageAlt(image, SITE_NAME);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
}
