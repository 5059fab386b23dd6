import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

type Messages = Partial<Record<string, string>>;

/**
 * A form's schema made from the shared request schema: the form's values (text as typed) become
 * the request body with `toPayload`, the shared schema checks it, and each field gets its first
 * message (or the fixed wording given for that field). `rules` checks fields of the form that
 * the body does not hold one to one (the prompt's sections); `fieldOf` names the form field of a
 * body field when they differ.
 */
export function formSchemaOf<Values, Payload>(
  toPayload: (values: Values) => unknown,
  target: z.ZodType<Payload>,
  {
    fixed = {},
    rules,
    fieldOf = (f) => f,
  }: { fixed?: Messages; rules?: z.ZodType; fieldOf?: (field: string) => string } = {},
): z.ZodType<Payload, Values> {
  return z.custom<Values>().transform((values, ctx) => {
    const found: Record<string, string> = {};
    const note = (issues: ReadonlyArray<z.core.$ZodIssue>, rename: (f: string) => string) => {
      for (const issue of issues) {
        const field = rename(String(issue.path[0] ?? ''));
        found[field] ??= fixed[field] ?? issue.message;
      }
    };
    if (rules) {
      const checked = rules.safeParse(values);
      if (!checked.success) note(checked.error.issues, (f) => f);
    }
    const result = target.safeParse(toPayload(values));
    if (!result.success) note(result.error.issues, fieldOf);
    if (result.success && Object.keys(found).length === 0) return result.data;
    for (const [field, message] of Object.entries(found))
      ctx.issues.push({ code: 'custom', path: [field], message, input: values });
    return z.NEVER;
  });
}

/** The server's field errors ({ errors: [{ field, message }] }), the first of each field that `known` accepts. */
export function serverFieldErrors(
  error: unknown,
  known: (field: string) => boolean,
  fieldOf: (field: string) => string = (f) => f,
): Record<string, string> {
  const list =
    error instanceof ApiError && error.data && typeof error.data === 'object'
      ? (error.data as { errors?: Array<{ field: string; message: string }> }).errors
      : undefined;
  const errors: Record<string, string> = {};
  for (const e of list ?? []) {
    const field = fieldOf(e.field.split('.')[0]);
    if (known(field)) errors[field] ??= e.message;
  }
  return errors;
}

/** Puts the server's field errors on the form's fields (they clear when the field is edited). */
export function showServerErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  error: unknown,
  known: (field: string) => boolean,
  fieldOf?: (field: string) => string,
): void {
  for (const [field, message] of Object.entries(serverFieldErrors(error, known, fieldOf)))
    setError(field as Path<V>, { type: 'server', message });
}
