import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakeAi, systemOf } from '../apps/server/test/fake-ai';
import { signInAsAdmin, useOwnSite } from './admin';
import { useBrowser, reload } from './browser';
import { E2E_ADMIN } from './site';

// This spec changes site-wide content and settings, so it runs on a site of its own, with a local
// fake of an OpenAI-compatible model whose answer quotes the system prompt it was given.
let fakeAi: Awaited<ReturnType<typeof startFakeAi>>;
beforeAll(async () => {
  fakeAi = await startFakeAi((body) => ({
    overallGrade: 'B',
    clarityScore: 7,
    specificityScore: 6,
    structureScore: 7,
    strengths: [`Coached with: ${systemOf(body).split('\n')[0].slice(0, 80)}`],
    weaknesses: ['No length'],
    suggestedRewrite: 'Rewrite',
    reason: 'Fake model',
  }));
});
afterAll(async () => fakeAi?.close());
const site = useOwnSite(() => ({
  OPENAI_COMPATIBLE_BASE_URL: `${fakeAi.url}/v1`,
  OPENAI_COMPATIBLE_MODEL: 'fake-model',
}));

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true }).waitFor();
const row = (page: Page, title: string) => page.getByTestId('prompt-row').filter({ hasText: title });

async function galleryShows(open: (p: string) => Promise<Page>, title: string, shown: boolean) {
  const gallery = await open(`/prompt-gallery?search=${encodeURIComponent(title)}`);
  const library = gallery.getByRole('region', { name: 'Prompt library' });
  if (shown) await library.getByRole('heading', { name: title }).waitFor();
  else await library.getByText('No prompts found').waitFor();
  return gallery;
}

