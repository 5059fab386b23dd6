import { useMemo, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { COACH_PRICE_USD } from '@ai4n/shared';
import { Button } from '../../../components/ui/button';

export interface CardResult {
  status: 'succeeded' | 'failed' | 'processing';
  declined: boolean;
}

function CardForm({ onResult, disabled }: { onResult: (r: CardResult) => void; disabled: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const [busy, setBusy] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    // No redirect unless the card's bank requires one (3-D Secure).
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    setBusy(false);
    if (error) onResult({ status: 'failed', declined: error.code === 'card_declined' });
    else onResult({ status: paymentIntent?.status === 'succeeded' ? 'succeeded' : 'processing', declined: false });
  };

  return (
    <form onSubmit={pay} className="space-y-4">
      <PaymentElement onChange={(e) => setComplete(e.complete)} />
      <Button
        type="submit"
        tone="primary"
        size="lg"
        busy={busy}
        disabled={!stripe || !complete || disabled}
        className="w-full"
      >
        {busy ? 'Processing...' : `Pay $${COACH_PRICE_USD}`}
      </Button>
    </form>
  );
}

/** Stripe's card Elements; this module (and Stripe's script) loads only when the payment modal needs it. */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  onResult,
  disabled,
}: {
  publishableKey: string;
  clientSecret: string;
  onResult: (r: CardResult) => void;
  disabled: boolean;
}) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret }}>
      <CardForm onResult={onResult} disabled={disabled} />
    </Elements>
  );
}
