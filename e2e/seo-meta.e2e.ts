import { describe, expect, inject, it } from 'vitest';
import { PUBLIC_ROUTES } from '@ai4n/shared';
import { useBrowser } from './browser';

// What search engines and link previews read: the prerendered HTML as the server sends it, before
// any script runs. The build bakes SITE_URL in (vite.config.ts), as it did for the build under test.
const SITE_URL = process.env.SITE_URL || 'http://localhost:3000';
const DESCRIPTION_MAX_LENGTH = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole;
    return String.fromCodePoint(code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
  });

type Attributes = Record<string, string>;

/** The head of a page: its titles, and the attributes of each meta and link tag. */
function parseHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = (name: string): Attributes[] =>
    [...head.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attrs]) =>
      Object.fromEntries([...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key, decode(value)])),
    );
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/gi)].map(([, title]) => decode(title)),
    metas: tags('meta'),
    links: tags('link'),
  };
}

type Head = ReturnType<typeof parseHead>;

/** The content of the one meta tag with this name or property. */
function metaContent(head: Head, key: string): string {
  const found = head.metas.filter((m) => m.name === key || m.property === key);
  expect(
    found.map((m) => m.content),
    `<meta ${key}>`,
  ).toHaveLength(1);
  expect(found[0].content, `<meta ${key}> content`).toBeTruthy();
  return found[0].content;
}

/** A PNG's size, from its IHDR chunk (right after the 8-byte signature and the chunk's length and type). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('Search and social tags of the public pages', () => {
  const baseUrl = inject('baseUrl');
  const { open } = useBrowser();
  const heads = new Map<string, Head>();
  const headOf = async (path: string) => {
    if (!heads.has(path)) {
      const res = await fetch(new URL(path, baseUrl));
      expect(res.status).toBe(200);
      heads.set(path, parseHead(await res.text()));
    }
    return heads.get(path)!;
  };
  const paths = PUBLIC_ROUTES.map((r) => r.path);

  it.each(paths)('%s has one title, one description and a canonical link on SITE_URL', async (path) => {
    const head = await headOf(path);
    expect(head.titles).toHaveLength(1);
    expect(head.titles[0].trim()).not.toBe('');
    const description = metaContent(head, 'description');
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    const canonical = head.links.filter((l) => l.rel === 'canonical');
    expect(canonical.map((l) => l.href)).toEqual([`${SITE_URL}${path}`]);
    expect(new URL(canonical[0].href).href).toBe(`${SITE_URL}${path}`);
  });

  it.each(paths)('%s has the Open Graph and Twitter card tags, with a 1200x630 PNG image', async (path) => {
    const head = await headOf(path);
    const title = head.titles[0];
    const description = metaContent(head, 'description');
    expect(metaContent(head, 'og:title')).toBe(title);
    expect(metaContent(head, 'og:description')).toBe(description);
    expect(metaContent(head, 'og:url')).toBe(`${SITE_URL}${path}`);
    expect(metaContent(head, 'og:type')).toBe('website');
    expect(metaContent(head, 'og:site_name')).not.toBe('');
    expect(metaContent(head, 'og:image:width')).toBe('1200');
    expect(metaContent(head, 'og:image:height')).toBe('630');
    expect(metaContent(head, 'og:image:alt')).not.toBe('');
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:title')).toBe(title);
    expect(metaContent(head, 'twitter:description')).toBe(description);
    const image = metaContent(head, 'og:image');
    expect(metaContent(head, 'twitter:image')).toBe(image);
    expect(image).toMatch(new RegExp(`^${SITE_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/og/[a-z]+\\.png$`));

    // The image is served by this site (SITE_URL names the public origin, not the test server's).
    const res = await fetch(new URL(new URL(image).pathname, baseUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('gives every public page its own title, description and image', async () => {
    const all = await Promise.all(paths.map(headOf));
    for (const key of ['title', 'description', 'og:image'] as const) {
      const values = all.map((head) => (key === 'title' ? head.titles[0] : metaContent(head, key)));
      expect(new Set(values).size, `distinct ${key}s`).toBe(paths.length);
    }
  });

  it('keeps one set of tags in the browser, updated by client-side navigation', async () => {
    const page = await open('/prompt-school');
    const head = async () => ({
      title: await page.title(),
      descriptions: await page.locator('meta[name="description"]').count(),
      canonical: await page
        .locator('link[rel="canonical"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
      images: await page
        .locator('meta[property="og:image"]')
        .evaluateAll((tags) => tags.map((t) => t.getAttribute('content'))),
    });
    const school = await head();
    expect(school).toMatchObject({ descriptions: 1, canonical: [`${SITE_URL}/prompt-school`] });
    expect(school.images).toEqual([`${SITE_URL}/og/school.png`]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prompt Gallery' }).click();
    await page.waitForURL('**/prompt-gallery');
    await expect.poll(head).toMatchObject({ descriptions: 1, canonical: [`${SITE_URL}/prompt-gallery`] });
    expect((await head()).images).toEqual([`${SITE_URL}/og/gallery.png`]);
    expect((await head()).title).not.toBe(school.title);
  });

  it('keeps the administrator console out of search results', async () => {
    const page = await open('/admin');
    await expect.poll(() => page.title()).toMatch(/^Admin \| /);
    await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expect.poll(() => page.locator('link[rel="canonical"]').count()).toBe(0);
  });
});
