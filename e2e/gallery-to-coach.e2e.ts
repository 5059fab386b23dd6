import { describe, expect, it } from 'vitest';
import { useBrowser, visit, reload } from './browser';

const TITLE = '4-Step Cold Email Sequence for B2B Services';

describe('Gallery to Coach', () => {
  const { open } = useBrowser();

  it("opens a gallery prompt in the coach: its sections fill the form and 'from' leaves the URL", async () => {
    const page = await open('/prompt-gallery?search=cold+email');
    await page
      .getByRole('region', { name: 'Prompt library' })
      .getByRole('button', { name: `View prompt: ${TITLE}` })
      .click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.waitFor();
    const link = dialog.getByRole('link', { name: 'Improve this prompt' });
    await expect.poll(() => link.getAttribute('href')).toMatch(/^\/prompt-coach\?from=[0-9a-f-]{36}$/);
    await link.click();

    await page.getByText(`"${TITLE}" from the gallery is in the form. Improve it, then analyze.`).waitFor();
    await page.waitForURL((url) => url.pathname === '/prompt-coach' && !url.searchParams.has('from'));
    await expect
      .poll(() => page.getByLabel('Goal *').inputValue())
      .toMatch(/^Using the details above, write a 4-email cold/);
    await expect.poll(() => page.getByLabel('Role *').inputValue()).toMatch(/^a B2B outbound copywriter/);
    await expect.poll(() => page.getByLabel('Context *').inputValue()).toContain('start conversations with prospects');
    // The form asks for the audience: the gallery prompt has no such section.
    await expect.poll(() => page.getByLabel('Target audience *').inputValue()).toBe('');

    // The notice goes when dismissed; a reload keeps the form (the draft) and loads nothing again.
    await page.getByRole('button', { name: 'Dismiss this message' }).click();
    await expect.poll(() => page.getByText(/from the gallery is in the form/).count()).toBe(0);
    await page.getByLabel('Target audience *').fill('owners of small construction firms');
    await reload(page);
    await expect
      .poll(() => page.getByLabel('Target audience *').inputValue())
      .toBe('owners of small construction firms');
    await expect.poll(() => page.getByText(/from the gallery is in the form/).count()).toBe(0);
  });

  it('asks before replacing a draft, and keeps it on request', async () => {
    const page = await open('/prompt-gallery?search=cold+email');
    const id = await page.evaluate(async (title) => {
      const list = await (await fetch('/api/prompts?search=cold+email')).json();
      return list.prompts.find((p: { title: string }) => p.title === title).id as string;
    }, TITLE);
    await visit(page, '/prompt-coach');
    await page.getByLabel('Goal *').fill('My own goal');
    // The form keeps its draft once its code has loaded.
    await page.waitForFunction(() => localStorage.getItem('ai4n.coach-draft')?.includes('My own goal'));
    await visit(page, `/prompt-coach?from=${id}`);
    await page.getByText(`Replace your current draft with '${TITLE}'?`).waitFor();
    await page.getByRole('button', { name: 'Keep my draft' }).click();
    await expect.poll(() => page.getByLabel('Goal *').inputValue()).toBe('My own goal');
    await page.waitForURL((url) => !url.searchParams.has('from'));
  });

  it('says when a gallery prompt is no longer available, and leaves the form alone', async () => {
    const page = await open('/prompt-coach?from=00000000-0000-4000-8000-000000000000', {
      allowConsoleErrors: /Failed to load resource/,
    });
    await page.getByText('That gallery prompt is no longer available.').waitFor();
    await page.waitForURL((url) => !url.searchParams.has('from'));
    await expect.poll(() => page.getByLabel('Goal *').inputValue()).toBe('');
  });
});
