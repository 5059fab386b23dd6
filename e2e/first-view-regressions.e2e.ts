import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, seriousA11yViolations, useBrowser, visit } from './browser';
import { signInAsAdmin } from './admin';
import { fillRequired } from './coach-steps';

/**
 * Issue 28, part 0: what a page opened directly (no client-side navigation first) does before and
 * while its deferred code loads, on a phone (390 px) and a laptop (1280 px).
 */
const WIDTHS = [
  { name: '390 px', viewport: { width: 390, height: 844 } },
  { name: '1280 px', viewport: { width: 1280, height: 900 } },
];

const formCode = /\/assets\/coach-form-[\w-]+\.js$/;

/** Counts the requests for the coach form's code (deferred until the form is used). */
function countFormCode(page: Page) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (formCode.test(new URL(request.url()).pathname)) seen.count++;
  });
  return seen;
}

/** The value a select shows, read from the page (also while it is hidden in the closed advanced part). */
const shown = (select: Locator) => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent);

/** The fields and the composed prompt sent with the next analysis. */
function nextAnalysis(page: Page) {
  return page
    .waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/prompts/gemini-coach'))
    .then((request) => request.postDataJSON() as { prompt: string; fields: Record<string, unknown> });
}

const settle = (page: Page, ms = 1_000) => page.evaluate((wait) => new Promise((r) => setTimeout(r, wait)), ms);

