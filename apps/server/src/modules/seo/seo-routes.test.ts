import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BUSINESS_TYPES, PUBLIC_ROUTES, businessTypeSlug } from '@ai4n/shared';
import { createFaq, createLesson, createPrompt } from '../../../test/factories.js';
import { WEB_BUILT_AT, createSiteTestApp, TEST_SITE_URL } from '../../../test/web-dist.js';
import type { AppDb } from '../../db/client.js';

const SITE_URL = TEST_SITE_URL;
let app: FastifyInstance;
let db: AppDb;
let auth: { authorization: string };
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, auth, close } = await createSiteTestApp());
});
afterAll(async () => {
  await close();
});

// The markup of an XML document as this test can read it: every tag closed in order, attribute
// values quoted, text without a bare < or &. Anything else throws.
const XML_TOKEN =
  /<\?xml(?:\s+[\w:.-]+="[^"<&]*")*\s*\?>|<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*")*)\s*(\/?)>|[^<&]+|&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/y;

/** The elements of a well-formed XML document, as paths with their text ('urlset/url/loc' → text). */
function readXml(xml: string): Array<{ path: string; text: string; attributes: string }> {
  const elements: Array<{ path: string; text: string; attributes: string }> = [];
  const open: Array<{ name: string; text: string; attributes: string }> = [];
  let roots = 0;
  XML_TOKEN.lastIndex = 0;
  while (XML_TOKEN.lastIndex < xml.length) {
    const at = XML_TOKEN.lastIndex;
    const token = XML_TOKEN.exec(xml);
    if (!token) throw new Error(`not well-formed at ${at}: ${xml.slice(at, at + 40)}`);
    if (token[0].startsWith('<?xml') && at !== 0) throw new Error('XML declaration not at the start');
    const [, closing, name, attributes = '', selfClosing] = token;
    if (name === undefined) {
      if (open.length > 0) open[open.length - 1].text += token[0];
      else if (token[0].trim() !== '' && !token[0].startsWith('<?xml')) throw new Error('text outside the root');
    } else if (closing) {
      const element = open.pop();
      if (element?.name !== name) throw new Error(`</${name}> closes <${element?.name}>`);
      elements.push({ path: [...open.map((e) => e.name), name].join('/'), ...element });
    } else {
      if (open.length === 0 && ++roots > 1) throw new Error('more than one root element');
      if (selfClosing) elements.push({ path: [...open.map((e) => e.name), name].join('/'), text: '', attributes });
      else open.push({ name, text: '', attributes });
    }
  }
  if (open.length > 0) throw new Error(`<${open[0].name}> is not closed`);
  return elements;
}

async function sitemap() {
  const res = await app.inject({ url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const elements = readXml(res.body);
  const locs = elements.filter((e) => e.path === 'urlset/url/loc').map((e) => e.text);
  const lastmods = elements.filter((e) => e.path === 'urlset/url/lastmod').map((e) => e.text);
  expect(elements.filter((e) => e.path === 'urlset/url')).toHaveLength(locs.length);
  expect(lastmods).toHaveLength(locs.length);
  return { elements, lastmod: Object.fromEntries(locs.map((loc, i) => [loc.slice(SITE_URL.length), lastmods[i]])) };
}

const w3c = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z');

describe('robots.txt', () => {
  it('lets crawlers read the public pages, not the admin console or the API, and names the sitemap', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      '',
      `Sitemap: ${SITE_URL}/sitemap.xml`,
      '',
    ]);
    const head = await app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

describe('sitemap.xml', () => {
  it('lists the six public pages and the 14 business-type pages as absolute URLs in a sitemaps.org urlset', async () => {
    const { elements, lastmod } = await sitemap();
    const root = elements.find((e) => e.path === 'urlset');
    expect(root?.attributes.trim()).toBe('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(Object.keys(lastmod)).toEqual([
      ...PUBLIC_ROUTES.map((r) => r.path),
      ...BUSINESS_TYPES.map((t) => `/prompt-gallery/for/${businessTypeSlug(t)}`),
    ]);
    expect(lastmod['/prompt-gallery/for/restaurants-hospitality']).toBe(lastmod['/prompt-gallery']);
    for (const date of Object.values(lastmod)) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('dates each page by its build, or by the later change of the content it shows', async () => {
    const built = w3c(WEB_BUILT_AT.toISOString());
    // Content older than the build does not date a page.
    await createFaq(db, { category: 'coach', updatedAt: new Date('2025-12-01T00:00:00Z') });
    expect(new Set(Object.values((await sitemap()).lastmod))).toEqual(new Set([built]));

    await createFaq(db, { category: 'pricing', updatedAt: new Date('2026-02-01T10:00:00.500Z') });
    await createFaq(db, { category: 'pricing', isActive: false, updatedAt: new Date('2026-02-03T10:00:00Z') });
    const lesson = await createLesson(db, { updatedAt: new Date('2026-03-01T12:00:00Z') });
    await createPrompt(db, { updatedAt: new Date('2026-04-01T08:30:00Z') });
    // Rows the public does not see, saved later, date nothing: drafts, hidden and archived rows.
    await createPrompt(db, { status: 'draft', updatedAt: new Date('2026-05-01T00:00:00Z') });
    await createPrompt(db, { status: 'archived', updatedAt: new Date('2026-05-02T00:00:00Z') });
    await createLesson(db, { isActive: false, updatedAt: new Date('2026-05-03T00:00:00Z') });
    await createLesson(db, { isArchived: true, updatedAt: new Date('2026-05-04T00:00:00Z') });
    await createFaq(db, { category: 'pricing', isArchived: true, updatedAt: new Date('2026-05-05T00:00:00Z') });
    expect((await sitemap()).lastmod).toEqual({
      '/': built,
      '/prompt-school': '2026-03-01T12:00:00Z',
      '/prompt-coach': built,
      '/prompt-gallery': '2026-04-01T08:30:00Z',
      '/prompt-lab': built,
      '/pricing': '2026-02-01T10:00:00Z',
      ...Object.fromEntries(
        BUSINESS_TYPES.map((t) => [`/prompt-gallery/for/${businessTypeSlug(t)}`, '2026-04-01T08:30:00Z']),
      ),
    });

    // An administrator's edit dates the page it shows on at once (the cached sitemap is dropped).
    await sitemap();
    const before = Date.now();
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/lessons/${lesson.id}`,
      headers: auth,
      payload: { title: 'A better title' },
    });
    expect(edit.statusCode).toBe(200);
    const { lastmod } = await sitemap();
    expect(Date.parse(lastmod['/prompt-school'])).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(lastmod['/prompt-school'])).toBeLessThanOrEqual(Date.now());
    expect(lastmod['/']).toBe(built);
  });
});
