import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2, Send } from 'lucide-react';
import {
  ERRORS,
  SUPPORT_FIELD_LIMITS,
  SUPPORT_MIN_SUBMIT_MS,
  SUPPORT_SUCCESS_VISIBLE_MS,
  SupportMessageBodySchema,
  supportIntro,
  supportSentMessage,
  type SupportMessageBody,
} from '@ai4n/shared';
import { SUPPORT_PREFILL_EVENT, SUPPORT_SECTION_ID } from '../../../lib/scroll';
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

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-600 bg-slate-800 px-3 py-2 text-white placeholder:text-slate-400 focus:border-brand-500';

export function SupportForm() {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendSupportMessage();
  // How soon the site promises to reply is a site claim the administrator sets.
  const { supportReplyTime } = useSiteClaims();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SupportMessageBody>({ resolver: zodResolver(SupportMessageBodySchema), defaultValues: EMPTY });

  useEffect(() => {
    const onPrefill = (event: Event) => {
      setSent(false);
      setValue('subject', (event as CustomEvent<{ subject: string }>).detail.subject);
    };
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

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await Promise.all([send.mutateAsync(values), delay(SUPPORT_MIN_SUBMIT_MS)]);
      setSent(true);
    } catch (error) {
      const detail = error instanceof ApiError && error.status && error.status < 500 ? ` (${error.message})` : '';
      setFailure(`${ERRORS.supportFailed}${detail}`);
    }
  });

  return (
    <section id={SUPPORT_SECTION_ID} aria-labelledby="support-heading">
      <h2 id="support-heading" className="text-xl font-bold text-white">
        Contact Support
      </h2>
      <p className="mt-2 text-sm">{supportIntro(supportReplyTime)}</p>

      {sent ? (
        <div role="status" className="mt-6 flex items-start gap-3 rounded-xl bg-emerald-900/40 p-6 text-emerald-100 ring-1 ring-emerald-700">
          <CheckCircle2 className="size-6 shrink-0" aria-hidden />
          <p className="font-semibold">{send.data?.message ?? supportSentMessage(supportReplyTime)}</p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4" aria-label="Support form">
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((field) => (
              <div key={field.name} className={field.name === 'subject' ? 'sm:col-span-2' : ''}>
                <label htmlFor={`support-${field.name}`} className="text-sm font-medium text-slate-200">
                  {field.label} <span aria-hidden>*</span>
                </label>
                <input
                  id={`support-${field.name}`}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  required
                  maxLength={SUPPORT_FIELD_LIMITS[field.name]}
                  aria-invalid={errors[field.name] ? true : undefined}
                  aria-describedby={errors[field.name] ? `support-${field.name}-error` : undefined}
                  className={inputClass}
                  {...register(field.name)}
                />
                {errors[field.name] && (
                  <p id={`support-${field.name}-error`} className="mt-1 text-sm text-red-300">
                    {errors[field.name]?.message}
                  </p>
                )}
              </div>
            ))}
          </div>
          <div>
            <label htmlFor="support-message" className="text-sm font-medium text-slate-200">
              Message <span aria-hidden>*</span>
            </label>
            <textarea
              id="support-message"
              rows={5}
              required
              maxLength={SUPPORT_FIELD_LIMITS.message}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? 'support-message-error' : undefined}
              className={inputClass}
              {...register('message')}
            />
            {errors.message && (
              <p id="support-message-error" className="mt-1 text-sm text-red-300">
                {errors.message.message}
              </p>
            )}
          </div>
          {failure && (
            <p role="alert" className="rounded-lg bg-red-900/40 p-3 text-sm text-red-100 ring-1 ring-red-700">
              {failure}
            </p>
          )}
          <button
            type="submit"
            disabled={isSubmitting}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          >
            {isSubmitting ? (
              <>
                <Loader2 className="size-4 animate-spin" aria-hidden /> Sending...
              </>
            ) : (
              <>
                <Send className="size-4" aria-hidden /> {failure ? 'Try Again' : 'Send Message'}
              </>
            )}
          </button>
        </form>
      )}
    </section>
  );
}
