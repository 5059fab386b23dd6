import fs from 'node:fs';
import path from 'node:path';
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
  /** What each open page did, told when its test fails (a CI run leaves nothing else to read). */
  const journals = new Map<Page, string[]>();

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    });
  });
  afterAll(async () => browser?.close());
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await reportPages(task.name, journals);
    journals.clear();
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
    journals.set(page, journal(page));
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

const started = Date.now();
const JOURNAL_LINES = 60;

/** The page's navigations, console messages and API answers, the last JOURNAL_LINES of them. */
function journal(page: Page): string[] {
  const lines: string[] = [];
  const note = (line: string) => {
    lines.push(`${((Date.now() - started) / 1000).toFixed(1)}s ${line}`);
    if (lines.length > JOURNAL_LINES) lines.shift();
  };
  let at = '';
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || frame.url() === at) return;
    at = frame.url();
    note(`page ${at}`);
  });
  page.on('console', (msg) => note(`console.${msg.type()} ${msg.text()}`));
  page.on('pageerror', (error) => note(`page error ${error.message}`));
  page.on('requestfailed', (request) =>
    note(`failed ${request.method()} ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') || response.status() >= 400)
      note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return lines;
}

/** Tells what each page of a failed test did and shows, with a screenshot in e2e/artifacts/. */
async function reportPages(test: string, journals: Map<Page, string[]>): Promise<void> {
  const dir = path.resolve('e2e/artifacts');
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  for (const [page, lines] of journals) {
    if (page.isClosed()) continue;
    const file = path.join(dir, `${test.replace(/\W+/g, '-').slice(0, 60)}-${++n}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    const text = await page
      .evaluate(() => document.querySelector('main')?.innerText ?? document.body.innerText)
      .catch((error: Error) => `(unreadable: ${error.message})`);
    console.log(
      [
        `-- page ${n} of the failed test "${test}": ${page.url()} (screenshot ${file})`,
        ...lines,
        '-- it shows:',
        text.slice(0, 1500),
      ].join('\n'),
    );
  }
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
