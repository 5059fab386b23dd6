import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, Clock, LogOut, RefreshCw, Settings, Shield, UserCircle } from 'lucide-react';
import { z } from 'zod';
import { ADMIN_PASSWORDS_MISMATCH_TEXT, AdminPasswordBodySchema, formatRemaining, PROMPT_TOAST_MS } from '@ai4n/shared';
import { Button } from '../../../components/ui/button';
import { Modal, ModalFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/field';
import { Form, FormError, FormField, useZodForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useChangeAdminPassword } from '../api/change-admin-password';
import type { AdminSession } from '../lib/admin-request';
import { useAdminSession } from '../lib/admin-session';

/** The time left in the session, refreshed every second. */
function useRemaining(session: AdminSession): string {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return formatRemaining(session.expires - now);
}

export function AdminHeader({ session }: { session: AdminSession }) {
  const { logout, extend } = useAdminSession();
  const remaining = useRemaining(session);
  const toast = useToast(PROMPT_TOAST_MS);
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState(false);
  const [extending, setExtending] = useState(false);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !menu.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const onExtend = async () => {
    setExtending(true);
    try {
      await extend();
    } catch (error) {
      toast.error(`Could not extend the session: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setExtending(false);
    }
  };

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <div className="flex items-center gap-3">
          <Shield className="size-7 text-brand-600" aria-hidden />
          <div>
            <h1 className="text-xl font-bold text-slate-900">Admin Dashboard</h1>
            <Link to="/" className="text-xs font-medium text-brand-700 hover:underline">
              View the site
            </Link>
          </div>
        </div>
        <div className="relative" ref={menu}>
          <button
            type="button"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-haspopup="menu"
            className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
          >
            <UserCircle className="size-6 text-slate-500" aria-hidden />
            <span className="text-left">
              <span className="block font-semibold text-slate-900">{session.user}</span>
              <span className="block text-xs text-slate-500" data-testid="session-remaining">
                {remaining} left
              </span>
            </span>
            <ChevronDown className="size-4" aria-hidden />
          </button>
          {open && (
            <div
              role="menu"
              className="absolute right-0 z-40 mt-1 w-64 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
            >
              <div className="border-b border-slate-100 px-3 pt-1 pb-2">
                <p className="font-semibold text-slate-900">{session.user}</p>
                <p className="text-xs text-slate-500">Administrator</p>
                <p className="mt-1 flex items-center gap-1 text-xs text-slate-600">
                  <Clock className="size-3.5" aria-hidden /> Session: {remaining} remaining
                </p>
              </div>
              <button
                type="button"
                role="menuitem"
                onClick={() => void onExtend()}
                disabled={extending}
                className="mt-1 flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
              >
                <RefreshCw className={`size-4 ${extending ? 'animate-spin' : ''}`} aria-hidden /> Extend session
              </button>
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setOpen(false);
                  setSettings(true);
                }}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
              >
                <Settings className="size-4" aria-hidden /> Settings
              </button>
              <button
                type="button"
                role="menuitem"
                onClick={logout}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-red-700 hover:bg-red-50"
              >
                <LogOut className="size-4" aria-hidden /> Sign Out
              </button>
            </div>
          )}
        </div>
      </div>
      {settings && <PasswordDialog onClose={() => setSettings(false)} />}
    </header>
  );
}

/** The password form: the shared body, and the new password typed twice. */
const PasswordFormSchema = AdminPasswordBodySchema.extend({ repeatPassword: z.string() }).refine(
  (v) => v.newPassword === v.repeatPassword,
  {
    message: ADMIN_PASSWORDS_MISMATCH_TEXT,
    path: ['repeatPassword'],
  },
);

/** Settings: change the password; the server then ends this admin's other sessions. */
function PasswordDialog({ onClose }: { onClose: () => void }) {
  const change = useChangeAdminPassword();
  const form = useZodForm(PasswordFormSchema, {
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });
  const [current, next, repeat] = form.watch(['currentPassword', 'newPassword', 'repeatPassword']);
  const failure = form.formState.errors.root?.server?.message;
  const clearFailure = () => form.clearErrors('root.server');

  const submit = ({ currentPassword, newPassword }: z.output<typeof PasswordFormSchema>) =>
    change.mutateAsync({ currentPassword, newPassword }).catch((err: unknown) => {
      form.setError('root.server', {
        message: err instanceof ApiError ? err.message : 'Could not change the password.',
      });
    });
  const field = (
    name: 'currentPassword' | 'newPassword' | 'repeatPassword',
    id: string,
    label: string,
    autoComplete: string,
  ) => (
    <FormField name={name} id={id} label={label} className="mt-3">
      <Input
        type="password"
        autoComplete={autoComplete}
        {...form.register(name, {
          onChange: clearFailure,
          deps: name === 'newPassword' ? ['repeatPassword'] : undefined,
        })}
      />
    </FormField>
  );

  return (
    <Modal title="Settings: change password" onClose={onClose}>
      {change.isSuccess ? (
        <div>
          <p className="text-slate-700" role="status">
            Password changed. Your other sessions have been signed out.
          </p>
          <div className="mt-6 flex justify-end">
            <Button tone="primary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <Form form={form} onSubmit={submit}>
          {field('currentPassword', 'current-password', 'Current password', 'current-password')}
          {field('newPassword', 'new-password', 'New password (at least 12 characters)', 'new-password')}
          {field('repeatPassword', 'repeat-password', 'Repeat the new password', 'new-password')}
          <FormError message={failure} className="mt-3" />
          <ModalFooter
            className="mt-6"
            onCancel={onClose}
            cancelDisabled={false}
            busy={change.isPending}
            disabled={!current || !next || !repeat}
          >
            Change password
          </ModalFooter>
        </Form>
      )}
    </Modal>
  );
}
