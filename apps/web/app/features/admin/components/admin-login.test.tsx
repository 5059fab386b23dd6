import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_LOGIN_TEXTS } from '@ai4n/shared';
import { fakeApi, reply } from '../../../../test/fake-api';
import { renderAdmin } from '../../../../test/render';
import { adminSessionStore } from '../lib/admin-request';
import { AdminLogin } from './admin-login';

const fields = () => ({
  username: screen.getByLabelText('Username') as HTMLInputElement,
  password: screen.getByLabelText('Password', { exact: true }) as HTMLInputElement,
  signIn: screen.getByRole('button', { name: 'Sign In' }),
});

describe('AdminLogin', () => {
  it('signs in with the trimmed username and the password, and keeps the session', async () => {
    const api = fakeApi({
      'POST /auth/admin/login': { token: 'new-token', admin: { username: 'admin' }, expiresAt: '2030-01-01T00:00:00Z' },
    });
    renderAdmin(<AdminLogin />, { session: true });
    const { username, password, signIn } = fields();
    await waitFor(() => expect(document.activeElement).toBe(username));
    expect(signIn).toHaveProperty('disabled', true);
    await userEvent.type(username, '  admin ');
    expect(signIn).toHaveProperty('disabled', true);
    await userEvent.type(password, 'correct horse');
    expect(signIn).toHaveProperty('disabled', false);
    await userEvent.click(signIn);

    await waitFor(() => expect(adminSessionStore.get()?.token).toBe('new-token'));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/auth/admin/login',
        body: { username: 'admin', password: 'correct horse' },
        token: null,
      },
    ]);
  });

  it('a refused sign-in shows why, keeps what was typed, and the message goes once the administrator types again', async () => {
    fakeApi({
      'POST /auth/admin/login': reply(401, { message: ADMIN_LOGIN_TEXTS.invalidCredentials, statusCode: 401 }),
    });
    renderAdmin(<AdminLogin />, { session: true });
    const { username, password, signIn } = fields();
    await userEvent.type(username, 'admin');
    await userEvent.type(password, 'wrong');
    await userEvent.click(signIn);

    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_LOGIN_TEXTS.invalidCredentials);
    expect(username.value).toBe('admin');
    expect(password.value).toBe('wrong');
    expect(adminSessionStore.get()).toBeNull();
    await userEvent.type(password, '!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a blank username does not enable Sign In', async () => {
    const api = fakeApi({});
    renderAdmin(<AdminLogin />, { session: true });
    const { username, password, signIn } = fields();
    await userEvent.type(username, '   ');
    await userEvent.type(password, 'secret{Enter}');
    expect(signIn).toHaveProperty('disabled', true);
    expect(api.writes()).toEqual([]);
    expect(username.value).toBe('   ');
  });

  it('shows and hides the password', async () => {
    fakeApi({});
    renderAdmin(<AdminLogin />, { session: true });
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(fields().password.type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(fields().password.type).toBe('password');
  });
});
