import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, reload } from './browser';
import { library, waitForTitles } from './gallery-steps';

interface ApiPrompt {
  title: string;
  tags: string[];
}

const api = async (page: Page, path: string) => (await fetch(new URL(path, page.url()))).json();
const countText = (page: Page) => library(page).getByText(/^\d+\+? prompts?$/);

/** Two popular tags some prompts have together, fewer than have the first alone. */
async function tagPair(page: Page): Promise<[string, string, number]> {
  const { tags } = (await api(page, '/api/prompts/meta/categories')) as {
    tags: Array<{ name: string; count: number }>;
  };
  for (const a of tags)
    for (const b of tags) {
      if (a.name >= b.name) continue;
      const both = await api(page, `/api/prompts?tags=${encodeURIComponent(`${a.name},${b.name}`)}&limit=1`);
      if (both.pagination.totalCount > 0 && both.pagination.totalCount < a.count)
        return [a.name, b.name, both.pagination.totalCount];
    }
  throw new Error('no two popular tags share a prompt');
}

describe('Gallery tags', () => {
  const { open } = useBrowser();

  it('filters by two tags at once: every prompt shown has both, the URL keeps them through a reload', async () => {
    const page = await open('/prompt-gallery');
    const [a, b, bothCount] = await tagPair(page);
    const chips = page.getByRole('group', { name: 'Popular tags' });
    const escaped = (tag: string) => tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const chip = (tag: string) => chips.getByRole('button', { name: new RegExp(`^${escaped(tag)} \\d+ prompts$`) });

    await chip(a).click();
    await page.waitForURL((url) => url.searchParams.get('tags') === a);
    await chip(a).and(page.locator('[aria-pressed="true"]')).waitFor();
    const one = await api(page, `/api/prompts?tags=${encodeURIComponent(a)}`);
    await waitForTitles(
      page,
      one.prompts.map((p: ApiPrompt) => p.title),
    );
    const oneCount = Number.parseInt((await countText(page).textContent())!, 10);

    await chip(b).click();
    await page.waitForURL((url) => url.searchParams.get('tags') === `${a},${b}`);
    const both = await api(page, `/api/prompts?tags=${encodeURIComponent(`${a},${b}`)}&limit=1000`);
    expect(both.pagination.totalCount).toBe(bothCount);
    for (const prompt of both.prompts as ApiPrompt[]) {
      const own = prompt.tags.map((t) => t.toLowerCase());
      expect(own).toContain(a);
      expect(own).toContain(b);
    }
    const titles = (both.prompts as ApiPrompt[]).slice(0, 50).map((p) => p.title);
    await waitForTitles(page, titles);
    const twoCount = Number.parseInt((await countText(page).textContent())!, 10);
    expect(twoCount).toBe(bothCount);
    expect(twoCount).toBeLessThan(oneCount);
    const chosen = page.getByRole('list', { name: 'Chosen tags' }).getByRole('listitem');
    await expect.poll(() => chosen.allTextContents()).toEqual([a, b]);

    await reload(page);
    expect(new URL(page.url()).searchParams.get('tags')).toBe(`${a},${b}`);
    await waitForTitles(page, titles);
    await expect.poll(() => chip(a).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => chip(b).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: `Remove tag ${b}` }).click();
    await page.waitForURL((url) => url.searchParams.get('tags') === a);
    await page.getByRole('button', { name: 'Clear tags' }).click();
    await page.waitForURL((url) => !url.searchParams.has('tags'));
  });

  it('adds a tag clicked on a card to the filter', async () => {
    const page = await open('/prompt-gallery');
    const card = library(page).locator('article').first();
    const tagButton = card.getByRole('list', { name: 'Tags' }).getByRole('button').first();
    const tag = (await tagButton.textContent())!.trim().toLowerCase();
    await tagButton.click();
    await page.waitForURL((url) => url.searchParams.get('tags') === tag);
    await page.getByRole('list', { name: 'Chosen tags' }).getByText(tag, { exact: true }).waitFor();
  });

  it('reads an older link with a single tag', async () => {
    const page = await open('/prompt-gallery');
    const [a] = await tagPair(page);
    const old = await open(`/prompt-gallery?tag=${encodeURIComponent(a)}`);
    const expected = await api(old, `/api/prompts?tags=${encodeURIComponent(a)}`);
    await waitForTitles(
      old,
      expected.prompts.map((p: ApiPrompt) => p.title),
    );
  });
});
