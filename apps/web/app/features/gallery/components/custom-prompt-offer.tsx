import { Wand2 } from 'lucide-react';
import { CUSTOM_PROMPT_PRICE_USD } from '@ai4n/shared';
import { requestSupport } from '../../../lib/scroll';
import { Button } from '../../../components/ui/button';

export const CUSTOM_PROMPT_SUBJECT = `Custom prompt request ($${CUSTOM_PROMPT_PRICE_USD})`;

export function CustomPromptOffer() {
  return (
    <section aria-labelledby="custom-prompt-heading" className="px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-3xl bg-white p-8 text-center ring-1 ring-slate-200 sm:flex-row sm:text-left">
        <Wand2 className="size-12 shrink-0 text-brand-600" aria-hidden />
        <div className="flex-1">
          <h2 id="custom-prompt-heading" className="text-2xl font-extrabold text-slate-900">
            Need a prompt made for your business?
          </h2>
          <p className="mt-2 text-slate-600">
            Tell us what you want to get done and our prompt engineers will write a tailored, tested prompt for you for
            ${CUSTOM_PROMPT_PRICE_USD}.
          </p>
        </div>
        <Button tone="primary" size="lg" onClick={() => requestSupport(CUSTOM_PROMPT_SUBJECT)}>
          Request a custom prompt – ${CUSTOM_PROMPT_PRICE_USD}
        </Button>
      </div>
    </section>
  );
}
