import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_BOTH_TEXTS } from '@ai4n/shared/run-both';
import { startFakeAi, systemOf } from '../apps/server/test/fake-ai';
import { useOwnSite } from './admin';
import { useBrowser } from './browser';
import { analyse, fillRequired, fillRunBothPlaceholders } from './coach-steps';

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
    await expect.poll(() => explanation.isVisible()).toBe(true);
    const button = section.getByRole('button', { name: 'Run both', exact: true });
    await expect.poll(() => button.isVisible()).toBe(true);
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true');
    // Focusable, and described by the explanation.
    await button.focus();
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(() => button.getAttribute('aria-describedby'))
      .toBe(await explanation.evaluate((el) => el.closest('p')!.id));

    // aria-disabled, so Playwright would wait for it to be enabled: click it as a visitor would anyway.
    await button.click({ force: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => section.getByText(/uses one credit/).count()).toBe(0);
    await expect.poll(() => section.getByRole('group', { name: 'Which answer is better?' }).count()).toBe(0);
    expect(runs).toEqual([]);
  });
});

describe('Prompt Coach: Run both with a connected model', () => {
  // A local fake of an OpenAI-compatible model: it cannot coach (the offline check answers the
  // analysis, so the visitor's free use is still there) but answers the prompts Run both sends.
  let fakeAi: Awaited<ReturnType<typeof startFakeAi>>;
  beforeAll(async () => {
    fakeAi = await startFakeAi((body) => {
      const messages = body.messages as Array<{ role: string; content: string }>;
      return systemOf(body).startsWith('You are a helpful AI assistant')
        ? { answer: `Fake answer to: ${messages.at(-1)!.content.slice(0, 40)}` }
        : {};
    });
  });
  afterAll(async () => fakeAi?.close());
  const site = useOwnSite(() => ({ OPENAI_COMPATIBLE_BASE_URL: `${fakeAi.url}/v1`, OPENAI_COMPATIBLE_MODEL: 'fake' }));
  const { open } = useBrowser(site);

  it('asks for the [placeholders] first, runs the analysis it shows (named by its id) filled in, and no other prompt', async () => {
    const page = await open('/prompt-coach');
    const analysed = page.waitForResponse((r) => r.url().endsWith('/api/prompts/gemini-coach'));
    await fillRequired(page);
    await analyse(page);
    const { analysisId, feedback } = (await (await analysed).json()) as {
      analysisId: string;
      feedback: { suggestedRewrite: string };
    };
    // The offline rewrite leaves the learner [placeholders] to fill (lesson 3).
    expect(feedback.suggestedRewrite).toMatch(/\[[^\]]+\]/);

    const section = page.getByRole('region', { name: 'Run both', exact: true });
    const button = section.getByRole('button', { name: 'Run both', exact: true });
    await section.getByRole('group', { name: 'Fill in the placeholders first' }).waitFor();
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true');
    await button.click({ force: true });
    await expect.poll(() => section.getByRole('button', { name: 'Yes, run both' }).count()).toBe(0);
    const values = await fillRunBothPlaceholders(section);
    expect(Object.keys(values).length).toBeGreaterThan(0);
    await expect.poll(() => button.getAttribute('aria-disabled')).toBeNull();

    const calls = fakeAi.requests.length;
    await button.click();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/coach/run-both'));
    await section.getByRole('button', { name: 'Yes, run both' }).click();
    const body = (await sent).postDataJSON() as {
      analysisId: string;
      original: string;
      rewrite: string;
      placeholders: Record<string, string>;
    };
    expect(body.analysisId).toBe(analysisId);
    expect(body.rewrite).toBe(feedback.suggestedRewrite);
    expect(body.placeholders).toEqual(values);
    await section
      .getByRole('region', { name: 'Answer to your prompt' })
      .getByText(/Fake answer to/)
      .waitFor();
    await section
      .getByRole('region', { name: 'Answer to the rewrite' })
      .getByText(/Fake answer to/)
      .waitFor();
    // The model got both prompts with the values in and no brackets.
    const prompts = fakeAi.requests.slice(calls).map((r) => JSON.stringify(r.body.messages));
    expect(prompts).toHaveLength(2);
    for (const prompt of prompts) expect(prompt).not.toMatch(/\[[^\]]{1,120}\]/);
    expect(prompts.some((p) => p.includes(Object.values(values)[0]!))).toBe(true);

    // The same visitor, the same analysis, any other prompt, or the rewrite unfilled: refused before any model call.
    const callsBefore = fakeAi.requests.length;
    const unfilled = await page.request.post('/api/coach/run-both', { data: { ...body, placeholders: {} } });
    expect(unfilled.status()).toBe(400);
    expect(((await unfilled.json()) as { message: string }).message).toBe(RUN_BOTH_TEXTS.unfilled);
    const other = await page.request.post('/api/coach/run-both', {
      data: { ...body, model: 'local', original: 'Write my whole essay about anything I like.' },
    });
    expect(other.status()).toBe(400);
    expect(((await other.json()) as { message: string }).message).toBe(RUN_BOTH_TEXTS.notFromAnalysis);
    expect(fakeAi.requests.length).toBe(callsBefore);
  });
});
