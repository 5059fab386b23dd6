import { useCallback, useState } from 'react';
import { SCHOOL_TOAST_MS } from '@ai4n/shared';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useToast } from '../../../components/ui/toast';
import { showServerErrors } from './zod-form';

interface SaveSteps<Body> {
  /** Sends the checked body: the update of the row being edited, or a new row. */
  write: (body: Body) => Promise<unknown>;
  toastMs: number;
  ok: string;
  /** The error toast, fixed or made from the error. */
  failed: string | ((error: Error) => string);
  /** Which fields the form has, and the form field of a body field where the names differ. */
  known: (field: string) => boolean;
  fieldOf?: (field: string) => string;
  /** The reason shown under the form after a failed save (none when left out). */
  reason?: (error: Error) => string;
  onClose: () => void;
}

/** The toasts of a lesson's or a question's save, by whether it edits or adds; the error's message goes under the form. */
export const schoolSaveSteps = (
  editing: boolean,
  toasts: { updated: string; added: string; updateFailed: string; addFailed: string },
) => ({
  toastMs: SCHOOL_TOAST_MS,
  ok: editing ? toasts.updated : toasts.added,
  failed: editing ? toasts.updateFailed : toasts.addFailed,
  reason: (error: Error) => error.message,
});

/**
 * The save step of an admin form: write, toast how it went and close; a failure keeps everything
 * typed, puts the server's field errors on their fields and gives the reason for under the form.
 */
export function useFormSave<Values extends FieldValues, Body>(
  setError: UseFormSetError<Values>,
  { write, toastMs, ok, failed, known, fieldOf, reason, onClose }: SaveSteps<Body>,
) {
  const toast = useToast(toastMs);
  const [serverError, setServerError] = useState('');
  const save = async (body: Body) => {
    setServerError('');
    try {
      await write(body);
      toast.success(ok);
      onClose();
    } catch (caught) {
      const error = caught as Error;
      toast.error(typeof failed === 'string' ? failed : failed(error));
      showServerErrors(setError, error, known, fieldOf);
      if (reason) setServerError(reason(error));
    }
  };
  const clearServerError = useCallback(() => setServerError(''), []);
  return { save, serverError, clearServerError };
}
