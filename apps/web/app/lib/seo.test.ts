import { describe, expect, it, vi } from 'vitest';

// Vite defines these at build time (vite.config.ts); seo.ts reads them when it is imported.
vi.hoisted(() => Object.assign(globalThis, { __SITE_NAME__: 'Test School', __SITE_URL__: 'https://learn.example' }));

const { DESCRIPTION_MAX_LENGTH, pageMeta } = await import('./seo');
const { OG_SECTIONS } = await import('./og-sections');

const page = {
  path: '/prompt-school',
  title: 'Prompt School | Test School',
  description: 'A free course in writing prompts.',
  image: 'school',
} as const;

/** The content of the tag with this name or property. */
function tag(meta: ReturnType<typeof pageMeta>, key: string): unknown {
  const found = meta.filter((d) => ('name' in d && d.name === key) || ('property' in d && d.property === key));
  expect(found, key).toHaveLength(1);
  return (found[0] as { content: unknown }).content;
}

describe('pageMeta', () => {
  it('gives the title, description and an absolute canonical link on the site origin', () => {
    const meta = pageMeta(page);
    expect(meta.filter((d) => 'title' in d)).toEqual([{ title: 'Prompt School | Test School' }]);
    expect(tag(meta, 'description')).toBe('A free course in writing prompts.');
    expect(meta.filter((d) => 'tagName' in d)).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://learn.example/prompt-school' },
    ]);
  });

  it('links the home page as the origin with its slash', () => {
    const meta = pageMeta({ ...page, path: '/', image: 'home' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://learn.example/' });
    expect(tag(meta, 'og:url')).toBe('https://learn.example/');
    expect(tag(meta, 'og:image')).toBe('https://learn.example/og/home.png');
  });

  it('gives the Open Graph tags, with the section image and its size and text', () => {
    const meta = pageMeta(page);
    expect(tag(meta, 'og:type')).toBe('website');
    expect(tag(meta, 'og:site_name')).toBe('Test School');
    expect(tag(meta, 'og:title')).toBe(page.title);
    expect(tag(meta, 'og:description')).toBe(page.description);
    expect(tag(meta, 'og:url')).toBe('https://learn.example/prompt-school');
    expect(tag(meta, 'og:image')).toBe('https://learn.example/og/school.png');
    expect(tag(meta, 'og:image:width')).toBe('1200');
    expect(tag(meta, 'og:image:height')).toBe('630');
    expect(tag(meta, 'og:image:alt')).toBe(`Test School: Prompt School. ${OG_SECTIONS.school.tagline}.`);
  });

  it('gives a large-image Twitter card with the same title, description and image', () => {
    const meta = pageMeta(page);
    expect(tag(meta, 'twitter:card')).toBe('summary_large_image');
    expect(tag(meta, 'twitter:title')).toBe(page.title);
    expect(tag(meta, 'twitter:description')).toBe(page.description);
    expect(tag(meta, 'twitter:image')).toBe('https://learn.example/og/school.png');
  });

  it('refuses a description longer than search results show', () => {
    const description = 'x'.repeat(DESCRIPTION_MAX_LENGTH);
    expect(() => pageMeta({ ...page, description })).not.toThrow();
    expect(() => pageMeta({ ...page, description: `${description}x` })).toThrow(/161 characters/);
  });
});