describe.each(WIDTHS)('First view at $name, each page opened directly', ({ viewport }) => {
  const { open, browser } = useBrowser();

  /**
   * Opens `path` as on a slow line: the page's scripts start after its first paint (decision 0081),
   * and here they are held back until `release()`, so the visitor meets the prerendered page alone.
   */
  async function openWithScriptsHeld(path: string) {
    const context = await browser().newContext({ viewport, baseURL: baseUrl() });
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    return { page, release, close: () => context.close() };
  }

  it("keeps what the visitor typed before any of the page's scripts came as the coach draft", async () => {
    const { page, release, close } = await openWithScriptsHeld('/prompt-coach');
    try {
      await page.getByLabel('Goal *').fill('Plan a launch party for our bakery');
      release();
      await page.waitForFunction(() => localStorage.getItem('ai4n.coach-draft')?.includes('launch party'));
      await page.reload();
      await expect.poll(() => page.getByLabel('Goal *').inputValue()).toBe('Plan a launch party for our bakery');
    } finally {
      await close();
    }
  });

  it("a button tapped before any of the page's scripts came does what it says once they run", async () => {
    const school = await openWithScriptsHeld('/prompt-school');
    try {
      const quiz = school.page.getByRole('region', { name: 'Final quiz & certificate' });
      const drawn = school.page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/quizzes/draws'));
      await quiz.getByRole('button', { name: 'Start AI Newcomer Quiz' }).click();
      school.release();
      await drawn;
      await quiz.getByText(/^Question 1 of \d+$/).waitFor();
    } finally {
      await school.close();
    }
    // A part whose code loads when used (the coach's form) as well as a section hydrated on its own.
    const coach = await openWithScriptsHeld('/prompt-coach');
    try {
      await coach.page.getByRole('button', { name: 'Show advanced options' }).click();
      coach.release();
      await coach.page.getByRole('button', { name: 'Hide advanced options' }).waitFor();
    } finally {
      await coach.close();
    }
  });

  it("the coach's first click on 'Show advanced options' loads the form's code and opens them", async () => {
    let formLoads!: { count: number };
    const page = await open('/prompt-coach', {
      viewport,
      beforeGoto: async (p) => {
        formLoads = countFormCode(p);
      },
    });
    expect(formLoads.count, "the form's code waits until the form is used").toBe(0);
    const toggle = page.getByRole('button', { name: 'Show advanced options' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();

    await page.getByRole('button', { name: 'Hide advanced options' }).waitFor();
    expect(await page.getByRole('button', { name: 'Hide advanced options' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await page.getByLabel('Difficulty').waitFor({ state: 'visible' });
    expect(await page.getByLabel('Target AI model').isVisible()).toBe(true);
    expect(formLoads.count).toBe(1);
    // Still a toggle: a second click closes them.
    await page.getByRole('button', { name: 'Hide advanced options' }).click();
    await page.getByLabel('Difficulty').waitFor({ state: 'hidden' });
  });

  it('the coach shows Intermediate and Gemini from the first paint and sends them when a select is picked first', async () => {
    const page = await open('/prompt-coach', { viewport });
    const difficulty = page.getByLabel('Difficulty');
    const target = page.getByLabel('Target AI model');
    // The prerendered page, before any of the form's code has loaded.
    expect(await shown(difficulty)).toBe('Intermediate');
    expect(await shown(target)).toBe('Gemini');
    expect(await page.locator('select[name="difficulty"] option[selected]').getAttribute('value')).toBe('intermediate');
    expect(await page.locator('select[name="aiModel"] option[selected]').getAttribute('value')).toBe('gemini');

    // The visitor's first act is picking a tone, then typing.
    await page.getByLabel('Tone').selectOption('friendly');
    await fillRequired(page);
    await expect.poll(() => page.getByRole('button', { name: 'Get Feedback' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Show advanced options' }).click();
    await page.getByLabel('Difficulty').waitFor({ state: 'visible' });
    expect(await shown(difficulty)).toBe('Intermediate');
    expect(await shown(target)).toBe('Gemini');
    const sent = nextAnalysis(page);
    await page.getByRole('button', { name: 'Get Feedback' }).click();
    const { fields, prompt } = await sent;
    expect(fields).toMatchObject({ tone: 'friendly', difficulty: 'intermediate', aiModel: 'gemini' });
    // Gemini is the default, not the learner's choice: the prompt does not say it was written for it.
    expect(prompt).not.toContain('Written for');
    await page.getByRole('heading', { name: 'Your feedback' }).waitFor();
  });

  it('the coach sends Intermediate and Gemini when the visitor types first', async () => {
    const page = await open('/prompt-coach', { viewport });
    await page.getByLabel('Goal *').fill('Write a welcome email for new members');
    await fillRequired(page);
    await expect.poll(() => page.getByRole('button', { name: 'Get Feedback' }).isEnabled()).toBe(true);
    const sent = nextAnalysis(page);
    await page.getByRole('button', { name: 'Get Feedback' }).click();
    const { fields, prompt } = await sent;
    expect(fields).toMatchObject({ difficulty: 'intermediate', aiModel: 'gemini', aiModelChosen: false });
    expect(prompt).toContain('acting as an experienced professional');
    expect(prompt).not.toContain('Written for');
    await page.getByRole('heading', { name: 'Your feedback' }).waitFor();
  });

  it('the coach sends the difficulty and model the visitor picks before the code has loaded', async () => {
    const page = await open('/prompt-coach', { viewport });
    await page.getByRole('button', { name: 'Show advanced options' }).click();
    await page.getByLabel('Difficulty').selectOption('advanced');
    await page.getByLabel('Target AI model').selectOption('claude');
    await fillRequired(page);
    await expect.poll(() => page.getByRole('button', { name: 'Get Feedback' }).isEnabled()).toBe(true);
    const sent = nextAnalysis(page);
    await page.getByRole('button', { name: 'Get Feedback' }).click();
    const { fields, prompt } = await sent;
    expect(fields).toMatchObject({ difficulty: 'advanced', aiModel: 'claude', aiModelChosen: true });
    expect(prompt).toContain('(Written for Claude.)');
  });

  it('the gallery opens at its top with the title below the header, visit after visit', async () => {
    /** Waits until the page has its cards and has stopped moving, then checks where it is. */
    const checkTop = async (page: Page, visit: string) => {
      await page.getByRole('region', { name: 'Prompt library' }).locator('article h3').first().waitFor();
      await settle(page);
      await expect.poll(() => page.evaluate(() => window.scrollY), { message: visit }).toBe(0);
      const title = page.getByRole('heading', { level: 1 });
      expect(await title.isVisible(), visit).toBe(true);
      const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
      const titleTop = await title.evaluate((el) => el.getBoundingClientRect().top);
      expect(titleTop, `${visit}: the title starts below the header`).toBeGreaterThanOrEqual(headerBottom);
    };
    // Visitors who have not asked for reduced motion get the smooth scroll.
    for (let visit = 1; visit <= 10; visit++) {
      const page = await open('/prompt-gallery', { viewport, reducedMotion: 'no-preference' });
      await checkTop(page, `fresh visit ${visit}`);
      await page.context().close();
    }
    // Opened again in the same tab (the address typed, a link from elsewhere) after scrolling down.
    const page = await open('/prompt-gallery', { viewport, reducedMotion: 'no-preference' });
    for (let round = 1; round <= 5; round++) {
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }));
      await settle(page, 300);
      await visit(page, '/prompt-gallery');
      await checkTop(page, `same-tab visit ${round}`);
    }
  }, 240_000);

  /** A table's scrolling region: focusable, named, and every column reachable with the keyboard. */
  async function checkScrolls(page: Page, name: string, lastColumn: string) {
    const region = page.getByRole('region', { name });
    await region.scrollIntoViewIfNeeded();
    expect(await region.getAttribute('tabindex')).toBe('0');
    const wider = await region.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    if (viewport.width <= 390) expect(wider, `${name} is wider than a phone`).toBe(true);
    const hint = region.locator('xpath=..').getByText('Scroll sideways to see more');
    // The cue is there exactly when the table is wider than its box.
    await expect.poll(() => hint.isVisible()).toBe(wider);
    if (!wider) return;
    await region.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // Scrolled to the end, the last column is inside the box.
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    const box = await region.evaluate((el) => el.getBoundingClientRect().right);
    const cell = region.getByRole('columnheader', { name: lastColumn, exact: true });
    await expect.poll(() => cell.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(box + 1);
  }

  it("the Prompt Lab's model and plan tables scroll sideways with a visible cue and the keyboard", async () => {
    const page = await open('/prompt-lab', { viewport });
    await checkScrolls(page, 'AI models available in Prompt Lab', 'Best for');
    await checkScrolls(page, 'Generations a month on each Prompt Lab plan', 'Code (2-5 credits each)');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("the admin prompt table's Actions column is reached by scrolling sideways, with a visible cue", async () => {
    const page = await open('/admin', { viewport, allowConsoleErrors: /401/ });
    await signInAsAdmin(page);
    await page.getByTestId('prompt-row').first().waitFor();
    await checkScrolls(page, 'Prompts', 'Actions');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
