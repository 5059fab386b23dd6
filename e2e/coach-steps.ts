import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Steps shared by the Prompt Coach specs. */
export async function fillRequired(page: Page) {
  await page.getByLabel('Goal *').fill('Write a welcome email for new members');
  await page.getByLabel('Role *').fill('a customer success manager');
  await page.getByLabel('Context *').fill('We run a small yoga studio in Leeds');
  await page.getByLabel('Target audience *').fill('beginners who just joined');
}

export async function analyse(page: Page) {
  await page.getByRole('button', { name: 'Get Feedback' }).click();
  await page.getByRole('heading', { name: 'Your feedback' }).waitFor();
}

/** For a C or D prompt the card asks its questions first (issue 29, part 5): skip them to see the rewrite. */
export async function showRewrite(page: Page) {
  const rewrite = page.getByRole('region', { name: 'Suggested rewrite' });
  const skip = page.getByRole('button', { name: 'Skip the questions' });
  await rewrite.or(skip).first().waitFor();
  if (await skip.isVisible()) await skip.click();
  await rewrite.waitFor();
}

/** Run both's inputs for the [placeholders] (issue 29, part 6): each filled with "my <name>"; the values by name. */
export async function fillRunBothPlaceholders(section: Locator): Promise<Record<string, string>> {
  const group = section.getByRole('group', { name: 'Fill in the placeholders first' });
  await group.waitFor();
  const values: Record<string, string> = {};
  const inputs = group.getByRole('textbox');
  for (let i = 0, n = await inputs.count(); i < n; i++) {
    const input = inputs.nth(i);
    const name = await input.evaluate((el) => (el as HTMLInputElement).labels![0]!.textContent!.trim());
    values[name] = `my ${name.split(',')[0]}`;
    await input.fill(values[name]);
  }
  return values;
}

export async function payWith(page: Page, email: string, card: string) {
  await page.getByRole('button', { name: 'Unlock Advanced Coaching - $5' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Test mode: no real charge').waitFor();
  const cont = dialog.getByRole('button', { name: 'Continue to Payment' });
  expect(await cont.isDisabled()).toBe(true);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await cont.click();
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  const pay = dialog.getByRole('button', { name: 'Pay $5' });
  expect(await pay.isDisabled()).toBe(true);
  await dialog.getByLabel('CVC').fill('123');
  await pay.click();
  return dialog;
}
