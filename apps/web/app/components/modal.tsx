import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';

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

export function Modal({ title, onClose, children, size = 'md' }: { title: string; onClose: () => void; children: ReactNode; size?: keyof typeof WIDTHS }) {
  const dialog = useModalDialog();
  return (
    <dialog ref={dialog} aria-label={title} onClose={onClose} className={`m-auto ${WIDTHS[size]} rounded-3xl p-0 backdrop:bg-slate-900/60`}>
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 className="text-xl font-bold text-slate-900">{title}</h2>
          <button type="button" onClick={() => dialog.current?.close()} aria-label="Close" className="rounded-full p-1.5 text-slate-600 hover:bg-slate-100">
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}
