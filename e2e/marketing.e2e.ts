import { describe, expect, it } from 'vitest';
import { countClaim } from '@ai4n/shared';
import { baseUrl, useBrowser } from './browser';

describe('Home, Prompt Lab and Pricing', () => {
  const { open } = useBrowser();

  it("Home's hero and step cards lead to the right sections", async () => {
    const page = await open('/');
    await page.getByRole('link', { name: 'Start Learning Free' }).first().click();
    await page.waitForURL('**/prompt-school');
    await page.goBack();
    await page.getByRole('button', { name: /Get Started with Explore/ }).click();
    await page.waitForURL('**/prompt-gallery');
    await page.goBack();
    await page.getByRole('link', { name: 'Try Prompt Lab' }).click();
    await page.waitForURL('**/prompt-lab');
  });

  it('Home shows the stats band with the live prompt count and no figure or testimonial nobody counted', async () => {
    const { totalPrompts } = await (await fetch(new URL('/api/prompts/meta/stats', baseUrl()))).json();
    const page = await open('/');
    // A fresh site counts its students and pass rate, hidden while there are too few; the prompt
    // count is the gallery's, rounded down.
    const band = page.getByRole('region', { name: 'Our numbers' });
    await band.getByText(countClaim(totalPrompts), { exact: true }).waitFor();
    for (const invented of ['10,000+', /(?<![\d,])50\+/u, '99%', /(?<![\d,])1,000\+/u])
      expect(await page.getByText(invented).count(), String(invented)).toBe(0);
    await expect.poll(() => page.locator('figure blockquote').count()).toBe(0);
  });

  it('Pricing toggles between monthly and yearly prices (12 months less 17 %)', async () => {
    const page = await open('/pricing');
    const starter = page.getByRole('listitem', { name: 'Starter plan' });
    await expect.poll(() => starter.getByText('$20', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('radio', { name: /Yearly/ }).click();
    await expect.poll(() => page.getByRole('radio', { name: /Yearly/ }).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => starter.getByText('$16.60', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => starter.getByText('$199.20 billed yearly').isVisible()).toBe(true);
    const guarantees = page.getByRole('region', { name: 'Try it without worry' });
    await expect.poll(() => guarantees.getByText('14-day money-back guarantee').isVisible()).toBe(true);
    await expect.poll(() => guarantees.getByText('10 free credits', { exact: true }).isVisible()).toBe(true);
  });

  it('Prompt Lab switches feature tabs and lists plans with sign-up links in a new tab', async () => {
    const page = await open('/prompt-lab');
    await page.getByRole('tab', { name: 'Video' }).click();
    await expect.poll(() => page.getByRole('tabpanel', { name: 'Video' }).textContent()).toContain('20-50 credits');
    await page.getByRole('tab', { name: 'Video' }).press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Audio' }).getAttribute('aria-selected')).toBe('true');
    const models = page.getByRole('table', { name: 'AI models available in Prompt Lab' });
    await expect.poll(() => models.getByRole('row').count()).toBeGreaterThan(8);
    await expect.poll(() => models.textContent()).not.toMatch(/GPT-4o|DALL-E|Gen-3/);
    await expect
      .poll(() => page.getByText('Model families as of November 2026', { exact: false }).isVisible())
      .toBe(true);
    // Plans compared with each other: the $20 plan has no video.
    const plans = page.getByRole('table', { name: 'Generations a month on each Prompt Lab plan' });
    const starter = plans.getByRole('row', { name: /^Starter/ });
    await expect.poll(() => starter.textContent()).toMatch(/33-100.*10-20.*Not included.*20-50/);
    const trials = page.getByRole('link', { name: /Start 7-day free trial/ });
    await expect.poll(() => trials.count()).toBe(3);
    await expect.poll(() => trials.first().getAttribute('target')).toBe('_blank');
    await expect.poll(() => trials.first().getAttribute('rel')).toBe('noopener noreferrer');
  });
});
