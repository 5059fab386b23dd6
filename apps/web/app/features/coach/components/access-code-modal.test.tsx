import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TEXTS } from '@ai4n/shared';
import { fakeApi, reply } from '../../../../test/fake-api';
import { AccessCodeModal } from './access-code-modal';

const ACCESS = { verified: true, token: 't', email: 'learner@example.com', creditsLeft: 3 };

describe('AccessCodeModal', () => {
  it('asks for both fields, without calling the server', async () => {
    const { sent } = fakeApi({});
    render(<AccessCodeModal onClose={() => {}} onVerified={() => {}} />);
    await userEvent.type(screen.getByLabelText('Email'), 'learner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Access' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCESS_TEXTS.missingFields);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('learner@example.com');
    expect(sent).toEqual([]);
  });

  it('verifies the trimmed email and code and hands over the access', async () => {
    const { sent } = fakeApi({ 'POST /users/verify-access': ACCESS });
    const onVerified = vi.fn();
    render(<AccessCodeModal onClose={() => {}} onVerified={onVerified} initialEmail=" learner@example.com " />);
    expect(screen.getByRole('dialog', { name: 'Enter your access code' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Access code'), ' AAAA-BBBB-CC ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Access' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(ACCESS));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/users/verify-access',
        body: { email: 'learner@example.com', accessCode: 'AAAA-BBBB-CC' },
        token: null,
      },
    ]);
  });

  it('says the code or email is wrong when the server refuses, and keeps both', async () => {
    fakeApi({ 'POST /users/verify-access': reply(401, { message: 'Invalid' }) });
    const onVerified = vi.fn();
    render(<AccessCodeModal onClose={() => {}} onVerified={onVerified} />);
    await userEvent.type(screen.getByLabelText('Email'), 'learner@example.com');
    await userEvent.type(screen.getByLabelText('Access code'), 'WRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Access' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCESS_TEXTS.invalid);
    expect((screen.getByLabelText('Access code') as HTMLInputElement).value).toBe('WRONG');
    expect(onVerified).not.toHaveBeenCalled();
  });
});
