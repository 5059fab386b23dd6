import { lazy, Suspense, useState, type FormEvent } from 'react';
import { CheckCircle2, KeyRound, Loader2, XCircle } from 'lucide-react';
import { COACH_PAID_CREDITS, COACH_PRICE_USD, PAYMENT_TEXTS, creditsAddedText, type AccessResponse, type PaymentVerificationResponse } from '@ai4n/shared';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { confirmTestPayment, createPaymentIntent, verifyPayment } from '../api/coach-api';
import { AccessCodeModal } from './access-code-modal';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

type Step = 'idle' | 'starting' | 'card' | 'processing' | 'succeeded' | 'failed';

const inputClass = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2';
const digits = (s: string) => s.replace(/\D/g, '');

/** Card number in groups of four, expiry as MM/YY. */
const formatCard = (s: string) => digits(s).slice(0, 16).replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (s: string) => {
  const d = digits(s).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};
const cardComplete = (card: string, expiry: string, cvc: string) =>
  digits(card).length === 16 && /^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry) && /^\d{3,4}$/.test(cvc);

function failureText(error: unknown, stage: 'start' | 'verify'): string {
  if (!(error instanceof ApiError)) return PAYMENT_TEXTS.unexpected;
  if (!error.status) return stage === 'start' ? PAYMENT_TEXTS.connection : PAYMENT_TEXTS.verificationError;
  if (stage === 'start') return error.status < 500 && error.message ? error.message : PAYMENT_TEXTS.initFailed;
  if (error.status === 402) return PAYMENT_TEXTS.notProcessed;
  return PAYMENT_TEXTS.verificationFailed;
}

