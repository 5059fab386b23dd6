import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { ACCESS_TEXTS, type AccessResponse } from '@ai4n/shared';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { verifyAccess } from '../api/coach-api';

const inputClass = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2';

export function AccessCodeModal({ onClose, onVerified, initialEmail }: { onClose: () => void; onVerified: (access: AccessResponse) => void; initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail ?? '');
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !code.trim()) {
      setError(ACCESS_TEXTS.missingFields);
      return;
    }
    setVerifying(true);
    setError(null);
    try {
      onVerified(await verifyAccess(email.trim(), code.trim()));
    } catch (e) {
      setError(e instanceof ApiError && e.status && e.status < 500 && e.status !== 429 ? ACCESS_TEXTS.invalid : ACCESS_TEXTS.connection);
    } finally {
      setVerifying(false);
    }
  };

  return (
    <Modal title="Enter your access code" onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">Use the email you paid with and the access code we showed you (it is also in your email).</p>
        <label className="block text-sm font-semibold text-slate-800">
          Email
          <input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass} />
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          Access code
          <input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" className={`${inputClass} font-mono uppercase`} />
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button type="submit" disabled={verifying} className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {verifying && <Loader2 className="size-4 animate-spin" aria-hidden />} {verifying ? 'Verifying...' : 'Verify Access'}
        </button>
      </form>
    </Modal>
  );
}
