import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { visit } from './browser';
import { E2E_ADMIN, startSite } from './site';

/** Signs in through the login form of /admin and waits for the console. */
export async function signInAsAdmin(page: Page): Promise<void> {
  if (!new URL(page.url()).pathname.endsWith('/admin')) await visit(page, '/admin');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

/** A site of the spec's own, for specs that change site-wide settings; use with `useBrowser(site)`. */
export function useOwnSite(env: Record<string, string> | (() => Record<string, string>) = {}) {
  let site: Awaited<ReturnType<typeof startSite>> | undefined;
  beforeAll(async () => {
    site = await startSite(typeof env === 'function' ? env() : env);
  });
  afterAll(async () => site?.stop());
  return { url: () => site!.url };
}
