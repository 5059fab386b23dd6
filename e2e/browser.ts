import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@ai4n/lighthouse-tools/chromium';

export const baseUrl = () => inject('baseUrl');

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Console errors a test provokes on purpose (a request it makes fail). */
  allowConsoleErrors?: RegExp;
  reducedMotion?: 'reduce' | 'no-preference';
  permissions?: string[];
  /** Runs before the first navigation, e.g. to route requests. */
  beforeGoto?: (page: Page) => Promise<void>;
  /** false: the page as a visitor without JavaScript reads it. */
  javaScriptEnabled?: boolean;
}

/**
 * One browser per spec file; a fresh context per page. Any console error, page error or CSP
 * violation fails the test that caused it.
 */
export function useBrowser(site: { url: () => string } = { url: baseUrl }) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    });
  });
  afterAll(async () => browser?.close());
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    const found = problems.splice(0);
    expect(found, 'console errors on the page').toEqual([]);
  });

  async function open(path: string, options: PageOptions = {}): Promise<Page> {
    const context = await browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 900 },
      reducedMotion: options.reducedMotion ?? 'reduce',
      baseURL: site.url(),
      permissions: options.permissions,
      acceptDownloads: true,
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    contexts.push(context);
    const page = await context.newPage();
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      if (options.allowConsoleErrors?.test(msg.text())) return;
      problems.push(msg.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await options.beforeGoto?.(page);
    await page.goto(path);
    await settled(page, options.javaScriptEnabled !== false);
    return page;
  }

  return { open, browser: () => browser };
}

/**
 * Waits until React runs on the page and the network is quiet. A built page starts loading its
 * scripts only after its first paint (decision 0081): on a slow machine the network can be quiet
 * (and Playwright's 'networkidle' already past) before they are even asked for. React marks the
 * document it hydrates (`__reactContainer$…`) when it starts: from then on it hears every click,
 * and hydrates what a click is aimed at. Before that only the last click is kept for it
 * (lib/early-clicks), which is not what a test's next step expects.
 */
async function settled(page: Page, javaScript = true): Promise<void> {
  if (javaScript)
    await page.waitForFunction(
      () =>
        !document.querySelector('script[type="module"]') ||
        Object.keys(document).some((key) => key.startsWith('__reactContainer$')),
    );
  await page.waitForLoadState('networkidle');
}

/** Goes to `path` in the page as `open` does: back once the page's code has loaded. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

/** Reloads the page: back once its code has loaded again. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await settled(page);
}

export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
