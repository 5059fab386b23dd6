import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';

const paymentErrors = /Failed to load resource/;

async function fillRequired(page: Page) {
  await page.getByLabel('Goal *').fill('Write a welcome email for new members');
  await page.getByLabel('Role *').fill('a customer success manager');
  await page.getByLabel('Context *').fill('We run a small yoga studio in Leeds');
  await page.getByLabel('Target audience *').fill('beginners who just joined');
}

async function analyse(page: Page) {
  await page.getByRole('button', { name: 'Get Feedback' }).click();
  await page.getByRole('heading', { name: 'Your feedback' }).waitFor();
}

async function payWith(page: Page, email: string, card: string) {
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

describe('Prompt Coach', () => {
  const { open } = useBrowser();

  it('gives one free analysis with the offline coach, then offers the unlock; the form survives a reload', async () => {
    const page = await open('/prompt-coach');
    expect(await page.getByText('Free Trial Available').isVisible()).toBe(true);
    expect(await page.getByText('Used: 0 / 1 Free').isVisible()).toBe(true);
    expect(await page.getByRole('complementary', { name: 'How It Works' }).isVisible()).toBe(true);
    const submit = page.getByRole('button', { name: 'Get Feedback' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reset Form' }).count()).toBe(0);
    await fillRequired(page);
    expect(await page.getByRole('combobox', { name: 'AI model for feedback' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show advanced options' }).click();
    await page.getByLabel('Difficulty').selectOption('beginner');
    await analyse(page);

    expect(await page.getByRole('region', { name: 'Final prompt sent' }).textContent()).toContain('acting as a patient, encouraging expert');
    expect(await page.getByLabel(/^Overall grade [ABC]$/).isVisible()).toBe(true);
    expect(await page.getByRole('progressbar', { name: 'Clarity score' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Weaknesses' }).textContent()).toContain('No length');
    await page.getByText('Used: 1 / 1 Free').waitFor();
    expect(await page.getByText('Payment Required').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Unlock Advanced Coaching - $5' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Get Feedback' }).count()).toBe(0);

    await page.reload();
    await page.getByText('Used: 1 / 1 Free').waitFor();
    expect(await page.getByLabel('Goal *').inputValue()).toBe('Write a welcome email for new members');
    await page.getByRole('button', { name: 'Reset Form' }).click();
    expect(await page.getByLabel('Goal *').inputValue()).toBe('');
  });

  it('pays in test mode, shows the access code once, counts credits, and logs in from a fresh browser', async () => {
    const page = await open('/prompt-coach');
    await fillRequired(page);
    await analyse(page);
    const dialog = await payWith(page, 'learner@example.com', '4242 4242 4242 4242');
    await dialog.getByText('Payment successful!').waitFor();
    const code = (await dialog.getByLabel('Access code').textContent())!;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{2}$/);
    await dialog.getByRole('button', { name: 'Start Coaching' }).click();
    await page.getByText('Unlimited Access').waitFor();
    await page.getByText('Used: 0 / 25').waitFor();
    await analyse(page);
    await page.getByText('Used: 1 / 25').waitFor();

    // A fresh browser: an anonymous favorite and a finished lesson, then sign in with the code.
    const fresh = await open('/prompt-gallery', { allowConsoleErrors: /401/ });
    const card = fresh.getByRole('region', { name: 'Prompt library' }).locator('article').first();
    const favoriteTitle = (await card.locator('h3').textContent())!;
    await card.getByRole('button', { name: `Add ${favoriteTitle} to favorites` }).click();
    await fresh.goto('/prompt-school');
    await fresh.getByRole('button', { name: 'Mark Complete', exact: true }).click();
    await fresh.getByText('1 of 5 lessons completed').waitFor();
    await fresh.goto('/prompt-coach');
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
    await fresh.getByText('Used: 1 / 25').waitFor();
    expect(await fresh.getByText('Unlimited Access').isVisible()).toBe(true);

    // The browser's favorites and progress now live in the account.
    await fresh.goto('/prompt-gallery?favorites=true');
    await fresh.getByRole('region', { name: 'Prompt library' }).getByRole('heading', { name: favoriteTitle }).waitFor();
    await fresh.waitForFunction(() => JSON.parse(localStorage.getItem('ai4n.favorites') ?? '[]').length === 0);
    await fresh.goto('/prompt-school');
    await fresh.getByText('1 of 5 lessons completed').waitFor();
    await fresh.waitForFunction(() => JSON.parse(localStorage.getItem('ai4n.school-progress') ?? '{"completedLessons":[]}').completedLessons.length === 0);
  });

  it('a declined card shows the failure texts, Try Again and Cancel', async () => {
    const page = await open('/prompt-coach', { allowConsoleErrors: paymentErrors });
    await fillRequired(page);
    await analyse(page);
    const dialog = await payWith(page, 'declined@example.com', '4000 0000 0000 0002');
    await dialog.getByText('Payment failed. Please try another payment method.').waitFor();
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await dialog.getByRole('button', { name: 'Continue to Payment' }).waitFor();
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await dialog.getByLabel('Card number').fill('4000 0000 0000 9995');
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Pay $5' }).click();
    await dialog.getByText('Payment failed. Please try again.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByText('Used: 1 / 1 Free').isVisible()).toBe(true);
  });

  it('resets an invalid stored session with the spec text', async () => {
    const page = await open('/prompt-coach', {
      allowConsoleErrors: /401/,
      beforeGoto: (p) =>
        p.addInitScript(() => {
          if (!sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', '1');
            const session = { token: 'not-a-real-token', email: 'x@example.com', userId: 'x', hasPaid: true, promptsUsed: 0, sessionId: 'x', createdAt: Date.now(), lastUsed: Date.now(), totalSessions: 1 };
            localStorage.setItem('ai4n.coach-session', JSON.stringify(session));
            localStorage.setItem('ai4n.token', session.token);
          }
        }),
    });
    await page.getByText('Session invalid or expired. Please pay to continue.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ai4n.coach-session'))).toBeNull();
    await page.getByText('Free Trial Available').waitFor();
  });
});
