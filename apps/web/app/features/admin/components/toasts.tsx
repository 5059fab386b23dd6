import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { CheckCircle2, X, XCircle } from 'lucide-react';

type ToastKind = 'success' | 'error';
interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}
type Notify = (text: string, kind: ToastKind, durationMs: number) => void;

const ToastContext = createContext<Notify | null>(null);

/** The console's toasts: each shown for the duration its panel uses (3 s prompts, 5 s lessons and questions). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const notify = useCallback<Notify>(
    (text, kind, durationMs) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, text, kind }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, durationMs);
      timers.current.add(timer);
    },
    [dismiss],
  );

  return (
    <ToastContext.Provider value={notify}>
      {children}
      <div className="pointer-events-none fixed top-4 right-4 z-50 flex w-[min(24rem,92vw)] flex-col gap-2" role="status" aria-live="polite">
        {toasts.map((t) => (
          <div
            key={t.id}
            data-kind={t.kind}
            className={`pointer-events-auto flex items-start gap-2 rounded-xl px-4 py-3 text-sm font-medium shadow-lg ring-1 ${
              t.kind === 'success' ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-red-50 text-red-900 ring-red-200'
            }`}
          >
            {t.kind === 'success' ? <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden /> : <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />}
            <span className="flex-1">{t.text}</span>
            <button type="button" onClick={() => dismiss(t.id)} aria-label="Dismiss" className="rounded p-0.5 hover:bg-black/5">
              <X className="size-4" aria-hidden />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** A notifier bound to one duration: `const toast = useToast(PROMPT_TOAST_MS); toast.success('...')`. */
export function useToast(durationMs: number) {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast outside ToastProvider');
  return {
    success: (text: string) => notify(text, 'success', durationMs),
    error: (text: string) => notify(text, 'error', durationMs),
  };
}
