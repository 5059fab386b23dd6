import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { analyse, fillRequired, payWith } from './coach-steps';

const OWNER = 'existing-owner@example.com';
const TEST_CARD = '4242 4242 4242 4242';

describe('Prompt Coach: paying for an email that already has an account', () => {
  const { open } = useBrowser();

  it('adds the credits only; the owner keeps their code, signs in with it, and Sign out ends the session', async () => {
    const owner = await open('/prompt-coach');
    await fillRequired(owner);
    await analyse(owner);
    const first = await payWith(owner, OWNER, TEST_CARD);
    await first.getByText('Payment successful!').waitFor();
    const code = (await first.getByLabel('Access code').textContent())!;
    await first.getByRole('button', { name: 'Start Coaching' }).click();
    await owner.getByText(`Signed in as ${OWNER}`).waitFor();

    // Someone else pays for the same email: the credits go to the account, and nothing else.
    const payer = await open('/prompt-coach');
    await fillRequired(payer);
    await analyse(payer);
    const dialog = await payWith(payer, OWNER, TEST_CARD);
    await dialog
      .getByText(`25 credits were added to the account of ${OWNER}. Sign in with your access code to use them.`)
      .waitFor();
    expect(await dialog.getByLabel('Access code').count()).toBe(0);
    expect(await payer.getByText('Signed in as').count()).toBe(0);
    expect(await payer.evaluate(() => localStorage.getItem('ai4n.token'))).toBeNull();

    // The owner's own code (unchanged) opens the account from here.
    await dialog.getByRole('button', { name: 'Sign in with your access code' }).click();
    const login = payer.getByRole('dialog', { name: 'Enter your access code' });
    expect(await login.getByLabel('Email').inputValue()).toBe(OWNER);
    await login.getByLabel('Access code').fill(code);
    await login.getByRole('button', { name: 'Verify Access' }).click();
    await payer.getByText(`Signed in as ${OWNER}`).waitFor();
    await payer.getByText('Unlimited Access').waitFor();

    // The owner's first browser is still signed in.
    await owner.reload();
    await owner.getByText('Unlimited Access').waitFor();
    expect(await owner.getByText(`Signed in as ${OWNER}`).isVisible()).toBe(true);

    // Sign out ends this browser's session on the server, not the owner's other one.
    const token = await payer.evaluate(() => localStorage.getItem('ai4n.token'));
    await payer.getByRole('button', { name: 'Sign out' }).click();
    await payer.getByRole('button', { name: 'I have an access code' }).waitFor();
    expect(await payer.evaluate(() => localStorage.getItem('ai4n.token'))).toBeNull();
    expect(
      (await payer.request.get('/api/coach/usage', { headers: { authorization: `Bearer ${token}` } })).status(),
    ).toBe(401);
    const ownerToken = await owner.evaluate(() => localStorage.getItem('ai4n.token'));
    expect(
      (await owner.request.get('/api/coach/usage', { headers: { authorization: `Bearer ${ownerToken}` } })).status(),
    ).toBe(200);
  });
});
