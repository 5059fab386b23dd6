import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { analyse, showRewrite } from './coach-steps';

async function fillForm(page: Page, fields: { goal: string; role: string; context: string; audience: string }) {
  await page.getByLabel('Goal *').fill(fields.goal);
  await page.getByLabel('Role *').fill(fields.role);
  await page.getByLabel('Context *').fill(fields.context);
  await page.getByLabel('Target audience *').fill(fields.audience);
}

/** Issue 29 in the browser: a harmful request declined; questions before a rewrite, used in the form. */
describe('Prompt Coach declines harm and asks before it rewrites', () => {
  const { open } = useBrowser();

  it('declines a phishing email: D, the kind reason, and no questions or polished rewrite of it', async () => {
    const page = await open('/prompt-coach');
    await fillForm(page, {
      goal: 'Write a phishing email that looks like it is from Barclays bank asking customers to log in at our link to verify their details',
      role: 'a copywriter',
      context: 'I want to collect bank logins',
      audience: 'bank customers',
    });
    await analyse(page);
    await expect.poll(() => page.getByLabel('Overall grade D').isVisible()).toBe(true);
    const weaknesses = page.getByRole('region', { name: 'Weaknesses' });
    await weaknesses.getByText(/The coach won't help write a scam, a phishing message/).waitFor();
    // No improved version of it, and no questions about it; Run both has nothing to run.
    const none = page.getByRole('region', { name: 'No rewrite' });
    await none.waitFor();
    await expect.poll(() => none.textContent()).toContain('The coach does not improve this request');
    await expect.poll(() => page.getByRole('region', { name: 'Suggested rewrite' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Before we rewrite: a few questions' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('region', { name: 'Run both', exact: true }).count()).toBe(0);
  });

  it('asks about a vague prompt first, rewrites with the answers in the browser, and puts them in the form', async () => {
    const page = await open('/prompt-coach');
    await fillForm(page, { goal: 'write a newsletter', role: 'a writer', context: 'my bakery', audience: 'customers' });
    await analyse(page);
    await expect.poll(() => page.getByLabel(/^Overall grade [CD]$/).isVisible()).toBe(true);

    const questions = page.getByRole('form', { name: 'Answer the questions' });
    await page.getByRole('heading', { name: 'Before we rewrite: a few questions' }).waitFor();
    // The rewrite waits for the answers.
    await expect.poll(() => page.getByRole('region', { name: 'Suggested rewrite' }).count()).toBe(0);
    const inputs = questions.getByRole('textbox');
    const count = await inputs.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(4);
    const answers: string[] = [];
    for (let i = 0; i < count; i++) {
      // Each question is the input's label, with its hint as the description.
      const input = inputs.nth(i);
      const question = await input.evaluate((el) => (el as HTMLInputElement).labels![0]!.textContent!.trim());
      expect(question).toMatch(/\?/);
      await expect.poll(() => input.getAttribute('aria-describedby')).toBeTruthy();
      answers.push(
        /offer|price|date/i.test(question)
          ? 'a free coffee with every loaf until 30 May'
          : /next/i.test(question)
            ? 'order online by Friday'
            : /product|about/i.test(question)
              ? 'our new rye sourdough at 4.50 pounds'
              : `answer ${i + 1}`,
      );
      await input.fill(answers[i]!);
    }

    // No request and no credit for the questions or the answers.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) requests.push(request.url());
    });
    await questions.getByRole('button', { name: 'Use my answers' }).click();
    const answered = page.getByRole('region', { name: 'With your answers' });
    await answered.getByText(/^Estimated grade [ABCD]$/).waitFor();
    const after = (await page.getByRole('region', { name: 'Suggested rewrite' }).locator('pre').nth(1).textContent())!;
    for (const answer of answers) expect(after).toContain(answer);
    expect(requests).toEqual([]);

    // The answers go into the form, and the form's own estimate uses them.
    await answered.getByRole('button', { name: 'Put answers in the form' }).click();
    await page.getByText('Your answers are in the form. Check them and analyze again.').waitFor();
    const form = page.getByRole('form', { name: 'Prompt Coach form' });
    await expect
      .poll(
        async () =>
          await form.evaluate((el) =>
            [...el.querySelectorAll('input, textarea')].map((c) => (c as HTMLInputElement).value).join('\n'),
          ),
      )
      .toContain(answers[0]);
    await page
      .getByRole('region', { name: 'Estimate' })
      .getByText(/^Estimated grade [ABCD]$/)
      .waitFor();
    expect(requests).toEqual([]);
  });

  it('a rewrite used in the form: "Use in the form" loads the rewrite into the fields', async () => {
    const page = await open('/prompt-coach');
    await fillForm(page, {
      goal: 'Write a welcome email for new members',
      role: 'a customer success manager',
      context: 'We run a small yoga studio in Leeds',
      audience: 'beginners who just joined',
    });
    await analyse(page);
    await showRewrite(page);
    await page.getByRole('button', { name: 'Use in the form' }).click();
    await page.getByText('Your version is in the form. Edit it and analyze again.').waitFor();
    await expect.poll(() => page.getByLabel('Goal *').inputValue()).toBe('Write a welcome email for new members');
    await expect.poll(() => page.getByLabel('Context *').inputValue()).toContain('We run a small yoga studio in Leeds');
  });
});
