import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';

const headerTop = (page: Page) => page.locator('header').evaluate((el) => el.getBoundingClientRect().top);

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('shared shell', () => {
  const { open } = useBrowser();

  it('navigates between sections from the header, landing at the top', async () => {
    const page = await open('/');
    await page.mouse.wheel(0, 2000);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prompt Lab' }).click();
    await page.waitForURL('**/prompt-lab');
    await page.getByRole('heading', { level: 1, name: 'Leading AI models, one platform' }).waitFor();
    await waitFor(async () => (await page.evaluate(() => window.scrollY)) === 0, 'scroll to top');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(/\/$/);
  });

  it('opens Login and Sign Up in a new tab, safely', async () => {
    const page = await open('/');
    const nav = page.getByRole('navigation', { name: 'Main' }).locator('..');
    for (const name of ['Login', 'Sign Up']) {
      const link = nav.getByRole('link', { name, exact: true }).first();
      await expect.poll(() => link.getAttribute('target')).toBe('_blank');
      await expect.poll(() => link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      nav.getByRole('link', { name: 'Sign Up', exact: true }).first().click(),
    ]);
    expect(popup).toBeTruthy();
  });

  it('offsets the sticky header by 48px while the banner shows, and closes the banner', async () => {
    const page = await open('/pricing');
    await expect.poll(() => headerTop(page)).toBe(48);
    await page.getByRole('region', { name: 'Promotion' }).getByRole('link', { name: 'Try It Now' }).waitFor();
    await page.getByRole('button', { name: 'Close promotion' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Promotion' }).count()).toBe(0);
    await waitFor(async () => (await headerTop(page)) === 0, 'header at the top once the banner is gone');
    await page.mouse.wheel(0, 1500);
    await waitFor(async () => (await headerTop(page)) === 0, 'sticky header at the top');
  });

  it("the banner's Try It Now goes to Prompt Lab", async () => {
    const page = await open('/');
    await page.getByRole('link', { name: 'Try It Now' }).click();
    await page.waitForURL('**/prompt-lab');
  });

  it('shows back-to-top only past 300px, and it returns to the top', async () => {
    const page = await open('/');
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect.poll(() => button.count()).toBe(0);
    // Scrolled by the visitor's wheel: a scroll made by a script is undone while a page just opened
    // settles (lib/scroll holdAtTop).
    await page.mouse.wheel(0, 250);
    await waitFor(async () => (await page.evaluate(() => window.scrollY)) === 250, 'scrolled 250px');
    await new Promise((r) => setTimeout(r, 200));
    await expect.poll(() => button.count()).toBe(0);
    await page.mouse.wheel(0, 950);
    await button.waitFor();
    await button.click();
    await waitFor(async () => (await page.evaluate(() => window.scrollY)) === 0, 'scroll to top');
    await waitFor(async () => (await button.count()) === 0, 'button hidden again');
  });

  it("the header's FAQ entry selects the current page's tab and scrolls to the FAQ", async () => {
    const page = await open('/prompt-coach');
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Pricing' }).getAttribute('aria-selected')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'FAQ' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Prompt Coach' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(
      async () => page.locator('#faq').evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 200),
      'the FAQ section in view',
    );
  });

  it('FAQ tabs follow the page, switch by keyboard, and items expand and collapse', async () => {
    const page = await open('/prompt-gallery');
    const galleryTab = page.getByRole('tab', { name: 'Prompt Gallery' });
    await expect.poll(() => galleryTab.getAttribute('aria-selected')).toBe('true');
    await galleryTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Prompt Lab' }).getAttribute('aria-selected')).toBe('true');

    const panel = page.getByRole('tabpanel');
    const items = panel.locator('details');
    await items.nth(9).waitFor();
    await expect.poll(() => items.count()).toBe(10);
    const first = items.first();
    const answer = first.locator('.faq-answer');
    await expect.poll(() => answer.isVisible()).toBe(false);
    await first.locator('summary').click();
    await answer.waitFor();
    expect((await answer.textContent())!.length).toBeGreaterThan(20);
    await first.locator('summary').click();
    await answer.waitFor({ state: 'hidden' });
  });

  it("the FAQ's Contact Support scrolls to the support form; Get Started Now opens sign-up in a new tab", async () => {
    const page = await open('/');
    const getStarted = page.getByRole('link', { name: 'Get Started Now' });
    await expect.poll(() => getStarted.getAttribute('target')).toBe('_blank');
    await expect.poll(() => getStarted.getAttribute('href')).toBe('/go/register');
    await page.getByRole('button', { name: 'Contact Support' }).click();
    await waitFor(
      async () => page.locator('#support').evaluate((el) => el.getBoundingClientRect().top < window.innerHeight),
      'the support form in view',
    );
  });

  it("the footer's Admin button opens the admin view, and FAQ scrolls to the FAQ", async () => {
    const page = await open('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'FAQ' }).click();
    await waitFor(
      async () => page.locator('#faq').evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 200),
      'FAQ in view',
    );
    await page.getByRole('contentinfo').getByRole('button', { name: 'Admin' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  });

  it('on a phone, the collapsible menu holds the sections and an FAQ entry', async () => {
    const page = await open('/', { viewport: { width: 390, height: 844 } });
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).isVisible(),
    ).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'))
      .toBe('true');
    const menuFaq = page.locator('header').getByRole('button', { name: 'FAQ' }).last();
    await expect.poll(() => menuFaq.isVisible()).toBe(true);
    await page.locator('header').getByRole('link', { name: 'Pricing' }).last().click();
    await page.waitForURL('**/pricing');
    await expect
      .poll(() => page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'))
      .toBe('false');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('header').getByRole('button', { name: 'FAQ' }).last().click();
    await expect.poll(() => page.getByRole('tab', { name: 'Pricing' }).getAttribute('aria-selected')).toBe('true');
  });
});
