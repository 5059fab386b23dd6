import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '../../../../test/fake-api';
import { renderAdmin, storeAdminSession } from '../../../../test/render';
import { adminSessionStore } from '../lib/admin-request';
import { AdminHeader } from './admin-header';

async function openPasswordDialog() {
  storeAdminSession();
  renderAdmin(<AdminHeader session={adminSessionStore.get()!} />, { session: true });
  await userEvent.click(screen.getByRole('button', { name: /admin/ }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
  const dialog = screen.getByRole('dialog', { name: 'Settings: change password' });
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  return {
    dialog,
    current: field('Current password'),
    next: field('New password (at least 12 characters)'),
    repeat: field('Repeat the new password'),
    submit: within(dialog).getByRole('button', { name: 'Change password' }),
  };
}

const VERIFY = { 'GET /auth/admin/verify': { valid: true } };

describe('Settings: change password', () => {
  it('sends the current and the new password, then says the other sessions are signed out', async () => {
    const api = fakeApi({ ...VERIFY, 'PUT /auth/admin/password': { ok: true } });
    const { dialog, current, next, repeat, submit } = await openPasswordDialog();
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(current, 'the-old-password');
    await userEvent.type(next, 'a-brand-new-password-42');
    await userEvent.type(repeat, 'a-brand-new-password-42');
    await userEvent.click(submit);

    await within(dialog).findByText('Password changed. Your other sessions have been signed out.');
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/auth/admin/password',
        body: { currentPassword: 'the-old-password', newPassword: 'a-brand-new-password-42' },
        token: 'admin-token',
      },
    ]);
  });

  it('names a mismatch and a short password, keeps what was typed, and sends nothing', async () => {
    const api = fakeApi(VERIFY);
    const { dialog, current, next, repeat, submit } = await openPasswordDialog();
    await userEvent.type(current, 'the-old-password');
    await userEvent.type(next, 'short');
    await userEvent.type(repeat, 'shorter');
    await userEvent.click(submit);

    const messages = (await within(dialog).findAllByRole('alert')).map((a) => a.textContent);
    expect(messages).toEqual(['The new password needs at least 12 characters', 'The new passwords do not match.']);
    expect([current.value, next.value, repeat.value]).toEqual(['the-old-password', 'short', 'shorter']);
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);

    // Fixed as typed: the messages go once the values are right.
    await userEvent.clear(next);
    await userEvent.type(next, 'a-long-enough-password');
    await userEvent.clear(repeat);
    await userEvent.type(repeat, 'a-long-enough-password');
    expect(within(dialog).queryAllByRole('alert')).toEqual([]);
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    fakeApi({
      ...VERIFY,
      'PUT /auth/admin/password': reply(400, { message: 'The current password is not correct.', statusCode: 400 }),
    });
    const { dialog, current, next, repeat, submit } = await openPasswordDialog();
    await userEvent.type(current, 'not-it');
    await userEvent.type(next, 'a-brand-new-password-42');
    await userEvent.type(repeat, 'a-brand-new-password-42');
    await userEvent.click(submit);

    expect((await within(dialog).findByRole('alert')).textContent).toBe('The current password is not correct.');
    expect(current.value).toBe('not-it');
  });
});
