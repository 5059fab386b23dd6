import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  COACH_PRICE_USD,
  FAQ_ITEMS_SHOWN,
  PUBLIC_ROUTES,
  StructuredDataSchema,
  type FaqGroups,
  type StructuredData,
} from '@ai4n/shared';
import { createCertificate, createFaq, createLesson } from '../../../test/factories.js';
import { WEB_INLINE_SCRIPT, createSiteTestApp, TEST_SITE_URL } from '../../../test/web-dist.js';
import type { AppDb } from '../../db/client.js';

const SITE_URL = TEST_SITE_URL;
let app: FastifyInstance;
let db: AppDb;
let auth: { authorization: string };
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, auth, close } = await createSiteTestApp());
  // More active entries than a FAQ section shows, and entries it never shows.
  for (let i = 1; i <= FAQ_ITEMS_SHOWN + 2; i++) await createFaq(db, { category: 'about', order: i });
  await createFaq(db, { category: 'about', order: 0, isActive: false });
  await createFaq(db, { category: 'about', order: 0, isArchived: true });
  await createFaq(db, {
    category: 'pricing',
    question: 'Is it "really" <free> & simple?',
    answer: 'Yes.</script><script>alert(1)</script> <!-- & more',
  });
  await createFaq(db, { category: 'school' });
  await createLesson(db, { title: 'Second lesson', order: 2 });
  await createLesson(db, { title: 'First lesson', order: 1, description: 'Where to start.' });
  await createLesson(db, { title: 'Hidden lesson', order: 0, isActive: false });
});
afterAll(async () => {
  await close();
});

/** The structured data of a served page, each item checked against the shared schemas. */
function structuredData(html: string): StructuredData[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    StructuredDataSchema.parse(JSON.parse(m[1])),
  );
}
const ofType = <T extends StructuredData['@type']>(items: StructuredData[], type: T) =>
  items.filter((item): item is Extract<StructuredData, { '@type': T }> => item['@type'] === type);

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The head's tags a shared link's card is read from, by name or property, unescaped. */
function headTags(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string[]>();
  const add = (key: string, value: string) => tags.set(key, [...(tags.get(key) ?? []), unescapeHtml(value)]);
  const card = /<meta (?:name|property)="(description|robots|og:[^"]+|twitter:[^"]+)" content="([^"]*)"\/>/g;
  for (const m of head.matchAll(card)) add(m[1], m[2]);
  for (const m of head.matchAll(/<title>([^<]*)<\/title>/g)) add('title', m[1]);
  for (const m of head.matchAll(/<link rel="canonical" href="([^"]*)"\/>/g)) add('canonical', m[1]);
  return tags;
}

