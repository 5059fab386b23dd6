import { useEffect, useState } from 'react';
import { CheckCircle2, Send } from 'lucide-react';
import {
  ERRORS,
  SUPPORT_FIELD_LIMITS,
  SUPPORT_MIN_SUBMIT_MS,
  SUPPORT_SUCCESS_VISIBLE_MS,
  SupportMessageBodySchema,
  supportSentMessage,
  type SupportMessageBody,
} from '@ai4n/shared';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/field';
import { Form, FormError, FormField, useZodForm } from '../../../components/ui/form';
import { SUPPORT_PREFILL_EVENT, takeSupportSubject } from '../../../lib/scroll';
import { withTyped, type TypedValues } from '../../../lib/defer-until-used';
import { ApiError } from '../../../lib/api-client';
import { useSiteClaims } from '../../../lib/site-claims';
import { useSendSupportMessage } from '../api/send-support-message';

const EMPTY: SupportMessageBody = { name: '', email: '', subject: '', message: '' };
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FIELDS = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject', type: 'text', autoComplete: 'off' },
] as const;

/** The footer's support form (in SupportSection); `typed` are values typed before its code loaded (deferUntilUsed). */
export function SupportForm({ typed = {} }: { typed?: TypedValues }) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendSupportMessage();
  // How soon the site promises to reply is a site claim the administrator sets.
  const { supportReplyTime } = useSiteClaims();
  const form = useZodForm(SupportMessageBodySchema, { defaultValues: withTyped(EMPTY, typed) });
  const {
    register,
    reset,
    setValue,
    formState: { isSubmitting },
  } = form;

  useEffect(() => {
    const onPrefill = () => {
      const subject = takeSupportSubject();
      if (subject === null) return;
      setSent(false);
      setValue('subject', subject);
    };
    // A request made before this form's code loaded is waiting for it.
    onPrefill();
    window.addEventListener(SUPPORT_PREFILL_EVENT, onPrefill);
    return () => window.removeEventListener(SUPPORT_PREFILL_EVENT, onPrefill);
  }, [setValue]);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      reset(EMPTY);
    }, SUPPORT_SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [sent, reset]);

  const onSubmit = async (values: SupportMessageBody) => {
    setFailure(null);
    try {
      await Promise.all([send.mutateAsync(values), delay(SUPPORT_MIN_SUBMIT_MS)]);
      setSent(true);
    } catch (error) {
      const detail = error instanceof ApiError && error.status && error.status < 500 ? ` (${error.message})` : '';
      setFailure(`${ERRORS.supportFailed}${detail}`);
    }
  };

  return (
    <>
      {sent ? (
        <div
          role="status"
          className="mt-6 flex items-start gap-3 rounded-xl bg-emerald-900/40 p-6 text-emerald-100 ring-1 ring-emerald-700"
        >
          <CheckCircle2 className="size-6 shrink-0" aria-hidden />
          <p className="font-semibold">{send.data?.message ?? supportSentMessage(supportReplyTime)}</p>
        </div>
      ) : (
        <Form form={form} onSubmit={onSubmit} className="mt-6 grid gap-4" aria-label="Support form">
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((field) => (
              <FormField
                key={field.name}
                name={field.name}
                id={`support-${field.name}`}
                label={field.label}
                required
                theme="dark"
                className={field.name === 'subject' ? 'sm:col-span-2' : ''}
              >
                <Input
                  type={field.type}
                  autoComplete={field.autoComplete}
                  required
                  maxLength={SUPPORT_FIELD_LIMITS[field.name]}
                  {...register(field.name)}
                />
              </FormField>
            ))}
          </div>
          <FormField name="message" id="support-message" label="Message" required theme="dark">
            <Textarea rows={5} required maxLength={SUPPORT_FIELD_LIMITS.message} {...register('message')} />
          </FormField>
          <FormError look="dark" message={failure} />
          <Button
            type="submit"
            tone="primary"
            size="md"
            busy={isSubmitting}
            icon={<Send className="size-4" aria-hidden />}
          >
            {isSubmitting ? 'Sending...' : failure ? 'Try Again' : 'Send Message'}
          </Button>
        </Form>
      )}
    </>
  );
}