describe('Admin console', () => {
  const { open } = useBrowser(site);

  it('signs in with the spec login rules, shows the session countdown, extends it, restores it on reload and signs out', async () => {
    const page = await open('/admin', { allowConsoleErrors: /401/, beforeGoto: (p) => p.clock.install() });
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await page.getByText('the session expires after 2 hours of inactivity').waitFor();
    await expect.poll(() => signIn.isDisabled()).toBe(true);
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await expect.poll(() => signIn.isDisabled()).toBe(true);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not-the-password');
    await expect.poll(() => password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect.poll(() => password.getAttribute('type')).toBe('text');
    await signIn.click();
    await page.getByText('Invalid username or password. Please try again.').waitFor();
    await password.fill(E2E_ADMIN.password);
    await expect.poll(() => page.getByText('Invalid username or password. Please try again.').count()).toBe(0);
    await signIn.click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('tab', { name: /Prompts/ }).waitFor();
    await page.getByText('Total Files').waitFor();

    const remaining = page.getByTestId('session-remaining');
    await expect.poll(() => remaining.textContent()).toMatch(/^1h 59m left$/);
    await page.getByRole('button', { name: /admin/ }).click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.getByText('Administrator').isVisible()).toBe(true);
    await expect.poll(() => menu.getByText(/Session: 1h 59m remaining/).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    // The countdown follows the clock on its own, without a reload.
    await page.clock.fastForward('01:01:00');
    await page.getByText(/^0h 58m left$/).waitFor();
    // A reload restores the stored session (verified with the server) instead of asking to sign in again.
    await reload(page);
    await page.getByText('Total Files').waitFor();
    await page.getByText(/^\dh \d+m left$/).waitFor();
    await page.getByRole('button', { name: /admin/ }).click();
    await page.getByRole('menuitem', { name: 'Extend session' }).click();
    await page.getByText(/^1h 59m left$/).waitFor();

    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ai4n.admin-session'))).toBeNull();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ai4n.query-cache') ?? ''))
      .not.toContain('"admin","prompts"');
  });

  it('creates, edits (sections parsed back), features, archives and unarchives a prompt, and the public gallery follows', async () => {
    const page = await open('/admin');
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'New Prompt' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Prompt' });
    await form.getByRole('button', { name: 'Add Prompt' }).click();
    await form.getByText('Title is required').waitFor();
    await form.getByLabel('Title *').fill('Bakery Weekly Specials Post');
    await expect.poll(() => form.getByText('Title is required').count()).toBe(0);
    await form.getByLabel('Category *').selectOption('marketing');
    await form.getByLabel('Description *').fill('Writes a friendly weekly specials post for a local bakery.');
    await form.getByLabel('Tags *').fill('social, bakery');
    await form.getByRole('button', { name: 'Restaurants & Hospitality' }).click();
    await form.getByRole('button', { name: 'Restaurants & Hospitality' }).click();
    await expect.poll(() => form.getByLabel('Business Types').inputValue()).toBe('Restaurants & Hospitality');
    await form.getByRole('tab', { name: 'Prompt Structure' }).click();
    await form.getByLabel('Context *').fill('We are a family bakery in Bristol.');
    await form.getByLabel('Role *').fill('You are a warm, witty social media writer.');
    await form.getByLabel('Core Prompt *').fill("Write a post about this week's specials: [specials].");
    await form.getByRole('tab', { name: 'Guidelines & Format' }).click();
    await form.getByLabel('Response Format').fill('Three short paragraphs and five hashtags.');
    await form.getByRole('button', { name: 'Add Prompt' }).click();
    await form.getByRole('button', { name: 'Adding Prompt...' }).waitFor();
    await toast(page, 'Prompt file created successfully!');
    await row(page, 'Bakery Weekly Specials Post').waitFor();
    await galleryShows(open, 'Bakery Weekly Specials Post', true);

    await row(page, 'Bakery Weekly Specials Post')
      .getByRole('button', { name: 'Edit Bakery Weekly Specials Post' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Prompt' });
    await edit.getByRole('tab', { name: 'Prompt Structure' }).click();
    await expect.poll(() => edit.getByLabel('Context *').inputValue()).toBe('We are a family bakery in Bristol.');
    await expect
      .poll(() => edit.getByLabel('Core Prompt *').inputValue())
      .toBe("Write a post about this week's specials: [specials].");
    await edit.getByRole('tab', { name: 'Guidelines & Format' }).click();
    await expect
      .poll(() => edit.getByLabel('Response Format').inputValue())
      .toBe('Three short paragraphs and five hashtags.');
    await edit.getByRole('tab', { name: 'Basic Info' }).click();
    await edit.getByLabel('Title *').fill('Bakery Specials Post');
    await edit.getByRole('button', { name: 'Update Prompt' }).click();
    await toast(page, 'Prompt updated successfully');
    await row(page, 'Bakery Specials Post').waitFor();

    await row(page, 'Bakery Specials Post').getByRole('button', { name: 'Feature Bakery Specials Post' }).click();
    await toast(page, 'Prompt marked as featured');
    const gallery = await galleryShows(open, 'Bakery Specials Post', true);
    expect(
      await gallery
        .getByRole('region', { name: 'Prompt library' })
        .locator('article', { hasText: 'Bakery Specials Post' })
        .getByText('Featured', { exact: true })
        .isVisible(),
    ).toBe(true);

    await row(page, 'Bakery Specials Post').getByRole('button', { name: 'Archive Bakery Specials Post' }).click();
    await toast(page, 'Prompt archived successfully');
    await row(page, 'Bakery Specials Post').getByText('archived').waitFor();
    await galleryShows(open, 'Bakery Specials Post', false);
    await page.getByLabel('Status').selectOption('archived');
    await expect.poll(() => page.getByTestId('prompt-row').count()).toBe(1);

    await row(page, 'Bakery Specials Post').getByRole('button', { name: 'Unarchive Bakery Specials Post' }).click();
    await toast(page, 'Prompt unarchived successfully');
    await page.getByText('No files found').waitFor();
    await page.getByLabel('Status').selectOption('all');
    await galleryShows(open, 'Bakery Specials Post', true);

    await row(page, 'Bakery Specials Post').getByRole('button', { name: 'Delete Bakery Specials Post' }).click();
    await page.getByRole('dialog', { name: 'Delete Prompt' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Prompt deleted successfully');
    await expect.poll(() => row(page, 'Bakery Specials Post').count()).toBe(0);
  });

  it('previews a CSV import with a bad row (nothing imported), imports a good file, and exports the library', async () => {
    const page = await open('/admin');
    await signInAsAdmin(page);
    await page.getByText('Total Files').waitFor();
    const header = 'Prompt Title,Description,Category,Tags,Core Prompt Text';
    const bad = `${header}\r\n"Refund reply, polite",Answers a refund request,customer-support,"refunds, email",Write a reply\r\n,Missing its title,sales,,Text\r\n`;
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk Import Prompts' });
    await dialog
      .getByLabel('2. Choose your CSV file')
      .setInputFiles({ name: 'prompts.txt', mimeType: 'text/plain', buffer: Buffer.from(bad) });
    await dialog.getByText('Please select a CSV file (must have .csv extension)').waitFor();
    await dialog
      .getByLabel('2. Choose your CSV file')
      .setInputFiles({ name: 'prompts.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await dialog.getByRole('button', { name: 'Process File' }).click();
    await dialog.getByText("Row 3: Missing required field 'Prompt Title'").waitFor();
    await expect.poll(() => dialog.getByRole('cell', { name: 'Refund reply, polite' }).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('button', { name: 'Import 1 Prompts' }).isDisabled()).toBe(true);

    const good = `\uFEFF${header}\r\n"Refund reply, polite",Answers a refund request,Customer-Support,"refunds, email","Write a reply that says ""sorry""\nand offers a fix"\r\n`;
    await dialog
      .getByLabel('2. Choose your CSV file')
      .setInputFiles({ name: 'prompts.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await dialog.getByRole('button', { name: 'Process File' }).click();
    await dialog.getByRole('button', { name: 'Import 1 Prompts' }).click();
    await toast(page, 'Successfully imported 1 prompts!');
    await row(page, 'Refund reply, polite').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Prompts' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('prompts_export.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Prompt Title');
    expect(csv).toContain('"Write a reply that says ""sorry""\nand offers a fix"');
    await toast(page, 'Export completed successfully!');
  });

  it('saves a new system prompt that the coach uses for the next analysis', async () => {
    const page = await open('/admin');
    await signInAsAdmin(page);
    const editor = page.getByRole('textbox', { name: 'System prompt' });
    await expect.poll(() => editor.inputValue()).not.toBe('');
    await editor.fill('You are a strict but kind prompt teacher for bakers.\nAnswer in JSON.');
    await page.getByRole('button', { name: 'Save System Prompt' }).click();
    await toast(page, 'System prompt saved');

    const coach = await open('/prompt-coach');
    await coach.getByLabel('Goal *').fill('Write a welcome email for new members');
    await coach.getByLabel('Role *').fill('a customer success manager');
    await coach.getByLabel('Context *').fill('We run a small yoga studio in Leeds');
    await coach.getByLabel('Target audience *').fill('beginners who just joined');
    await coach.getByRole('combobox', { name: 'AI model for feedback' }).selectOption('local');
    await coach.getByRole('button', { name: 'Get Feedback' }).click();
    await coach.getByRole('heading', { name: 'Your feedback' }).waitFor();
    await expect
      .poll(() => coach.getByRole('region', { name: 'Strengths' }).textContent())
      .toContain('Coached with: You are a strict but kind prompt teacher for bakers.');
  });

  it('exports the prompts as JSON { index, prompts } and imports that file back; a broken or foreign file gets the spec texts', async () => {
    const page = await open('/admin', { allowConsoleErrors: /400/ });
    await signInAsAdmin(page);
    await page.getByText('Total Files').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ]);
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(exported.index.length).toBe(exported.prompts.length);
    // The file holds the listed prompts (the newest ADMIN_PROMPT_FETCH_LIMIT); the tab counts them all.
    const tabCount = async () =>
      Number((await page.getByRole('tab', { name: /Prompts/ }).textContent())!.replace(/\D/g, ''));
    const before = await tabCount();
    const two = { index: exported.index.slice(0, 2), prompts: exported.prompts.slice(0, 2) };
    const input = page.getByTestId('json-import');
    await input.setInputFiles({ name: 'prompts.txt', mimeType: 'text/plain', buffer: Buffer.from('{}') });
    await toast(page, 'Please select a JSON file. Use "Import CSV" for CSV files.');
    await input.setInputFiles({
      name: 'prompts.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{ not json'),
    });
    await toast(
      page,
      'Import failed - invalid JSON format. Please ensure you are importing a valid JSON file exported from this system.',
    );
    await input.setInputFiles({
      name: 'prompts.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ prompts: two.prompts })),
    });
    await toast(page, 'Import failed - invalid file format or structure');
    await input.setInputFiles({
      name: 'prompts.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(two)),
    });
    await toast(page, 'Imported 2 prompt files successfully!');
    await expect.poll(tabCount).toBe(before + 2);
  });

  it('keeps the cached list under the yellow notice when the server fails, and deletes all prompts only after the typed phrase', async () => {
    const page = await open('/admin', { allowConsoleErrors: /Failed to load resource|ERR_FAILED/ });
    await signInAsAdmin(page);
    await page.getByText('Total Files').waitFor();
    const rows = await page.getByTestId('prompt-row').count();
    expect(rows).toBeGreaterThan(0);
    await page.route('**/api/prompts?**', (route) => route.abort());
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page
      .getByText(/^Failed to load prompts from server: .+\. Running in offline mode with cached data\.$/)
      .waitFor();
    await expect.poll(() => page.getByTestId('prompt-row').count()).toBe(rows);
    await page.unroute('**/api/prompts?**');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => page.getByText(/Running in offline mode/).count()).toBe(0);

    await page.getByRole('button', { name: 'Delete All' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete All Prompts' });
    const confirm = dialog.getByRole('button', { name: 'Delete All' });
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/to confirm/).fill('delete all prompts');
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/to confirm/).fill('DELETE ALL PROMPTS');
    await confirm.click();
    await toast(page, 'All prompts deleted successfully');
    await page.getByText('No files found').waitFor();
    await galleryShows(open, 'Cold Email', false);
  });

  it('adds, edits and deletes an FAQ the public site then serves; reads the support inbox; shows the writes in the audit log', async () => {
    const page = await open('/admin');
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: /FAQs/ }).click();
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    const add = page.getByRole('dialog', { name: 'Add FAQ' });
    await add.getByRole('button', { name: 'Add FAQ' }).click();
    await add.getByText('Question is required').waitFor();
    await add.getByLabel('Question *').fill('Can I pay by invoice?');
    await add.getByLabel('Answer *').fill('Yes: write to us from the support form and we will send one.');
    await add.getByLabel('Category').selectOption('pricing');
    await add.getByRole('button', { name: 'Add FAQ' }).click();
    await toast(page, 'FAQ added successfully!');
    const publicFaqs = async () =>
      (await (await fetch(`${site.url()}/api/faqs?category=pricing`)).json()).pricing.map(
        (f: { question: string }) => f.question,
      );
    expect(await publicFaqs()).toContain('Can I pay by invoice?');
    await page.getByRole('searchbox', { name: 'Search FAQs' }).fill('invoice');
    await page.getByRole('button', { name: 'Edit Can I pay by invoice?' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit FAQ' });
    await edit.getByLabel('Active').uncheck();
    await edit.getByRole('button', { name: 'Update FAQ' }).click();
    await toast(page, 'FAQ updated successfully!');
    expect(await publicFaqs()).not.toContain('Can I pay by invoice?');
    await page.getByRole('button', { name: 'Delete Can I pay by invoice?' }).click();
    await page.getByRole('dialog', { name: 'Delete FAQ' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'FAQ deleted successfully!');
    await expect.poll(() => page.getByRole('button', { name: 'Edit Can I pay by invoice?' }).count()).toBe(0);

    await fetch(`${site.url()}/api/support`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ana',
        email: 'ana@example.com',
        subject: 'Certificate name',
        message: 'Can I change the name on my certificate?',
      }),
    });
    await page.getByRole('tab', { name: /Support inbox/ }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const message = page.getByTestId('support-message').filter({ hasText: 'Certificate name' });
    await message.getByText('New', { exact: true }).waitFor();
    await message.getByRole('button', { name: 'Mark as read' }).click();
    await message.getByRole('button', { name: 'Mark as unread' }).waitFor();
    await expect.poll(() => message.getByText('New', { exact: true }).count()).toBe(0);

    await page.getByRole('tab', { name: /Audit log/ }).click();
    await page.getByText('POST /api/faqs', { exact: true }).waitFor();
    await expect.poll(() => page.getByText(/^DELETE \/api\/faqs\//).count()).toBeGreaterThan(0);
  });

  // Last: it changes the password.
  it('changes the password in Settings, which signs the other console out at its next 60-second check', async () => {
    const other = await open('/admin', { allowConsoleErrors: /401/, beforeGoto: (p) => p.clock.install() });
    await signInAsAdmin(other);
    const page = await open('/admin');
    await signInAsAdmin(page);
    await page.getByRole('button', { name: /admin/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings: change password' });
    await dialog.getByLabel('Current password').fill(E2E_ADMIN.password);
    await dialog.getByLabel('New password (at least 12 characters)').fill('a-brand-new-password-42');
    await dialog.getByLabel('Repeat the new password').fill('a-brand-new-password-4');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('The new passwords do not match.').waitFor();
    await dialog.getByLabel('Repeat the new password').fill('a-brand-new-password-42');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('Password changed. Your other sessions have been signed out.').waitFor();

    await expect.poll(() => other.getByRole('heading', { name: 'Admin Dashboard' }).isVisible()).toBe(true);
    await other.clock.fastForward(61_000);
    await other.getByRole('button', { name: 'Sign In' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => page.getByRole('heading', { name: 'Admin Dashboard' }).isVisible()).toBe(true);
  });
});
