import { describe, expect, it } from 'vitest';
import {
  StructuredDataSchema,
  coachPackLd,
  courseLd,
  faqPageLd,
  jsonLdScript,
  organizationLd,
  webSiteLd,
} from './structured-data.js';

const site = { siteUrl: 'https://learn.example', siteName: 'Test School' };

describe('structured data', () => {
  it('builds items its own schemas accept, with absolute URLs on the site', () => {
    const items = [
      organizationLd(site),
      webSiteLd(site),
      courseLd(site, '/prompt-school', [{ title: 'One', description: 'The first.' }]),
      faqPageLd([{ question: 'Why?', answer: 'Because.' }]),
      coachPackLd(site, '/pricing'),
    ];
    for (const item of items) expect(StructuredDataSchema.parse(item)).toEqual(item);
    expect(organizationLd(site)).toMatchObject({
      url: 'https://learn.example/',
      logo: 'https://learn.example/favicon.svg',
    });
    expect(courseLd(site, '/prompt-school', []).description).toContain('0 lessons');
    expect(courseLd(site, '/prompt-school', [{ title: 'One', description: 'x' }]).description).toContain('1 lesson ');
  });

  it('refuses a FAQ page without questions', () => {
    expect(StructuredDataSchema.safeParse(faqPageLd([])).success).toBe(false);
  });

  it('writes a data block that no text can close or comment out, and that reads back the same', () => {
    const answer = 'a </script><script>alert(1)</script> <!-- b & c \u2028';
    const script = jsonLdScript(faqPageLd([{ question: 'Q?', answer }]));
    const body = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script)![1];
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body).mainEntity[0].acceptedAnswer.text).toBe(answer);
  });
});
