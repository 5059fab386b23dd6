import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_TEXTS } from '@ai4n/shared';
import { fakeApi, reply } from '../../../../test/fake-api';
import { PaymentModal } from './payment-modal';

const SECRET = 'pi_test_secret_123';
const GRANTED = { verified: true, token: 't', email: 'payer@example.com', creditsLeft: 25, accessCodeMailed: true };

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('PaymentModal', () => {
  it('starts the payment for the email, formats and sends the test card, then says where the code was sent', async () => {
    const { sent } = fakeApi({
      'POST /users/payment-intent': { clientSecret: SECRET, testMode: true, amount: 5 },
      'POST /payments/test-mode/confirm': { status: 'succeeded' },
      'POST /users/verify-payment': GRANTED,
    });
    const onPaid = vi.fn();
    render(<PaymentModal onClose={() => {}} onPaid={onPaid} />);
    expect(button('Continue to Payment').disabled).toBe(true);
    await userEvent.type(input('Email'), ' payer@example.com ');
    expect(button('Continue to Payment').disabled).toBe(false);
    await userEvent.click(button('Continue to Payment'));

    await userEvent.type(await screen.findByLabelText('Card number'), '4242424242424242');
    expect(input('Card number').value).toBe('4242 4242 4242 4242');
    await userEvent.type(input('Expiry (MM/YY)'), '1234');
    expect(input('Expiry (MM/YY)').value).toBe('12/34');
    expect(button('Pay $5').disabled).toBe(true);
    await userEvent.type(input('CVC'), '12a3');
    expect(input('CVC').value).toBe('123');
    await waitFor(() => expect(button('Pay $5').disabled).toBe(false));
    await userEvent.click(button('Pay $5'));

    await screen.findByText('Payment successful!');
    // Decision 0020: the code goes to the mailbox only; the page says where, and how to use it elsewhere.
    expect(screen.getByText(/^We sent your access code to payer@example\.com\./).textContent).toContain(
      'choose "I have an access code" and enter this email and the code.',
    );
    expect(screen.queryByLabelText('Access code')).toBeNull();
    expect(sent).toEqual([
      { method: 'POST', path: '/users/payment-intent', body: { email: 'payer@example.com' }, token: null },
      {
        method: 'POST',
        path: '/payments/test-mode/confirm',
        body: { clientSecret: SECRET, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
        token: null,
      },
      {
        method: 'POST',
        path: '/users/verify-payment',
        body: { email: 'payer@example.com', clientSecret: SECRET },
        token: null,
      },
    ]);
    await userEvent.click(button('Start Coaching'));
    expect(onPaid).toHaveBeenCalledWith(GRANTED);
  });

  it('a payment verified before says its credits are already on the account, not that 0 were added', async () => {
    fakeApi({
      'POST /users/payment-intent': { clientSecret: SECRET, testMode: true, amount: 5 },
      'POST /payments/test-mode/confirm': { status: 'succeeded' },
      'POST /users/verify-payment': {
        verified: true,
        signInRequired: true,
        creditsAdded: 0,
        alreadyGranted: true,
        email: 'payer@example.com',
      },
    });
    render(<PaymentModal onClose={() => {}} onPaid={() => {}} />);
    await userEvent.type(input('Email'), 'payer@example.com');
    await userEvent.click(button('Continue to Payment'));
    await userEvent.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await userEvent.type(input('Expiry (MM/YY)'), '1234');
    await userEvent.type(input('CVC'), '123');
    await waitFor(() => expect(button('Pay $5').disabled).toBe(false));
    await userEvent.click(button('Pay $5'));

    expect(
      await screen.findByText(/^The credits of this payment are already on the account of payer@example\.com\./),
    ).toBeTruthy();
    expect(screen.queryByText(/credits were added/)).toBeNull();
  });

  it("shows the server's answer to a refused email and keeps it", async () => {
    fakeApi({ 'POST /users/payment-intent': reply(400, { message: 'Please enter a valid email address' }) });
    render(<PaymentModal onClose={() => {}} onPaid={() => {}} />);
    await userEvent.type(input('Email'), 'payer-at-example');
    await userEvent.click(button('Continue to Payment'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address');
    expect(input('Email').value).toBe('payer-at-example');
  });

  it('says so when card payments are not configured (503)', async () => {
    fakeApi({ 'POST /users/payment-intent': reply(503, { message: PAYMENT_TEXTS.notConfigured }) });
    render(<PaymentModal onClose={() => {}} onPaid={() => {}} />);
    await userEvent.type(input('Email'), 'payer@example.com');
    await userEvent.click(button('Continue to Payment'));
    expect((await screen.findByRole('alert')).textContent).toBe('Card payments are not configured.');
  });

  it('offers no payment for a blank email', async () => {
    const { sent } = fakeApi({});
    render(<PaymentModal onClose={() => {}} onPaid={() => {}} />);
    await userEvent.type(input('Email'), '   {Enter}');
    expect(button('Continue to Payment').disabled).toBe(true);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('a declined card offers Try Again, which keeps the email and expiry and clears the number', async () => {
    fakeApi({
      'POST /users/payment-intent': { clientSecret: SECRET, testMode: true, amount: 5 },
      'POST /payments/test-mode/confirm': { status: 'failed', message: 'Your card was declined' },
    });
    render(<PaymentModal onClose={() => {}} onPaid={() => {}} initialEmail="payer@example.com" />);
    await userEvent.click(button('Continue to Payment'));
    await userEvent.type(await screen.findByLabelText('Card number'), '4000000000009995');
    await userEvent.type(input('Expiry (MM/YY)'), '12/34');
    await userEvent.type(input('CVC'), '123');
    await waitFor(() => expect(button('Pay $5').disabled).toBe(false));
    await userEvent.click(button('Pay $5'));
    expect((await screen.findByRole('alert')).textContent).toContain(PAYMENT_TEXTS.tryAnotherMethod);
    await userEvent.click(button('Try Again'));
    expect(input('Email').value).toBe('payer@example.com');
    await userEvent.click(button('Continue to Payment'));
    expect(((await screen.findByLabelText('Card number')) as HTMLInputElement).value).toBe('');
    expect(input('Expiry (MM/YY)').value).toBe('12/34');
  });
});
