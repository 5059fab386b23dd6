import type { Page } from 'playwright-core';

/** The administrator the e2e server starts with (global-setup passes it as ADMIN_USERNAME/ADMIN_PASSWORD). */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password-123' } as const;

/** Signs in through the login form of /admin and waits for the console. */
export async function signInAsAdmin(page: Page): Promise<void> {
  if (!page.url().endsWith('/admin')) await page.goto('/admin');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}
