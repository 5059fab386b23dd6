import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { analyse, fillRequired } from './coach-steps';

describe('Prompt Coach: Run both', () => {
  const { open } = useBrowser();

  it('with only the offline coach, explains that a connected AI model is needed and runs nothing', async () => {
    const page = await open('/prompt-coach');
    const runs: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/coach/run-both')) runs.push(request.url());
    });
    await fillRequired(page);
    await analyse(page);

    const section = page.getByRole('region', { name: 'Run both', exact: true });
    await section.waitFor();
    const explanation = section.getByText(
      'Run both needs a connected AI model. The offline coach can grade prompts but cannot run them.',
    );
    expect(await explanation.isVisible()).toBe(true);
    const button = section.getByRole('button', { name: 'Run both', exact: true });
    expect(await button.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    // Focusable, and described by the explanation.
    await button.focus();
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await button.getAttribute('aria-describedby')).toBe(await explanation.evaluate((el) => el.closest('p')!.id));

    // aria-disabled, so Playwright would wait for it to be enabled: click it as a visitor would anyway.
    await button.click({ force: true });
    await page.keyboard.press('Enter');
    expect(await section.getByText(/uses one credit/).count()).toBe(0);
    expect(await section.getByRole('group', { name: 'Which answer is better?' }).count()).toBe(0);
    expect(runs).toEqual([]);
  });
});
