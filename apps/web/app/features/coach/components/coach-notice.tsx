import { X } from 'lucide-react';
import { Button, PlainIconButton } from '../../../components/ui/button';
import type { PendingGalleryPrompt } from '../lib/use-gallery-prefill';

/**
 * Above the form: what was just loaded into it (a polite status, dismissible), and the question
 * whether a gallery prompt may replace the current draft.
 */
export function CoachNotice({
  notice,
  onDismiss,
  pending,
}: {
  notice: string | null;
  onDismiss: () => void;
  pending: PendingGalleryPrompt | null;
}) {
  return (
    <>
      <div role="status" aria-live="polite" className="empty:hidden">
        {notice && (
          <p className="flex items-start justify-between gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
            <span>{notice}</span>
            <PlainIconButton
              label="Dismiss this message"
              icon={X}
              className="shrink-0 rounded p-0.5 text-brand-800 hover:bg-brand-100"
              onClick={onDismiss}
            />
          </p>
        )}
      </div>
      {pending && (
        <div
          role="group"
          aria-label="Replace your draft?"
          className="rounded-2xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p>{`Replace your current draft with '${pending.title}'?`}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button tone="primary" onClick={pending.replace}>
              Replace
            </Button>
            <Button onClick={pending.keep}>Keep my draft</Button>
          </div>
        </div>
      )}
    </>
  );
}
