import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { analyse, fillRequired, showRewrite } from './coach-steps';

/** Issue 16, part 3: the live estimate while typing, and the tagged diff of the rewrite after an analysis. */
describe('Prompt Coach teaches', () => {
  const { open } = useBrowser();

  it('estimates while typing, then shows every change tagged with a lesson, and builds your version', async () => {
    const page = await open('/prompt-coach');
    const estimate = page.getByRole('region', { name: 'Estimate' });
    const grade = estimate.getByText(/^Estimated grade [ABCD]$/);
    const clarity = () =>
      estimate.getByRole('progressbar', { name: 'Clarity estimate' }).getAttribute('aria-valuenow').then(Number);

    // A weak prompt first: the free estimate appears without any analysis.
    for (const label of ['Goal *', 'Role *', 'Context *', 'Target audience *']) await page.getByLabel(label).fill('x');
    await grade.waitFor();
    await expect.poll(() => estimate.getByText(/Free estimate by our offline rubric/).isVisible()).toBe(true);
    await expect.poll(() => grade.textContent()).toBe('Estimated grade D');
    const weakClarity = await clarity();

    // Real details raise it, still with no analysis used.
    await fillRequired(page);
    await page.getByLabel('Format').fill('an email with a subject line and 3 short paragraphs');
    await expect.poll(() => grade.textContent()).not.toBe('Estimated grade D');
    await expect.poll(clarity).toBeGreaterThan(weakClarity);
    await expect.poll(() => page.getByText('Used: 0 / 1 Free').isVisible()).toBe(true);

    await analyse(page);
    await showRewrite(page);
    const changes = page.getByRole('list', { name: 'Changes' });
    await changes.waitFor();
    const items = changes.getByRole('listitem');
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const item = items.nth(i);
      await expect.poll(() => item.getAttribute('aria-label')).toBe(`Change ${i + 1}`);
      await expect.poll(() => item.getByText(/^(Clarity|Specificity|Structure)$/).count()).toBe(1);
      const lesson = item.getByRole('link', { name: /^Lesson \d+: / });
      await expect.poll(() => lesson.getAttribute('href')).toMatch(/^\/prompt-school#lesson-\d+$/);
    }

    const version = page.getByLabel('Your version');
    const rewrite = await version.inputValue();
    await items.first().getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => version.inputValue()).not.toBe(rewrite);
    await expect
      .poll(() => items.first().getByRole('button', { name: 'Reject' }).getAttribute('aria-pressed'))
      .toBe('true');

    await page.getByRole('button', { name: 'Use in the form' }).click();
    await page.getByText('Your version is in the form. Edit it and analyze again.').waitFor();
    await expect.poll(() => page.getByLabel('Goal *').inputValue()).toBe('Write a welcome email for new members');
    await expect.poll(() => page.getByLabel('Context *').inputValue()).toContain('We run a small yoga studio in Leeds');
  });
});
