import { useState, type ReactNode } from 'react';
import { inputClass } from './field';
import { Modal, ModalFooter } from './dialog';

/** What a ConfirmDialog asks, and what it runs once confirmed. */
export interface Confirmation {
  title: string;
  message: ReactNode;
  run: () => Promise<unknown>;
}

/**
 * Asks before something that cannot be undone: the caller's title and message, Cancel and the
 * (danger) confirm button; optionally a phrase to type first. It stays open while `onConfirm` runs
 * and closes once it settles.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Delete',
  phrase,
  onConfirm,
  onClose,
}: {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  phrase?: string;
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal title={title} onClose={onClose} busy={busy}>
      <div className="text-slate-700">{message}</div>
      {phrase && (
        <label className="mt-4 block text-sm text-slate-700">
          Type <strong className="font-mono">{phrase}</strong> to confirm
          <input
            className={`${inputClass} mt-1 font-mono`}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
          />
        </label>
      )}
      <ModalFooter
        onCancel={onClose}
        tone="danger"
        busy={busy}
        disabled={phrase !== undefined && typed !== phrase}
        onSubmit={() => void confirm()}
        className="mt-6"
      >
        {confirmLabel}
      </ModalFooter>
    </Modal>
  );
}
