import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { countClaim } from '@ai4n/shared';
import { signInAsAdmin, useOwnSite } from './admin';
import { seriousA11yViolations, useBrowser } from './browser';

// This spec changes the site's claims and rates prompts, so it runs on a site of its own. It trusts
// a proxy in front, so the spec can rate as other visitors (X-Forwarded-For) besides the browser.
const site = useOwnSite({ TRUST_PROXY: 'loopback' });
const TITLE = '4-Step Cold Email Sequence for B2B Services';

const library = (page: Page) => page.getByRole('region', { name: 'Prompt library' });
const band = (page: Page) => page.getByRole('region', { name: 'Our numbers' });
const heroFigures = (page: Page) => page.locator('dl').first().textContent();
const api = (path: string, init?: RequestInit) => fetch(new URL(`/api${path}`, site.url()), init);

describe('Claims the site can back', () => {
  const { open } = useBrowser(site);

  it('lets a visitor rate a prompt in the gallery: one rating each, changeable, the average shown from three', async () => {
    const page = await open('/prompt-gallery?search=cold+email');
    // Nothing invented: the seeded library starts unrated (once the figures have loaded).
    await expect.poll(() => heroFigures(page)).toMatch(/Prompts\d+/);
    await expect.poll(() => heroFigures(page)).toMatch(/Average rating—/);
    await library(page)
      .getByRole('button', { name: `View prompt: ${TITLE}` })
      .click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    const rate = dialog.getByRole('region', { name: 'Rate this prompt' });
    await rate.getByText('Not rated yet: the average shows from 3 ratings (0 so far).').waitFor();
    await expect.poll(() => dialog.getByText('Not rated yet', { exact: true }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await rate.getByRole('button', { name: 'Rate 4 stars' }).click();
    await rate.getByRole('status').getByText('Thanks! You rated it 4 stars.').waitFor();
    await expect
      .poll(() => rate.getByRole('button', { name: 'Rate 4 stars' }).getAttribute('aria-pressed'))
      .toBe('true');
    // A changed mind replaces the rating: still one.
    await rate.getByRole('button', { name: 'Rate 2 stars' }).click();
    await rate.getByRole('status').getByText('Thanks! You rated it 2 stars.').waitFor();
    await rate.getByText('(1 so far)', { exact: false }).waitFor();
    await expect
      .poll(() => rate.getByRole('button', { name: 'Rate 4 stars' }).getAttribute('aria-pressed'))
      .toBe('false');

    // Two other visitors rate it as well.
    const id = new URL(page.url()).searchParams.get('prompt')!;
    for (const [address, rating] of [
      ['203.0.113.7', 4],
      ['203.0.113.8', 5],
    ] as const) {
      const res = await api(`/prompts/${id}/rating`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ rating }),
      });
      expect(res.status).toBe(200);
    }

    // The same visitor comes back: their rating is remembered, and (2 + 4 + 5) / 3 now shows everywhere.
    const again = await open(`/prompt-gallery?search=cold+email&prompt=${id}`);
    const reopened = again.getByRole('dialog', { name: TITLE });
    await reopened.getByText('You rated it 2 stars.').waitFor();
    await reopened.getByText('Average 3.7 from 3 ratings.').waitFor();
    await expect.poll(() => reopened.getByText('3.7 from 3 ratings', { exact: true }).isVisible()).toBe(true);
    await again.keyboard.press('Escape');
    await library(again).getByRole('article', { name: TITLE }).getByText('3.7 average rating').waitFor();
    await expect.poll(() => heroFigures(again)).toMatch(/Average rating3\.7/);
  });

  it('claims nothing on a fresh site it cannot count, then shows the claims an administrator sets (the console says they must be true)', async () => {
    const { totalPrompts } = await (await api('/prompts/meta/stats')).json();
    const before = await open('/');
    // A fresh site: the live prompt count only; no student count, success rate, testimonials or reply time.
    await band(before).getByText(countClaim(totalPrompts), { exact: true }).waitFor();
    await before.getByRole('heading', { name: `${countClaim(totalPrompts)} ready-made examples` }).waitFor();
    for (const invented of [
      '10,000+',
      /(?<![\d,])50\+/u,
      '99%',
      'Margaret Ellis',
      'Daniel Okafor',
      'Priya Sharma',
      '24 hours',
    ])
      expect(await before.getByText(invented).count(), String(invented)).toBe(0);
    await expect.poll(() => before.locator('figure blockquote').count()).toBe(0);
    await before.getByText('Questions, ideas or a custom prompt request: we read every message.').waitFor();

    const admin = await open('/admin');
    await signInAsAdmin(admin);
    const card = admin.getByRole('region', { name: 'Site claims' });
    await card.getByText('They must be true:').waitFor();
    await expect.poll(() => card.getByRole('note').textContent()).toContain('claims only what it counts itself');
    await card.getByText('Only real people who agreed to be quoted', { exact: false }).waitFor();
    await admin.getByRole('region', { name: 'Facts to re-check' }).getByRole('row').nth(1).waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);

    // A text claim needs its figure.
    await card.getByLabel('Students: source').selectOption('text');
    await card.getByRole('button', { name: 'Save Site Claims' }).click();
    await card.getByText('Enter the figure, or choose another source').waitFor();

    await card.getByLabel('Students: figure').fill('250+');
    await card.getByLabel('Success rate: source').selectOption('hidden');
    await card.getByRole('button', { name: 'Add testimonial' }).click();
    await card.getByLabel('Testimonial 1: name').fill('Ana Ruiz');
    await card.getByLabel('Testimonial 1: role').fill('Florist');
    await card.getByLabel('Testimonial 1: quote').fill('The course took me from zero to writing my own shop emails.');
    await card.getByLabel('Support replies within').fill('2 working days');
    await card.getByRole('button', { name: 'Save Site Claims' }).click();
    await admin.getByRole('status').getByText('Site claims saved', { exact: true }).waitFor();
    await card.getByRole('note').waitFor({ state: 'detached' });

    const after = await open('/');
    // The band hydrates, and reads the claims, as it nears the viewport.
    await band(after).scrollIntoViewIfNeeded();
    await band(after).getByText('250+', { exact: true }).waitFor();
    await expect.poll(() => band(after).getByText('Success Rate').count()).toBe(0);
    await after.getByText('Join 250+ students learning AI').waitFor();
    await expect
      .poll(() => after.locator('figure blockquote').allTextContents())
      .toEqual(['“The course took me from zero to writing my own shop emails.”']);
    await expect.poll(() => after.locator('figure figcaption').textContent()).toContain('Ana RuizFlorist');
    await after.locator('footer').scrollIntoViewIfNeeded();
    await after.getByText('Questions, ideas or a custom prompt request: we reply within 2 working days.').waitFor();
  });
});
