import { expect } from 'vitest';
import type { Page } from 'playwright-core';

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
