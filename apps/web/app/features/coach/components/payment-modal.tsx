import { lazy, Suspense, useState, type ChangeEvent, type ReactNode } from 'react';
import { CheckCircle2, KeyRound, XCircle } from 'lucide-react';
import {
  COACH_PAID_CREDITS,
  COACH_PRICE_USD,
  PAYMENT_TEXTS,
  accessCodeMailedText,
  creditsAddedText,
  creditsAlreadyGrantedText,
  type AccessResponse,
  type PaymentVerificationResponse,
} from '@ai4n/shared';
import { Modal } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Form, FormError, useZodForm } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { confirmTestPayment, createPaymentIntent, verifyPayment } from '../api/coach-api';
import {
  formatCard,
  formatCvc,
  formatExpiry,
  PaymentEmailFormSchema,
  TestCardFormSchema,
  type PaymentEmailForm,
  type TestCard,
} from '../lib/payment-form';
import { AccessCodeModal, type AccessDialogProps } from './access-code-modal';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

type Step = 'idle' | 'starting' | 'card' | 'processing' | 'succeeded' | 'failed';

/** A registered field that formats what is typed before the form reads it. */
const formatted = <F extends { onChange: (e: ChangeEvent<HTMLInputElement>) => unknown }>(
  field: F,
  format: (s: string) => string,
): F => ({
  ...field,
  onChange: (e: ChangeEvent<HTMLInputElement>) => {
    e.target.value = format(e.target.value);
    return field.onChange(e);
  },
});

function failureText(error: unknown, stage: 'start' | 'verify'): string {
  if (!(error instanceof ApiError)) return PAYMENT_TEXTS.unexpected;
  if (!error.status) return stage === 'start' ? PAYMENT_TEXTS.connection : PAYMENT_TEXTS.verificationError;
  // A 503 says card payments are not configured: a text of the server's own, worth showing.
  if (stage === 'start')
    return (error.status < 500 || error.status === 503) && error.message ? error.message : PAYMENT_TEXTS.initFailed;
  if (error.status === 402) return PAYMENT_TEXTS.notProcessed;
  return PAYMENT_TEXTS.verificationFailed;
}

/** The end of a payment: it went through, and what comes next. */
function PaymentSucceeded({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="space-y-4 text-center">
      <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden />
      <p className="text-lg font-bold text-slate-900">Payment successful!</p>
      {children}
    </div>
  );
}

