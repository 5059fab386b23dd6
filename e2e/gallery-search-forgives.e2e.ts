import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, seriousA11yViolations, visit } from './browser';
import { library, waitForTitles } from './gallery-steps';

/** Issue 32: a misspelled search still finds prompts and offers the corrected one; a page per business type. */

interface ApiList {
  prompts: Array<{ title: string }>;
  didYouMean: string | null;
}
const api = async (page: Page, path: string): Promise<ApiList> => (await fetch(new URL(path, page.url()))).json();

describe('Gallery search that forgives', () => {
  const { open } = useBrowser();

  it('a misspelled search shows the prompts meant and "Did you mean", whose link runs the corrected search', async () => {
    const page = await open('/prompt-gallery');
    const meant = await api(page, '/api/prompts?search=newsletter&limit=50');
    expect(meant.prompts.length).toBeGreaterThan(0);

    await page.getByRole('searchbox', { name: 'Search prompts' }).fill('newslettr');
    await page.waitForURL((url) => url.searchParams.get('search') === 'newslettr');
    await waitForTitles(
      page,
      meant.prompts.map((p) => p.title),
    );
    const suggestion = library(page).getByText('Did you mean');
    await suggestion.waitFor();
    expect(await suggestion.textContent()).toBe('Did you mean newsletter?');

    await suggestion.getByRole('link', { name: 'newsletter' }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'newsletter');
    await suggestion.waitFor({ state: 'detached' });
    expect(await page.getByRole('searchbox', { name: 'Search prompts' }).inputValue()).toBe('newsletter');
    await waitForTitles(
      page,
      meant.prompts.map((p) => p.title),
    );
  });

  it("the business-type filter links to the type's page, which lists its prompts by job", async () => {
    const page = await open('/prompt-gallery');
    const type = page.getByRole('combobox', { name: 'Business type' });
    const link = page.getByRole('link', { name: 'The most useful prompts for Restaurants & Hospitality, by job' });
    // The filters hydrate at the first interaction (a focus, as a visitor's pick starts): a choice
    // the test makes before React has them is the browser's alone, so it is made again until it takes.
    await type.focus();
    await expect
      .poll(async () => {
        await type.selectOption('Restaurants & Hospitality');
        return link.count();
      })
      .toBe(1);
    await link.click();
    await page.waitForURL('**/prompt-gallery/for/restaurants-hospitality');
    await page.getByRole('heading', { level: 1, name: 'Prompts for restaurants & hospitality' }).waitFor();
    const firstJob = page.getByRole('main').getByRole('region').first();
    await firstJob.getByRole('link').first().waitFor();
    const jobs = await page.getByRole('main').getByRole('region').count();
    expect(jobs).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A prompt's link opens its details in the gallery.
    const prompt = firstJob.getByRole('listitem').first().getByRole('link');
    const title = (await prompt.locator('span').first().locator('span').first().textContent())!;
    await prompt.click();
    await page.waitForURL((url) => url.pathname === '/prompt-gallery' && url.searchParams.has('prompt'));
    await page.getByRole('dialog').getByRole('heading', { name: title }).waitFor();

    // All 14 types are one click away.
    await visit(page, '/prompt-gallery/for/saas-software');
    await page.getByRole('heading', { level: 1, name: 'Prompts for SaaS / software' }).waitFor();
    const types = page.getByRole('navigation', { name: 'Browse by business' }).getByRole('link');
    expect(await types.count()).toBe(14);
  });
});
