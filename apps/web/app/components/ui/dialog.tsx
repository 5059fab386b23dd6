import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button, PlainIconButton, type ButtonTone } from './button';

/** Opens a native <dialog> as a modal on mount (focus trapped, Escape closes) and returns focus on unmount. */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.showModal();
    return () => opener?.focus();
  }, []);
  return dialog;
}

const WIDTHS = { md: 'w-[min(28rem,94vw)]', lg: 'w-[min(44rem,96vw)]', xl: 'w-[min(64rem,96vw)]' } as const;

/**
 * `busy` (a save or upload under way) keeps the dialog open: Escape and the close button do
 * nothing until it ends, so its result (toast, field errors, what was typed) is not lost.
 */
export function Modal({
  title,
  onClose,
  children,
  size = 'md',
  busy = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: keyof typeof WIDTHS;
  busy?: boolean;
}) {
  const dialog = useModalDialog();
  useEffect(() => {
    if (!busy) return;
    // Preventing `cancel` alone is not enough: Chrome closes the dialog anyway once Escape is
    // pressed again without a click in between (the cancel event is then not cancelable). A
    // cancelled Escape keydown makes no close request at all. On the window, because the pressed
    // submit button is disabled while busy and focus falls back to the body.
    const hold = (e: KeyboardEvent) => e.key === 'Escape' && e.preventDefault();
    window.addEventListener('keydown', hold, true);
    return () => window.removeEventListener('keydown', hold, true);
  }, [busy]);
  return (
    <dialog
      ref={dialog}
      aria-label={title}
      onCancel={busy ? (e) => e.preventDefault() : undefined}
      onClose={onClose}
      className={`m-auto ${WIDTHS[size]} rounded-3xl p-0 backdrop:bg-slate-900/60`}
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 className="text-xl font-bold text-slate-900">{title}</h2>
          <PlainIconButton
            label="Close"
            icon={X}
            iconClassName="size-5"
            onClick={() => dialog.current?.close()}
            disabled={busy}
            className="rounded-full p-1.5 text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50"
          />
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}

/** A dialog's Cancel and primary buttons; without `onSubmit` the primary button submits the form. */
export function ModalFooter({
  onCancel,
  cancelDisabled,
  onSubmit,
  tone = 'primary',
  busy,
  disabled,
  className = 'border-t border-slate-200 pt-4',
  children,
}: {
  onCancel: () => void;
  cancelDisabled?: boolean;
  onSubmit?: () => void;
  tone?: ButtonTone;
  busy?: boolean;
  disabled?: boolean;
  /** Spacing and rule above the buttons. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex justify-end gap-2 ${className}`}>
      {/* Cancelling while the save runs would drop its result: Cancel waits for it, unless told otherwise. */}
      <Button onClick={onCancel} disabled={cancelDisabled ?? busy}>
        Cancel
      </Button>
      <Button tone={tone} type={onSubmit ? 'button' : 'submit'} busy={busy} disabled={disabled} onClick={onSubmit}>
        {children}
      </Button>
    </div>
  );
}
