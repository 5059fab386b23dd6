import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { inputClass } from './ui';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first schema message of each field, or the fixed wording given for that field. */
export function issueErrors<F extends string>(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>, fixed: FieldErrors<F> = {}): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as F;
    errors[field] ??= fixed[field] ?? issue.message;
  }
  return errors;
}

/** The server's field errors ({ errors: [{ field, message }] }) on the form fields `known` accepts. */
export function serverFieldErrors<F extends string>(error: unknown, known: (field: string) => boolean): FieldErrors<F> {
  const list = error instanceof ApiError && error.data && typeof error.data === 'object' ? (error.data as { errors?: Array<{ field: string; message: string }> }).errors : undefined;
  const errors: FieldErrors<F> = {};
  for (const e of list ?? []) {
    const field = e.field.split('.')[0];
    if (known(field)) errors[field as F] ??= e.message;
  }
  return errors;
}

/**
 * A form's draft and its field errors: `set` changes a field and clears its error; `text(field)`
 * is the id, value, change handler and error wiring of the field's input, textarea or select.
 */
export function useDraft<D extends object, F extends string = Extract<keyof D, string>>(initial: () => D, idOf: (field: F) => string) {
  type Key = Extract<keyof D, string> & F;
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const set = <K extends Key>(field: K, value: D[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };
  const text = (field: Key) => ({
    id: idOf(field),
    value: draft[field] as string,
    onChange: (e: { target: { value: string } }) => set(field, e.target.value as D[Key]),
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `${idOf(field)}-error` : undefined,
    className: inputClass,
  });
  return { draft, set, text, errors, setErrors };
}
