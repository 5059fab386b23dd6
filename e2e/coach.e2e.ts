import { describe, expect, it } from 'vitest';
import { useBrowser, reload } from './browser';
import { analyse, fillRequired, payWith } from './coach-steps';
import { useOwnSite } from './admin';

const paymentErrors = /Failed to load resource/;

describe('Prompt Coach', () => {
  const { open } = useBrowser();

  it('gives one free analysis with the offline coach, then offers the unlock; the form survives a reload', async () => {
    const page = await open('/prompt-coach');
    await expect.poll(() => page.getByText('Free Trial Available').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Used: 0 / 1 Free').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('complementary', { name: 'How It Works' }).isVisible()).toBe(true);
    const submit = page.getByRole('button', { name: 'Get Feedback' });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Reset Form' }).count()).toBe(0);
    await fillRequired(page);
    await expect.poll(() => page.getByRole('combobox', { name: 'AI model for feedback' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show advanced options' }).click();
    await page.getByLabel('Difficulty').selectOption('beginner');
    await analyse(page);

    await expect
      .poll(() => page.getByRole('region', { name: 'Final prompt sent' }).textContent())
      .toContain('acting as a patient, encouraging expert');
    await expect.poll(() => page.getByLabel(/^Overall grade [ABCD]$/).isVisible()).toBe(true);
    const card = page.getByRole('article', { name: 'Your feedback' });
    await expect.poll(() => card.getByText('Offline check, no AI model.').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('progressbar', { name: 'Clarity score' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Weaknesses' }).textContent()).toContain('No length');
    await page.getByText('Used: 1 / 1 Free').waitFor();
    await expect.poll(() => page.getByText('Payment Required').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Unlock Advanced Coaching - $5' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Get Feedback' }).count()).toBe(0);

    await reload(page);
    await page.getByText('Used: 1 / 1 Free').waitFor();
    await expect.poll(() => page.getByLabel('Goal *').inputValue()).toBe('Write a welcome email for new members');
    await page.getByRole('button', { name: 'Reset Form' }).click();
    await expect.poll(() => page.getByLabel('Goal *').inputValue()).toBe('');
  });

  it('grades nonsense low and says why: "x" in every field is a D with the guard\'s message', async () => {
    const page = await open('/prompt-coach');
    for (const label of ['Goal *', 'Role *', 'Context *', 'Target audience *']) await page.getByLabel(label).fill('x');
    await analyse(page);
    await expect.poll(() => page.getByLabel('Overall grade D').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('region', { name: 'Weaknesses' }).textContent())
      .toContain('No real content: Role ("x"), Context ("x"), Goal ("x") and Target audience ("x") have no real words');
    expect(
      await page.getByRole('article', { name: 'Your feedback' }).getByText('Offline check, no AI model.').isVisible(),
    ).toBe(true);
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
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByText('Used: 1 / 1 Free').isVisible()).toBe(true);
  });

  it('shows a neutral state, not the free trial, to a paid user until usage answers', async () => {
    const page = await open('/prompt-coach');
    await fillRequired(page);
    await analyse(page);
    const dialog = await payWith(page, 'neutral@example.com', '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Start Coaching' }).click();
    await page.getByText('Unlimited Access').waitFor();

    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/coach/usage', async (route) => {
      await answered;
      await route.continue();
    });
    // Not reload(): the network is never quiet while usage is held.
    await page.reload();
    const checking = page.getByRole('button', { name: 'Checking your access…' });
    await checking.waitFor();
    await expect.poll(() => checking.isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('Checking your access…', { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Free Trial Available').count()).toBe(0);
    await expect.poll(() => page.getByText(/^Used: /).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Get Feedback' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: /Unlock Advanced Coaching/ }).count()).toBe(0);

    release();
    await page.getByText('Unlimited Access').waitFor();
    await page.getByText('Used: 0 / 25').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Get Feedback' }).isVisible()).toBe(true);
    await expect.poll(() => checking.count()).toBe(0);
  });

  it('resets an invalid stored session with the spec text', async () => {
    const page = await open('/prompt-coach', {
      allowConsoleErrors: /401/,
      beforeGoto: (p) =>
        p.addInitScript(() => {
          if (!sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', '1');
            const session = {
              token: 'not-a-real-token',
              email: 'x@example.com',
              userId: 'x',
              hasPaid: true,
              promptsUsed: 0,
              sessionId: 'x',
              createdAt: Date.now(),
              lastUsed: Date.now(),
              totalSessions: 1,
            };
            localStorage.setItem('ai4n.coach-session', JSON.stringify(session));
            localStorage.setItem('ai4n.token', session.token);
          }
        }),
    });
    await page.getByText('Session invalid or expired. Please pay to continue.').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ai4n.coach-session'))).toBeNull();
    await page.getByText('Free Trial Available').waitFor();
  });
});

describe('Prompt Coach with one free analysis per address', () => {
  const site = useOwnSite({ COACH_FREE_USES_PER_ADDRESS: '1' });
  const { open } = useBrowser(site);

  it('a second browser on the same address sees Payment Required, as the server enforces', async () => {
    const first = await open('/prompt-coach');
    await first.getByText('Free Trial Available').waitFor();
    await fillRequired(first);
    await analyse(first);
    await first.getByText('Payment Required').waitFor();

    const second = await open('/prompt-coach');
    await second.getByText('Payment Required').waitFor();
    await expect.poll(() => second.getByText('Used: 1 / 1 Free').isVisible()).toBe(true);
    await expect.poll(() => second.getByText('Free Trial Available').count()).toBe(0);
    await expect
      .poll(() => second.getByRole('button', { name: 'Unlock Advanced Coaching - $5' }).isVisible())
      .toBe(true);
    await expect.poll(() => second.getByRole('button', { name: 'Get Feedback' }).count()).toBe(0);
    expect((await second.context().cookies()).some((c) => c.name === 'coach_session')).toBe(false);
  });
});
