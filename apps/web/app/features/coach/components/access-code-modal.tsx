import { useId, useState } from 'react';
import { ACCESS_TEXTS, type AccessResponse } from '@ai4n/shared';
import { Modal } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Form, FormError, useZodForm } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { verifyAccess } from '../api/coach-api';
import { AccessCodeFormSchema, type AccessCodeForm } from '../lib/access-code-form';

/** What the access dialogs (access code, payment) take: how to close, and the email to start from. */
export interface AccessDialogProps {
  onClose: () => void;
  initialEmail?: string;
}

export function AccessCodeModal({
  onClose,
  onVerified,
  initialEmail,
}: AccessDialogProps & { onVerified: (access: AccessResponse) => void }) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(AccessCodeFormSchema, {
    defaultValues: { email: initialEmail ?? '', accessCode: '' } satisfies AccessCodeForm,
  });
  const { register, formState } = form;
  const verifying = formState.isSubmitting;
  // Both checks give the same message: it shows once, for the form.
  const missing = formState.errors.email?.message ?? formState.errors.accessCode?.message;

  const submit = async ({ email, accessCode }: AccessCodeForm) => {
    setFailure(null);
    try {
      onVerified(await verifyAccess(email, accessCode));
    } catch (e) {
      setFailure(
        e instanceof ApiError && e.status && e.status < 500 && e.status !== 429
          ? ACCESS_TEXTS.invalid
          : ACCESS_TEXTS.connection,
      );
    }
  };

  return (
    <Modal title="Enter your access code" onClose={onClose}>
      <Form form={form} onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-600">
          Use the email you paid with and the access code we showed you (it is also in your email).
        </p>
        <Field id={`${id}-email`} label="Email">
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field id={`${id}-code`} label="Access code">
          <Input autoComplete="one-time-code" className="font-mono uppercase" {...register('accessCode')} />
        </Field>
        <FormError look="text" message={missing ?? failure} />
        <Button type="submit" tone="primary" size="lg" busy={verifying} className="w-full">
          {verifying ? 'Verifying...' : 'Verify Access'}
        </Button>
      </Form>
    </Modal>
  );
}
