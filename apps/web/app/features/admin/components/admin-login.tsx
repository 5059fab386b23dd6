import { useState, type FormEvent } from 'react';
import { Eye, EyeOff, Loader2, Lock, Shield } from 'lucide-react';
import { ADMIN_LOGIN_TEXTS } from '@ai4n/shared';
import { loginErrorText, useAdminSession } from '../lib/admin-session';
import { inputClass, labelClass } from './ui';

export function AdminLogin() {
  const { login } = useAdminSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) return;
    setBusy(true);
    try {
      await login(username.trim(), password);
    } catch (e) {
      setError(loginErrorText(e));
      setBusy(false);
    }
  };
  const typed = (set: (v: string) => void) => (value: string) => {
    set(value);
    setError('');
  };

  return (
    <main className="grid min-h-screen place-items-center bg-slate-100 px-4">
      <form onSubmit={(e) => void submit(e)} className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200" noValidate>
        <Shield className="mx-auto size-10 text-brand-600" aria-hidden />
        <h1 className="mt-3 text-center text-2xl font-bold text-slate-900">Admin Login</h1>
        <p className="mt-1 text-center text-sm text-slate-600">Sign in to manage the site's content.</p>

        <label className={`${labelClass} mt-6`} htmlFor="admin-username">
          Username
        </label>
        <input id="admin-username" className={`${inputClass} mt-1`} autoComplete="username" value={username} onChange={(e) => typed(setUsername)(e.target.value)} autoFocus />

        <label className={`${labelClass} mt-4`} htmlFor="admin-password">
          Password
        </label>
        <div className="relative mt-1">
          <input
            id="admin-password"
            type={showPassword ? 'text' : 'password'}
            className={`${inputClass} pr-10`}
            autoComplete="current-password"
            value={password}
            onChange={(e) => typed(setPassword)(e.target.value)}
          />
          <button
            type="button"
            onClick={() => setShowPassword((s) => !s)}
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
            className="absolute inset-y-0 right-0 grid w-10 place-items-center text-slate-500 hover:text-slate-800"
          >
            {showPassword ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          </button>
        </div>

        {error && (
          <p className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
            {error}
          </p>
        )}

        <button
          type="submit"
          disabled={!username.trim() || !password || busy}
          className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600/50"
        >
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Lock className="size-4" aria-hidden />}
          Sign In
        </button>
        <p className="mt-4 text-center text-xs text-slate-500">{ADMIN_LOGIN_TEXTS.sessionNote}</p>
      </form>
    </main>
  );
}