export function PaymentModal({ onClose, onPaid, initialEmail }: { onClose: () => void; onPaid: (access: AccessResponse) => void; initialEmail?: string }) {
  const [step, setStep] = useState<Step>('idle');
  const [email, setEmail] = useState(initialEmail ?? '');
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [testMode, setTestMode] = useState(true);
  const [publishableKey, setPublishableKey] = useState<string | undefined>();
  const [card, setCard] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [access, setAccess] = useState<PaymentVerificationResponse | null>(null);
  const [signingIn, setSigningIn] = useState(false);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(PAYMENT_TEXTS.emailRequired);
      return;
    }
    setStep('starting');
    setError(null);
    try {
      const intent = await createPaymentIntent(email.trim());
      setClientSecret(intent.clientSecret);
      setTestMode(intent.testMode);
      setPublishableKey(intent.publishableKey);
      setStep('card');
    } catch (e) {
      setError(failureText(e, 'start'));
      setStep('idle');
    }
  };

  /** After the card step: the server checks the payment with the provider and grants the credits. */
  const settle = async (card: { status: string; declined: boolean }) => {
    if (card.status === 'failed') {
      setError(card.declined ? PAYMENT_TEXTS.tryAnotherMethod : PAYMENT_TEXTS.failed);
      setStep('failed');
      return;
    }
    if (!clientSecret) return;
    try {
      const granted = await verifyPayment(email.trim(), clientSecret);
      setAccess(granted);
      setStep('succeeded');
    } catch (e) {
      setError(failureText(e, 'verify'));
      setStep('failed');
    }
  };

  const payTestCard = async (event: FormEvent) => {
    event.preventDefault();
    if (!clientSecret) return;
    setStep('processing');
    setError(null);
    try {
      const result = await confirmTestPayment({ clientSecret, cardNumber: digits(card), expiry, cvc });
      await settle({ status: result.status, declined: /declined/i.test(result.message ?? '') });
    } catch {
      setError(PAYMENT_TEXTS.connection);
      setStep('failed');
    }
  };

  // The credits went to an existing account: its owner signs in with its access code, here.
  if (signingIn && access) return <AccessCodeModal initialEmail={access.email} onClose={onClose} onVerified={onPaid} />;

  return (
    <Modal title={`Unlock Prompt Coach - $${COACH_PRICE_USD}`} onClose={onClose}>
      {testMode && step !== 'succeeded' && (
        <p className="mb-4 rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900">{PAYMENT_TEXTS.testMode}</p>
      )}
      {(step === 'idle' || step === 'starting') && (
        <form onSubmit={start} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">
            One payment of ${COACH_PRICE_USD} gives you {COACH_PAID_CREDITS} more analyses. Not a subscription; credits do not expire.
          </p>
          <label className="block text-sm font-semibold text-slate-800">
            Email
            <input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass} />
          </label>
          {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
          <button type="submit" disabled={!email.trim() || step === 'starting'} className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-50">
            {step === 'starting' && <Loader2 className="size-4 animate-spin" aria-hidden />} Continue to Payment
          </button>
        </form>
      )}
      {(step === 'card' || step === 'processing') && !testMode && publishableKey && clientSecret && (
        <Suspense fallback={<p role="status">Loading the secure card form...</p>}>
          <StripeCardForm
            publishableKey={publishableKey}
            clientSecret={clientSecret}
            disabled={!email.trim()}
            onResult={(r) => {
              setStep('processing');
              void settle(r);
            }}
          />
        </Suspense>
      )}
      {(step === 'card' || step === 'processing') && testMode && (
        <form onSubmit={payTestCard} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">Paying as {email}. In test mode use 4242 4242 4242 4242, any future date and any 3 digits.</p>
          <label className="block text-sm font-semibold text-slate-800">
            Card number
            <input inputMode="numeric" autoComplete="cc-number" value={card} onChange={(e) => setCard(formatCard(e.target.value))} className={`${inputClass} font-mono`} />
          </label>
          <div className="grid grid-cols-2 gap-3">
            <label className="block text-sm font-semibold text-slate-800">
              Expiry (MM/YY)
              <input inputMode="numeric" autoComplete="cc-exp" value={expiry} onChange={(e) => setExpiry(formatExpiry(e.target.value))} className={inputClass} />
            </label>
            <label className="block text-sm font-semibold text-slate-800">
              CVC
              <input inputMode="numeric" autoComplete="cc-csc" value={cvc} onChange={(e) => setCvc(digits(e.target.value).slice(0, 4))} className={inputClass} />
            </label>
          </div>
          <button
            type="submit"
            disabled={!cardComplete(card, expiry, cvc) || !email.trim() || !clientSecret || step === 'processing'}
            className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
          >
            {step === 'processing' && <Loader2 className="size-4 animate-spin" aria-hidden />} {step === 'processing' ? 'Processing...' : `Pay $${COACH_PRICE_USD}`}
          </button>
        </form>
      )}
      {step === 'succeeded' && access && 'signInRequired' in access && (
        <div role="status" className="space-y-4 text-center">
          <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden />
          <p className="text-lg font-bold text-slate-900">Payment successful!</p>
          <p className="text-slate-600">{creditsAddedText(access.creditsAdded, access.email)}</p>
          <button type="button" onClick={() => setSigningIn(true)} className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
            <KeyRound className="size-4" aria-hidden /> Sign in with your access code
          </button>
        </div>
      )}
      {step === 'succeeded' && access && 'token' in access && (
        <div role="status" className="space-y-4 text-center">
          <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden />
          <p className="text-lg font-bold text-slate-900">Payment successful!</p>
          <p className="text-slate-600">You now have {access.creditsLeft} credits.</p>
          {!access.accessCode && <p className="text-sm text-slate-600">The credits were added to your account; your access code is unchanged.</p>}
          {access.accessCode && (
            <div className="rounded-xl bg-slate-50 p-4">
              <p className="text-sm text-slate-600">Your access code (we also emailed it to you). Save it to use your credits in another browser:</p>
              <p className="mt-2 font-mono text-2xl font-bold tracking-wider text-slate-900" aria-label="Access code">
                {access.accessCode}
              </p>
            </div>
          )}
          <button type="button" onClick={() => onPaid(access)} className="w-full rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
            Start Coaching
          </button>
        </div>
      )}
      {step === 'failed' && (
        <div role="alert" className="space-y-4 text-center">
          <XCircle className="mx-auto size-12 text-rose-600" aria-hidden />
          <p className="font-semibold text-slate-900">{error ?? PAYMENT_TEXTS.failed}</p>
          <div className="flex gap-3">
            <button
              type="button"
              onClick={() => {
                setStep('idle');
                setError(null);
                setCard('');
              }}
              className="flex-1 rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700"
            >
              Try Again
            </button>
            <button type="button" onClick={onClose} className="flex-1 rounded-xl px-4 py-3 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
              Cancel
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
