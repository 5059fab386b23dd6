import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, visit } from './browser';
import { useOwnSite } from './admin';
import { analyse, fillRequired, payWith } from './coach-steps';
import { useMailbox } from './mailbox';

const OWNER = 'existing-owner@example.com';
const TEST_CARD = '4242 4242 4242 4242';

// Access codes are only ever mailed (decision 0020): this site sends its mail to a local mailbox.
const mailbox = useMailbox();
const site = useOwnSite(() => ({ SMTP_URL: mailbox.url() }));
const usageWith = (page: Page, token: string | null) =>
  page.request.get('/api/coach/usage', { headers: { authorization: `Bearer ${token}` } });

describe('Prompt Coach: paying', () => {
  const { open } = useBrowser(site);

  it('pays in test mode, mails the access code (never shows it), counts credits, and logs in from a fresh browser', async () => {
    const page = await open('/prompt-coach');
    await fillRequired(page);
    await analyse(page);
    const dialog = await payWith(page, 'learner@example.com', TEST_CARD);
    await dialog.getByText('Payment successful!').waitFor();
    await dialog.getByText(/^We sent your access code to learner@example\.com\./).waitFor();
    await expect.poll(() => dialog.getByLabel('Access code').count()).toBe(0);
    const code = await mailbox.accessCodeFor('learner@example.com');
    await expect.poll(() => dialog.textContent()).not.toContain(code);
    await dialog.getByRole('button', { name: 'Start Coaching' }).click();
    await page.getByText('Unlimited Access').waitFor();
    await page.getByText('Used: 0 / 25').waitFor();
    await analyse(page);
    // Without AI keys the offline check answers, and it never takes a paid credit (decision 0014).
    await page
      .getByRole('article', { name: 'Your feedback' })
      .getByText(/No credit was used/)
      .waitFor();
    await expect.poll(() => page.getByText('Used: 0 / 25').isVisible()).toBe(true);

    // A fresh browser: an anonymous favorite and a finished lesson, then sign in with the mailed code.
    const fresh = await open('/prompt-gallery', { allowConsoleErrors: /401/ });
    const card = fresh.getByRole('region', { name: 'Prompt library' }).locator('article').first();
    const favoriteTitle = (await card.locator('h3').textContent())!;
    await card.getByRole('button', { name: `Add ${favoriteTitle} to favorites` }).click();
    await card.getByRole('button', { name: `Remove ${favoriteTitle} from favorites` }).waitFor();
    await visit(fresh, '/prompt-school');
    await fresh.getByRole('button', { name: 'Mark Complete', exact: true }).click();
    await fresh.getByText('1 of 9 lessons completed').waitFor();
    await visit(fresh, '/prompt-coach');
    await fresh.getByRole('button', { name: 'I have an access code' }).click();
    const login = fresh.getByRole('dialog', { name: 'Enter your access code' });
    await login.getByRole('button', { name: 'Verify Access' }).click();
    await login.getByText('Please enter both email and access code.').waitFor();
    await login.getByLabel('Email').fill('learner@example.com');
    await login.getByLabel('Access code').fill('AAAA-BBBB-CC');
    await login.getByRole('button', { name: 'Verify Access' }).click();
    await login.getByText('Invalid access code or email.').waitFor();
    await login.getByLabel('Access code').fill(code);
    await login.getByRole('button', { name: 'Verify Access' }).click();
    await fresh.getByText('Signed in as learner@example.com').waitFor();
    await fresh.getByText('Used: 0 / 25').waitFor();
    await expect.poll(() => fresh.getByText('Unlimited Access').isVisible()).toBe(true);

    // The browser's favorites and progress now live in the account.
    await visit(fresh, '/prompt-gallery?favorites=true');
    await fresh.getByRole('region', { name: 'Prompt library' }).getByRole('heading', { name: favoriteTitle }).waitFor();
    await fresh.waitForFunction(() => JSON.parse(localStorage.getItem('ai4n.favorites') ?? '[]').length === 0);
    await visit(fresh, '/prompt-school');
    await fresh.getByText('1 of 9 lessons completed').waitFor();
    await fresh.waitForFunction(
      () =>
        JSON.parse(localStorage.getItem('ai4n.school-progress') ?? '{"completedLessons":[]}').completedLessons
          .length === 0,
    );
  });

  it("for an email that has an account adds the credits only; the mailed code signs in and ends the first payer's session", async () => {
    const first = await open('/prompt-coach');
    await fillRequired(first);
    await analyse(first);
    const opened = await payWith(first, OWNER, TEST_CARD);
    await opened.getByText('Payment successful!').waitFor();
    await expect.poll(() => opened.getByLabel('Access code').count()).toBe(0);
    await opened.getByRole('button', { name: 'Start Coaching' }).click();
    await first.getByText(`Signed in as ${OWNER}`).waitFor();
    const firstToken = await first.evaluate(() => localStorage.getItem('ai4n.token'));
    expect((await usageWith(first, firstToken)).status()).toBe(200);
    const code = await mailbox.accessCodeFor(OWNER);

    // Someone else pays for the same email: the credits go to the account, and nothing else.
    const payer = await open('/prompt-coach');
    await fillRequired(payer);
    await analyse(payer);
    const dialog = await payWith(payer, OWNER, TEST_CARD);
    await dialog
      .getByText(`25 credits were added to the account of ${OWNER}. Sign in with your access code to use them.`)
      .waitFor();
    await expect.poll(() => dialog.getByLabel('Access code').count()).toBe(0);
    await expect.poll(() => payer.getByText('Signed in as').count()).toBe(0);
    await expect.poll(() => payer.evaluate(() => localStorage.getItem('ai4n.token'))).toBeNull();

    // The owner's code from her mail (unchanged) opens the account from here...
    await dialog.getByRole('button', { name: 'Sign in with your access code' }).click();
    const login = payer.getByRole('dialog', { name: 'Enter your access code' });
    await expect.poll(() => login.getByLabel('Email').inputValue()).toBe(OWNER);
    await login.getByLabel('Access code').fill(code);
    await login.getByRole('button', { name: 'Verify Access' }).click();
    await payer.getByText(`Signed in as ${OWNER}`).waitFor();
    await payer.getByText('Unlimited Access').waitFor();
    // ...and proving the mailbox ended the session the first payment opened.
    expect((await usageWith(first, firstToken)).status()).toBe(401);

    // Sign out ends this browser's session on the server.
    const token = await payer.evaluate(() => localStorage.getItem('ai4n.token'));
    expect((await usageWith(payer, token)).status()).toBe(200);
    await payer.getByRole('button', { name: 'Sign out' }).click();
    await payer.getByRole('button', { name: 'I have an access code' }).waitFor();
    await expect.poll(() => payer.evaluate(() => localStorage.getItem('ai4n.token'))).toBeNull();
    expect((await usageWith(payer, token)).status()).toBe(401);
  });
});
