import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@ai4n/shared';
import { fakeApi, reply } from '../../../../test/fake-api';
import { renderWithQuery } from '../../../../test/render';
import { requestSupport } from '../../../lib/scroll';
import { SupportForm } from './support-form';

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await userEvent.type(input(label), value);
}

describe('SupportForm', () => {
  it('sends the checked message to POST /support and says it was sent', async () => {
    const { sent } = fakeApi({
      'POST /support': reply(201, { id: 'm1', message: 'Message Sent! We will reply soon.' }),
      'GET /site/claims': reply(500),
    });
    renderWithQuery(<SupportForm />);
    await fill({
      'Your name': ' Grace Hopper ',
      'Email address': 'grace@example.com',
      Subject: 'Quiz',
      Message: 'Can I retake the quiz?',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('status')).textContent).toBe('Message Sent! We will reply soon.');
    expect(sent.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: '/support',
      body: { name: 'Grace Hopper', email: 'grace@example.com', subject: 'Quiz', message: 'Can I retake the quiz?' },
      token: null,
    });
  });

  it('shows the catalogue messages for missing and malformed fields, linked to them, and keeps what was typed', async () => {
    const { sent } = fakeApi({ 'GET /site/claims': reply(500) });
    renderWithQuery(<SupportForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const messages = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(messages).toEqual(['Name is required', 'Email is required', 'Subject is required', 'Message is required']);

    await fill({ 'Your name': 'Grace', 'Email address': 'grace-at-example', Subject: 'Quiz', Message: 'Hello' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please enter a valid email address']),
    );
    const email = input('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('support-email-error');
    expect(email.value).toBe('grace-at-example');
    expect(input('Message').value).toBe('Hello');
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
  });

  it('keeps the message and offers Try Again when the server fails', async () => {
    fakeApi({ 'POST /support': reply(500, { message: 'boom' }), 'GET /site/claims': reply(500) });
    renderWithQuery(<SupportForm />);
    await fill({ 'Your name': 'Grace', 'Email address': 'grace@example.com', Subject: 'Quiz', Message: 'Hello' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(ERRORS.supportFailed);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(input('Message').value).toBe('Hello');
  });

  it('takes a subject from elsewhere on the page (the custom prompt offer)', async () => {
    fakeApi({ 'GET /site/claims': reply(500) });
    renderWithQuery(<SupportForm />);
    await userEvent.type(input('Your name'), 'Grace');
    act(() => requestSupport('Custom prompt request ($10)'));
    expect(input('Subject').value).toBe('Custom prompt request ($10)');
    expect(input('Your name').value).toBe('Grace');
  });
});
