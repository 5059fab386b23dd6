import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ERRORS, FAQ_TAB_BY_ROUTE, supportSentMessage } from '@ai4n/shared';
import { baseUrl, useBrowser, reload } from './browser';

async function fillSupport(
  page: Page,
  values: Partial<Record<'Your name' | 'Email address' | 'Subject' | 'Message', string>>,
) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
}

/** Scrolls to the FAQ, as a visitor does: the section hydrates, and loads its questions, near the viewport. */
const toFaq = (page: Page) =>
  page.getByRole('heading', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();

/** A fresh site promises no reply time until an administrator sets one (decision 0022). */
const SENT = supportSentMessage('');

const complete = {
  'Your name': 'Grace Hopper',
  'Email address': 'grace@example.com',
  Subject: 'Quiz',
  Message: 'Can I retake the quiz?',
};

describe('support form', () => {
  const { open } = useBrowser();

  it('names every missing field and a bad email, and sends nothing', async () => {
    const page = await open('/');
    let posted = 0;
    page.on('request', (r) => r.url().endsWith('/api/support') && posted++);
    // The first press may come before the form's code (it loads when the form is reached for): the
    // submit waits for it, then goes through.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name is required').waitFor();
    for (const text of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      await expect.poll(() => page.getByText(text).isVisible()).toBe(true);
    }
    await fillSupport(page, { ...complete, 'Email address': 'grace-at-example' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByText('Please enter a valid email address').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(posted).toBe(0);
  });

  it('sends the message, shows the success text for 3 seconds, then a cleared form', async () => {
    const page = await open('/');
    await fillSupport(page, complete);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Sending...' }).isVisible()).toBe(true);
    const success = page.getByText(SENT);
    await success.waitFor({ timeout: 5_000 });
    await page.getByLabel('Your name').waitFor({ timeout: 6_000 });
    await expect.poll(() => success.count()).toBe(0);
    await expect.poll(() => page.getByLabel('Your name').inputValue()).toBe('');
    await expect.poll(() => page.getByLabel('Message').inputValue()).toBe('');
  });

  it('keeps everything typed when sending fails, and sends on retry', async () => {
    const page = await open('/', { allowConsoleErrors: /Failed to load resource/ });
    let fail = true;
    await page.route('**/api/support', (route) => (fail ? route.fulfill({ status: 503, body: '' }) : route.continue()));
    await fillSupport(page, complete);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').filter({ hasText: 'could not be sent' }).waitFor();
    await expect.poll(() => page.getByLabel('Message').inputValue()).toBe(complete.Message);
    await expect.poll(() => page.getByLabel('Email address').inputValue()).toBe(complete['Email address']);
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText(SENT).waitFor({ timeout: 5_000 });
  });
});

describe('FAQ loading states', () => {
  const { open } = useBrowser();
  const offline = /Failed to load resource|ERR_FAILED/;

  it("shows 'Failed to load FAQ data' when the server cannot be reached and nothing is cached", async () => {
    const page = await open('/', {
      allowConsoleErrors: offline,
      beforeGoto: (p) => p.route('**/api/faqs', (r) => r.abort()),
    });
    await toFaq(page);
    await page.getByText('Failed to load FAQ data').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByText('Please try refreshing the page.').isVisible()).toBe(true);
  });

  it('shows the locally cached FAQs when the server cannot be reached later', async () => {
    const page = await open('/', { allowConsoleErrors: offline });
    await toFaq(page);
    const firstQuestion = await page.getByRole('tabpanel').locator('summary').first().textContent();
    await page.waitForFunction(() => localStorage.getItem('ai4n.query-cache')?.includes('"faqs"'));
    await page.evaluate(() => {
      // Make the cached copy stale so the next visit asks the server again.
      const key = 'ai4n.query-cache';
      const cache = JSON.parse(localStorage.getItem(key)!);
      for (const q of cache.clientState.queries) q.state.dataUpdatedAt = 1;
      localStorage.setItem(key, JSON.stringify(cache));
    });
    let asked = false;
    await page.route('**/api/faqs', (route) => {
      asked = true;
      return route.abort();
    });
    await reload(page);
    await toFaq(page);
    await page.waitForLoadState('networkidle');
    await new Promise((r) => setTimeout(r, 500));
    expect(asked).toBe(true);
    expect(await page.getByRole('tabpanel').locator('summary').first().textContent()).toBe(firstQuestion);
    expect(await page.getByText('Failed to load FAQ data').count()).toBe(0);
  });

  it("shows 'No FAQs available for this category yet.' for an empty category, keeping only known categories", async () => {
    const page = await open('/', {
      beforeGoto: (p) =>
        p.route('**/api/faqs', (r) => r.fulfill({ json: { about: [], stray: [{ id: 'x' }], school: 'not-a-list' } })),
    });
    await toFaq(page);
    await page.getByText('No FAQs available for this category yet.').waitFor();
    await page.getByRole('tab', { name: 'Prompt School' }).click();
    await page.getByText('No FAQs available for this category yet.').waitFor();
  });
});

describe('FAQ answers', () => {
  const { open } = useBrowser();
  /** The questions the page's FAQ tab shows first, as the API lists them. */
  const questionsOf = async (path: keyof typeof FAQ_TAB_BY_ROUTE) => {
    const groups = (await (await fetch(`${baseUrl()}/api/faqs`)).json()) as Record<string, Array<{ question: string }>>;
    return groups[FAQ_TAB_BY_ROUTE[path]].slice(0, 10).map((faq) => faq.question);
  };

  it('open and close as disclosures, by pointer and by keyboard; another tab shows its own, closed', async () => {
    const page = await open('/');
    await toFaq(page);
    const panel = page.getByRole('tabpanel');
    const first = panel.locator('details').first();
    await first.waitFor();
    expect(await first.locator('summary').textContent()).toBe((await questionsOf('/'))[0]);
    const answer = first.locator('.faq-answer');
    expect(await answer.isVisible()).toBe(false);
    await first.locator('summary').click();
    await answer.waitFor();
    expect(await first.getAttribute('open')).toBe('');
    await first.locator('summary').press('Enter');
    await answer.waitFor({ state: 'hidden' });
    await first.locator('summary').press(' ');
    await answer.waitFor();
    await page.getByRole('tab', { name: 'Prompt School' }).click();
    await panel
      .locator('summary')
      .first()
      .filter({ hasText: (await questionsOf('/prompt-school'))[0] })
      .waitFor();
    expect(await panel.locator('details[open]').count()).toBe(0);
  });

  it('open without JavaScript: the page carries its FAQ answers, and one opens', async () => {
    const page = await open('/prompt-gallery', { javaScriptEnabled: false });
    const questions = await questionsOf('/prompt-gallery');
    const items = page.locator('#faq-panel details');
    expect(await items.locator('summary').allTextContents()).toEqual(questions);
    expect(await page.getByText(ERRORS.faqLoading).isVisible()).toBe(false);
    const first = items.first();
    const answer = first.locator('.faq-answer');
    expect(await answer.isVisible()).toBe(false);
    await first.locator('summary').click();
    await answer.waitFor();
    expect((await answer.textContent())!.length).toBeGreaterThan(20);
  });
});
