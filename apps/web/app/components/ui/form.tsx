import type { ComponentProps, ReactNode } from 'react';
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Field, type FieldProps } from './field';

/**
 * The one way to build a form: react-hook-form checked by a zod schema (from @ai4n/shared where
 * the server checks the same body). Values are the schema's input; the submit handler receives its
 * output (defaults and transforms applied).
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
}

/** A `<form noValidate>` (the schema checks, not the browser) that gives its fields the form's state. */
export function Form<Input extends FieldValues, Output extends FieldValues>({
  form,
  onSubmit,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit'> & {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: SubmitHandler<Output>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={form.handleSubmit(onSubmit)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** A Field whose error is the form's error for `name`; inside a Form. */
export function FormField({ name, ...props }: Omit<FieldProps, 'error'> & { name: string }) {
  const { formState } = useFormContext();
  const message = (get(formState.errors, name) as { message?: unknown } | undefined)?.message;
  return <Field {...props} error={typeof message === 'string' ? message : undefined} />;
}

const FORM_ERROR_LOOKS = {
  box: 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800',
  text: 'text-sm text-red-700',
  dark: 'rounded-lg bg-red-900/40 p-3 text-sm text-red-100 ring-1 ring-red-700',
} as const;

/** A form's or dialog's own error, e.g. the server's answer to a failed save; announced when it appears. */
export function FormError({
  message,
  look = 'box',
  className = '',
}: {
  message?: string | null;
  look?: keyof typeof FORM_ERROR_LOOKS;
  className?: string;
}) {
  return message ? (
    <p className={`${FORM_ERROR_LOOKS[look]} ${className}`.trim()} role="alert">
      {message}
    </p>
  ) : null;
}
