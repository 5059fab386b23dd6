import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Steps shared by the Prompt Gallery specs. */
export const library = (page: Page) => page.getByRole('region', { name: 'Prompt library' });
export const cardTitles = (page: Page) => library(page).locator('article h3').allTextContents();

/** Waits until the cards show exactly these titles (results update after the URL does). */
export async function waitForTitles(page: Page, expected: string[]) {
  const deadline = Date.now() + 10_000;
  let seen: string[] = [];
  while (Date.now() < deadline) {
    seen = await cardTitles(page);
    if (JSON.stringify(seen) === JSON.stringify(expected)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(seen).toEqual(expected);
}
