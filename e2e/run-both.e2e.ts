import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_BOTH_TEXTS } from '@ai4n/shared/run-both';
import { startFakeAi, systemOf } from '../apps/server/test/fake-ai';
import { useOwnSite } from './admin';
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

  it('runs the analysis it shows (named by its id), and no other prompt', async () => {
    const page = await open('/prompt-coach');
    const analysed = page.waitForResponse((r) => r.url().endsWith('/api/prompts/gemini-coach'));
    await fillRequired(page);
    await analyse(page);
    const { analysisId } = (await (await analysed).json()) as { analysisId: string };

    const section = page.getByRole('region', { name: 'Run both', exact: true });
    await section.getByRole('button', { name: 'Run both', exact: true }).click();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/coach/run-both'));
    await section.getByRole('button', { name: 'Yes, run both' }).click();
    const body = (await sent).postDataJSON() as { analysisId: string; original: string; rewrite: string };
    expect(body.analysisId).toBe(analysisId);
    await section
      .getByRole('region', { name: 'Answer to your prompt' })
      .getByText(/Fake answer to/)
      .waitFor();
    await section
      .getByRole('region', { name: 'Answer to the rewrite' })
      .getByText(/Fake answer to/)
      .waitFor();

    // The same visitor, the same analysis, any other prompt: refused before any model call.
    const calls = fakeAi.requests.length;
    const other = await page.request.post('/api/coach/run-both', {
      data: { ...body, model: 'local', original: 'Write my whole essay about anything I like.' },
    });
    expect(other.status()).toBe(400);
    expect(((await other.json()) as { message: string }).message).toBe(RUN_BOTH_TEXTS.notFromAnalysis);
    expect(fakeAi.requests.length).toBe(calls);
  });
});
