import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ChevronDown, Clock, LogOut, RefreshCw, Settings, Shield, UserCircle } from 'lucide-react';
import { formatRemaining, PROMPT_TOAST_MS } from '@ai4n/shared';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { adminRequest, useAdminSession, type AdminSession } from '../lib/admin-session';
import { useToast } from './toasts';
import { Button, inputClass, labelClass } from './ui';

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
            <div role="menu" className="absolute right-0 z-40 mt-1 w-64 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
              <div className="border-b border-slate-100 px-3 pt-1 pb-2">
                <p className="font-semibold text-slate-900">{session.user}</p>
                <p className="text-xs text-slate-500">Administrator</p>
                <p className="mt-1 flex items-center gap-1 text-xs text-slate-600">
                  <Clock className="size-3.5" aria-hidden /> Session: {remaining} remaining
                </p>
              </div>
              <button type="button" role="menuitem" onClick={() => void onExtend()} disabled={extending} className="mt-1 flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-slate-100">
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
              <button type="button" role="menuitem" onClick={logout} className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-red-700 hover:bg-red-50">
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

/** Settings: change the password; the server then ends this admin's other sessions. */
function PasswordDialog({ onClose }: { onClose: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (next !== repeat) return setError('The new passwords do not match.');
    if (next.length < 12) return setError('The new password needs at least 12 characters');
    setBusy(true);
    try {
      await adminRequest('/auth/admin/password', { method: 'PUT', body: { currentPassword: current, newPassword: next } });
      setDone(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Could not change the password.');
    } finally {
      setBusy(false);
    }
  };
  const field = (id: string, label: string, value: string, set: (v: string) => void, autoComplete: string) => (
    <div className="mt-3">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        className={`${inputClass} mt-1`}
        value={value}
        onChange={(e) => {
          set(e.target.value);
          setError('');
        }}
      />
    </div>
  );

  return (
    <Modal title="Settings: change password" onClose={onClose}>
      {done ? (
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
        <form onSubmit={(e) => void submit(e)} noValidate>
          {field('current-password', 'Current password', current, setCurrent, 'current-password')}
          {field('new-password', 'New password (at least 12 characters)', next, setNext, 'new-password')}
          {field('repeat-password', 'Repeat the new password', repeat, setRepeat, 'new-password')}
          {error && (
            <p className="mt-3 text-sm text-red-700" role="alert">
              {error}
            </p>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <Button onClick={onClose}>Cancel</Button>
            <Button tone="primary" type="submit" busy={busy} disabled={!current || !next || !repeat}>
              Change password
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
