import { Lock, Sparkles } from 'lucide-react';
import { COACH_PRICE_USD } from '@ai4n/shared';
import { Button } from '../../../components/ui/button';

/**
 * The coach form's submit: it stands outside the form (`form={formId}`) because it follows the
 * visitor's access, known only after the page has loaded, while the form's code loads when used.
 */
export function CoachActions({
  formId,
  access,
  loading,
  valid,
  onUnlock,
}: {
  formId: string;
  /** 'checking' until the server has answered what the visitor may do: no submit is offered then. */
  access: 'checking' | 'open' | 'payment-required';
  loading: boolean;
  valid: boolean;
  onUnlock: () => void;
}) {
  if (access === 'checking')
    return (
      <Button tone="muted" size="lg" busy>
        Checking your access…
      </Button>
    );
  if (access === 'payment-required')
    return (
      <Button tone="accent" size="lg" onClick={onUnlock} icon={<Lock className="size-4" aria-hidden />}>
        Unlock Advanced Coaching - ${COACH_PRICE_USD}
      </Button>
    );
  return (
    <Button
      type="submit"
      form={formId}
      tone="primary"
      size="lg"
      busy={loading}
      disabled={!valid}
      icon={<Sparkles className="size-4" aria-hidden />}
    >
      {loading ? 'Getting Feedback...' : 'Get Feedback'}
    </Button>
  );
}