describe('status codes of pages and files', () => {
  it("serves a business type's prerendered page, and 404 for a slug that names none", async () => {
    const res = await app.inject({ url: '/prompt-gallery/for/restaurants-hospitality' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main>Prompts for restaurants & hospitality</main>');
    const trailing = await app.inject({ url: '/prompt-gallery/for/restaurants-hospitality/' });
    expect([trailing.statusCode, trailing.headers.location]).toEqual([
      301,
      '/prompt-gallery/for/restaurants-hospitality',
    ]);
    const unknown = await app.inject({ url: '/prompt-gallery/for/space-pirates' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<main>SPA fallback</main>');
  });

  it('serves the six public pages, the admin console and a certificate with 200', async () => {
    const certificate = await createCertificate(db);
    for (const route of PUBLIC_ROUTES) {
      const res = await app.inject({ url: route.path });
      expect(res.statusCode, route.path).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<main>${route.label}</main>`);
      expect((await app.inject({ method: 'HEAD', url: route.path })).statusCode, `HEAD ${route.path}`).toBe(200);
    }
    for (const url of ['/admin', `/certificates/${certificate.code}`]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<main>SPA fallback</main>');
      expect((await app.inject({ method: 'HEAD', url })).statusCode, `HEAD ${url}`).toBe(200);
    }
  });

  it('answers a missing file with a short text 404, never the app', async () => {
    for (const url of [
      '/foo.png',
      '/assets/missing.js',
      '/assets/',
      '/assets/no-extension',
      '/prompt-school/logo.svg',
      '/index.html',
      '/__spa-fallback.html',
      '/certificates/badge.png',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/plain; charset=utf-8');
      expect(res.body, url).toBe('Not found');
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, `HEAD ${url}`).toBe(404);
      expect(head.body).toBe('');
    }
    expect((await app.inject({ url: '/assets/app-abc123.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('answers a path that is no route with the app shell (its "Page not found") and 404', async () => {
    for (const url of ['/some/unknown-page', '/prompt-schools', '/admin/users', '/certificates/a/b']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<main>SPA fallback</main>');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect((await app.inject({ method: 'HEAD', url })).statusCode, `HEAD ${url}`).toBe(404);
    }
    const api = await app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Route GET /api/nope not found', statusCode: 404 });
    expect((await app.inject({ method: 'POST', url: '/some/unknown-page' })).json().statusCode).toBe(404);
  });

  it("sends a route's path with a trailing slash to its one address", async () => {
    const res = await app.inject({ url: '/pricing/?ref=mail' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/pricing?ref=mail');
    expect((await app.inject({ url: '/admin/' })).headers.location).toBe('/admin');
    expect((await app.inject({ url: '//example.com/' })).statusCode).toBe(404);
  });
});

describe('certificate pages', () => {
  it("name the holder, the score and the date in the title, description and the shared link's card", async () => {
    const name = `<script>alert("x")</script> & 'Jo'`;
    const certificate = await createCertificate(db, {
      name,
      percentage: 90,
      issuedAt: new Date('2026-03-12T10:00:00Z'),
    });
    const res = await app.inject({ url: `/certificates/${certificate.code.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    // The build's own title, description and card tags are replaced, not repeated.
    expect(res.body).not.toMatch(/Built|built\.example/);

    const title = `Certificate of completion: ${name} (name given by the learner) | AI for Newbies`;
    const description = `${name} (name given by the learner) passed the AI for Newbies Prompt School quiz with 90% on 12 March 2026.`;
    const url = `${SITE_URL}/certificates/${certificate.code}`;
    const image = `${SITE_URL}/og/school.png`;
    expect(Object.fromEntries(headTags(res.body))).toEqual({
      title: [title],
      description: [description],
      robots: ['noindex'],
      canonical: [url],
      'og:type': ['website'],
      'og:site_name': ['AI for Newbies'],
      'og:title': [title],
      'og:description': [description],
      'og:url': [url],
      'og:image': [image],
      'og:image:type': ['image/png'],
      'og:image:width': ['1200'],
      'og:image:height': ['630'],
      'og:image:alt': ['AI for Newbies: Prompt School'],
      'twitter:card': ['summary_large_image'],
      'twitter:title': [title],
      'twitter:description': [description],
      'twitter:image': [image],
      'twitter:image:alt': ['AI for Newbies: Prompt School'],
    });
    // The build's scripts are untouched: the CSP hashes still match them.
    expect(res.body).toContain(`<script>${WEB_INLINE_SCRIPT}</script>`);
  });

  it("drops direction controls of a name claimed before names were checked from the link's card", async () => {
    const certificate = await createCertificate(db, { name: 'Eve \u202emoc.lapyap\u202c' });
    const tags = Object.fromEntries(headTags((await app.inject({ url: `/certificates/${certificate.code}` })).body));
    expect(tags.title).toEqual([
      'Certificate of completion: Eve moc.lapyap (name given by the learner) | AI for Newbies',
    ]);
  });

  it('answers an unknown code with 404, the app shell and a generic title', async () => {
    const res = await app.inject({ url: '/certificates/NONE-SUCH-CODE' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<main>SPA fallback</main>');
    expect(res.body).not.toMatch(/Built|built\.example/);
    expect(Object.fromEntries(headTags(res.body))).toEqual({
      title: ['Certificate not found | AI for Newbies'],
      description: ['No certificate with this code was issued by AI for Newbies.'],
      robots: ['noindex'],
    });
  });
});

describe('structured data', () => {
  it('describes each public page with valid schema.org items, its FAQ as the FAQ section shows it', async () => {
    const faqs: FaqGroups = (await app.inject({ url: '/api/faqs' })).json();
    for (const route of PUBLIC_ROUTES) {
      const items = structuredData((await app.inject({ url: route.path })).body);
      const shown = faqs[route.faqTab].slice(0, FAQ_ITEMS_SHOWN);
      const [faqPage, ...more] = ofType(items, 'FAQPage');
      expect(more).toEqual([]);
      if (shown.length === 0) expect(faqPage, route.path).toBeUndefined();
      else
        expect(
          faqPage.mainEntity.map((q) => [q.name, q.acceptedAnswer.text]),
          route.path,
        ).toEqual(shown.map((f) => [f.question, f.answer]));
    }
    expect(faqs.about.length).toBeGreaterThan(FAQ_ITEMS_SHOWN);
  });

  it('names the site on the home page, the course on Prompt School and the Coach pack on Pricing', async () => {
    const home = structuredData((await app.inject({ url: '/' })).body);
    expect(home.map((item) => item['@type'])).toEqual(['Organization', 'WebSite', 'FAQPage']);
    expect(ofType(home, 'Organization')[0]).toMatchObject({
      name: 'AI for Newbies',
      url: `${SITE_URL}/`,
      logo: `${SITE_URL}/favicon.svg`,
    });
    expect(ofType(home, 'WebSite')[0]).toMatchObject({ name: 'AI for Newbies', url: `${SITE_URL}/` });

    const school = structuredData((await app.inject({ url: '/prompt-school' })).body);
    const [course] = ofType(school, 'Course');
    expect(course).toMatchObject({
      url: `${SITE_URL}/prompt-school`,
      provider: { '@type': 'Organization', name: 'AI for Newbies' },
      isAccessibleForFree: true,
      offers: { price: 0 },
      hasCourseInstance: { courseMode: 'online' },
    });
    expect(course.syllabusSections.map((s) => [s.name, s.description])).toEqual([
      ['First lesson', 'Where to start.'],
      ['Second lesson', 'A lesson.'],
    ]);

    const pricing = structuredData((await app.inject({ url: '/pricing' })).body);
    expect(ofType(pricing, 'Product')[0]).toMatchObject({
      name: 'Prompt Coach credit pack',
      offers: {
        price: COACH_PRICE_USD,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${SITE_URL}/pricing`,
      },
    });
    for (const path of ['/prompt-coach', '/prompt-gallery', '/prompt-lab'])
      expect(structuredData((await app.inject({ url: path })).body).map((item) => item['@type'])).not.toContain(
        'Product',
      );
  });

  it('keeps markup in the content inert: the data block cannot be closed early', async () => {
    const html = (await app.inject({ url: '/pricing' })).body;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<!-- & more');
    const [faqPage] = ofType(structuredData(html), 'FAQPage');
    expect(faqPage.mainEntity[0]).toMatchObject({
      name: 'Is it "really" <free> & simple?',
      acceptedAnswer: { text: 'Yes.</script><script>alert(1)</script> <!-- & more' },
    });
  });

  it("puts the page's FAQ answers, escaped, as <details> in the FAQ section's noscript", async () => {
    const noscript = (html: string) => /<noscript id="faq-noscript">([\s\S]*?)<\/noscript>/.exec(html)?.[1];
    const pricing = noscript((await app.inject({ url: '/pricing' })).body);
    expect(pricing).toBe(
      '<div class="faq-list"><details class="faq-item"><summary><h3>Is it &quot;really&quot; &lt;free&gt; &amp; simple?</h3></summary>' +
        '<div class="faq-answer">Yes.&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &amp; more</div></details></div>',
    );
    const home = noscript((await app.inject({ url: '/' })).body)!;
    const [faqPage] = ofType(structuredData((await app.inject({ url: '/' })).body), 'FAQPage');
    expect([...home.matchAll(/<summary><h3>(.*?)<\/h3>/g)].map((m) => m[1])).toEqual(
      faqPage.mainEntity.map((entry) => entry.name),
    );
  });

  it('lists in the CSP only the scripts the page runs, not its data blocks', async () => {
    const res = await app.inject({ url: '/' });
    const csp = res.headers['content-security-policy'] as string;
    const hash = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc.trim().split(/\s+/).sort()).toEqual(
      ['script-src', "'self'", hash(WEB_INLINE_SCRIPT), hash('import "/assets/app-abc123.js";')].sort(),
    );
  });

  it('serves pages ready and compressed from memory, and follows lesson and FAQ edits at once', async () => {
    const get = () => app.inject({ url: '/prompt-school', headers: { 'accept-encoding': 'br, gzip' } });
    const isHit = async () => {
      const hits = app.responseCache.hits;
      const res = await get();
      return app.responseCache.hits === hits + 1 && res.headers['content-encoding'] === 'br';
    };
    await expect.poll(isHit).toBe(true);
    // As small as brotli makes it: quality 11 (the same as the build's files).
    const page = (await app.inject({ url: '/prompt-school' })).rawPayload;
    const sent = (await get()).rawPayload;
    expect(zlib.brotliDecompressSync(sent).equals(page)).toBe(true);
    expect(sent.length).toBe(
      zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );

    const lessons = (await app.inject({ url: '/api/lessons' })).json();
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/lessons/${lessons[0].id}`,
      headers: auth,
      payload: { title: 'First lesson, revised' },
    });
    expect(edit.statusCode).toBe(200);
    const faq = await app.inject({
      method: 'POST',
      url: '/api/faqs',
      headers: auth,
      payload: { question: 'A new school question?', answer: 'A new answer.', category: 'school', order: 0 },
    });
    expect(faq.statusCode).toBe(201);
    const items = structuredData((await app.inject({ url: '/prompt-school' })).body);
    expect(ofType(items, 'Course')[0].syllabusSections[0].name).toBe('First lesson, revised');
    expect(ofType(items, 'FAQPage')[0].mainEntity[0].name).toBe('A new school question?');
  });
});
