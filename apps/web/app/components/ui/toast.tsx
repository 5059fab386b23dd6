import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CheckCircle2, X, XCircle } from 'lucide-react';
import { PlainIconButton } from './button';

export type ToastKind = 'success' | 'error';
export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}
export type Notify = (text: string, kind: ToastKind, durationMs?: number) => void;

export const DEFAULT_TOAST_MS = 4000;

/** The toasts on screen, top right, read out politely; each can be dismissed. */
export function ToastList({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  return (
    <div
      className="pointer-events-none fixed top-4 right-4 z-50 flex w-[min(24rem,92vw)] flex-col gap-2"
      role="status"
      aria-live="polite"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          data-kind={t.kind}
          className={`pointer-events-auto flex items-start gap-2 rounded-xl px-4 py-3 text-sm font-medium shadow-lg ring-1 ${
            t.kind === 'success'
              ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
              : 'bg-red-50 text-red-900 ring-red-200'
          }`}
        >
          {t.kind === 'success' ? (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          ) : (
            <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          )}
          <span className="flex-1">{t.text}</span>
          <PlainIconButton
            label="Dismiss"
            icon={X}
            onClick={() => onDismiss(t.id)}
            className="rounded p-0.5 hover:bg-black/5"
          />
        </div>
      ))}
    </div>
  );
}

const ToastContext = createContext<Notify | null>(null);

/** Holds the toasts of what is inside it and shows them; each goes after its duration or when dismissed. */
export function ToastProvider({
  children,
  defaultDurationMs = DEFAULT_TOAST_MS,
}: {
  children: ReactNode;
  defaultDurationMs?: number;
}) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const notify = useCallback<Notify>(
    (text, kind, durationMs = defaultDurationMs) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, text, kind }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, durationMs);
      timers.current.add(timer);
    },
    [dismiss, defaultDurationMs],
  );

  return (
    <ToastContext.Provider value={notify}>
      {children}
      <ToastList toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** A notifier, optionally bound to one duration: `const toast = useToast(3000); toast.success('Saved')`. */
export function useToast(durationMs?: number) {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast outside ToastProvider');
  return useMemo(
    () => ({
      success: (text: string) => notify(text, 'success', durationMs),
      error: (text: string) => notify(text, 'error', durationMs),
    }),
    [notify, durationMs],
  );
}