export function PaymentModal({
  onClose,
  onPaid,
  initialEmail,
}: AccessDialogProps & { onPaid: (access: AccessResponse) => void }) {
  const [step, setStep] = useState<Step>('idle');
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [testMode, setTestMode] = useState(true);
  const [publishableKey, setPublishableKey] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [access, setAccess] = useState<PaymentVerificationResponse | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const emailForm = useZodForm(PaymentEmailFormSchema, {
    defaultValues: { email: initialEmail ?? '' } satisfies PaymentEmailForm,
  });
  const cardForm = useZodForm(TestCardFormSchema, {
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
    mode: 'onChange',
  });
  const email = emailForm.watch('email').trim();

  const start = async (values: PaymentEmailForm) => {
    setStep('starting');
    setError(null);
    try {
      const intent = await createPaymentIntent(values.email);
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
      const granted = await verifyPayment(email, clientSecret);
      setAccess(granted);
      setStep('succeeded');
    } catch (e) {
      setError(failureText(e, 'verify'));
      setStep('failed');
    }
  };

  const payTestCard = async (card: TestCard) => {
    if (!clientSecret) return;
    setStep('processing');
    setError(null);
    try {
      const result = await confirmTestPayment({ clientSecret, ...card });
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
        <p className="mb-4 rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900">
          {PAYMENT_TEXTS.testMode}
        </p>
      )}
      {(step === 'idle' || step === 'starting') && (
        <Form form={emailForm} onSubmit={start} className="space-y-4">
          <p className="text-sm text-slate-600">
            One payment of ${COACH_PRICE_USD} gives you {COACH_PAID_CREDITS} more analyses. Not a subscription; credits
            do not expire.
          </p>
          <Field id="payment-email" label="Email">
            <Input type="email" autoComplete="email" {...emailForm.register('email')} />
          </Field>
          <FormError look="text" message={emailForm.formState.errors.email?.message ?? error} />
          <Button
            type="submit"
            tone="primary"
            size="lg"
            busy={step === 'starting'}
            disabled={!email}
            className="w-full"
          >
            Continue to Payment
          </Button>
        </Form>
      )}
      {(step === 'card' || step === 'processing') && !testMode && publishableKey && clientSecret && (
        <Suspense fallback={<p role="status">Loading the secure card form...</p>}>
          <StripeCardForm
            publishableKey={publishableKey}
            clientSecret={clientSecret}
            disabled={!email}
            onResult={(r) => {
              setStep('processing');
              void settle(r);
            }}
          />
        </Suspense>
      )}
      {(step === 'card' || step === 'processing') && testMode && (
        <Form form={cardForm} onSubmit={payTestCard} className="space-y-4">
          <p className="text-sm text-slate-600">
            Paying as {email}. In test mode use 4242 4242 4242 4242, any future date and any 3 digits.
          </p>
          <Field id="payment-card" label="Card number">
            <Input
              inputMode="numeric"
              autoComplete="cc-number"
              className="font-mono"
              {...formatted(cardForm.register('cardNumber'), formatCard)}
            />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id="payment-expiry" label="Expiry (MM/YY)">
              <Input
                inputMode="numeric"
                autoComplete="cc-exp"
                {...formatted(cardForm.register('expiry'), formatExpiry)}
              />
            </Field>
            <Field id="payment-cvc" label="CVC">
              <Input inputMode="numeric" autoComplete="cc-csc" {...formatted(cardForm.register('cvc'), formatCvc)} />
            </Field>
          </div>
          <Button
            type="submit"
            tone="primary"
            size="lg"
            busy={step === 'processing'}
            disabled={!cardForm.formState.isValid || !email || !clientSecret}
            className="w-full"
          >
            {step === 'processing' ? 'Processing...' : `Pay $${COACH_PRICE_USD}`}
          </Button>
        </Form>
      )}
      {step === 'succeeded' && access && 'signInRequired' in access && (
        <PaymentSucceeded>
          <p className="text-slate-600">
            {access.alreadyGranted
              ? creditsAlreadyGrantedText(access.email)
              : creditsAddedText(access.creditsAdded, access.email)}
          </p>
          <Button
            tone="primary"
            size="lg"
            onClick={() => setSigningIn(true)}
            icon={<KeyRound className="size-4" aria-hidden />}
            className="w-full"
          >
            Sign in with your access code
          </Button>
        </PaymentSucceeded>
      )}
      {step === 'succeeded' && access && 'token' in access && (
        <PaymentSucceeded>
          <p className="text-slate-600">You now have {access.creditsLeft} credits.</p>
          {access.accessCodeMailed ? (
            <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{accessCodeMailedText(access.email)}</p>
          ) : (
            <p className="text-sm text-slate-600">
              The credits were added to your account; your access code is unchanged.
            </p>
          )}
          <Button tone="primary" size="lg" onClick={() => onPaid(access)} className="w-full">
            Start Coaching
          </Button>
        </PaymentSucceeded>
      )}
      {step === 'failed' && (
        <div role="alert" className="space-y-4 text-center">
          <XCircle className="mx-auto size-12 text-rose-600" aria-hidden />
          <p className="font-semibold text-slate-900">{error ?? PAYMENT_TEXTS.failed}</p>
          <div className="flex gap-3">
            <Button
              tone="primary"
              size="lg"
              onClick={() => {
                setStep('idle');
                setError(null);
                cardForm.resetField('cardNumber');
              }}
              className="flex-1"
            >
              Try Again
            </Button>
            <Button size="lg" onClick={onClose} className="flex-1">
              Cancel
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
