import { AlertTriangle, BadgeCheck, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  ADMIN_CONSOLE_TEXTS,
  MAX_TESTIMONIALS,
  PROMPT_TOAST_MS,
  SiteClaimsSchema,
  STUDENT_CLAIM_SOURCES,
  SUCCESS_CLAIM_SOURCES,
  type SiteClaims,
} from '@ai4n/shared';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Select, Textarea, labelClass } from '../../../components/ui/field';
import { Form, FormField, useZodForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { useAdminSiteClaims } from '../api/get-admin-site-claims';
import { useUpdateSiteClaims } from '../api/update-site-claims';

const SOURCE_LABELS: Record<string, string> = {
  text: 'A figure I can prove',
  certificates: 'Certificates issued (counted by the site)',
  'quiz-pass-rate': 'Quiz pass rate (counted by the site)',
  hidden: 'Hidden',
};

type ClaimsForm = UseFormReturn<z.input<typeof SiteClaimsSchema>, unknown, SiteClaims>;

/**
 * The figures, testimonials and support promise the public pages make. They are shown as facts,
 * so the card says they must be true, and says what a site nobody configured shows (decision 0022).
 */
export function SiteClaimsSettings() {
  const toast = useToast(PROMPT_TOAST_MS);
  const query = useAdminSiteClaims();
  const save = useUpdateSiteClaims();
  // New claims from the server (a save, a refresh) replace unsaved changes.
  const form = useZodForm(SiteClaimsSchema, { values: query.data?.claims });
  const loaded = query.data;

  const submit = (claims: SiteClaims) =>
    save.mutateAsync(claims).then(
      () => toast.success(ADMIN_CONSOLE_TEXTS.siteClaimsSaved),
      () => toast.error(ADMIN_CONSOLE_TEXTS.siteClaimsFailed),
    );

  return (
    <section
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      aria-labelledby="site-claims-title"
    >
      <h2 id="site-claims-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <BadgeCheck className="size-5 text-brand-600" aria-hidden /> Site claims
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Visitors read these as facts on the home page and in the support form. <strong>They must be true:</strong> use
        figures you can prove, and testimonials from real people who agreed to be quoted in their own words. Invented
        figures, reviews or testimonials mislead beginners and are unlawful (US FTC rule 16 CFR 465, UK DMCC Act 2024).
      </p>
      {loaded?.isDefault && (
        <p
          role="note"
          className="mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <AlertTriangle className="size-5 shrink-0" aria-hidden />
          Nobody has saved these yet, so the site claims only what it counts itself: certificates issued and the quiz
          pass rate, each hidden while there are too few, with no testimonials and no reply-time promise.
        </p>
      )}
      {query.isPending && <p className="mt-3 text-sm text-slate-500">Loading site claims...</p>}
      {query.isError && (
        <p className="mt-3 text-sm text-red-700">Could not load the site claims: {query.error.message}</p>
      )}
      <Form form={form} onSubmit={submit}>
        {loaded && (
          <div className="mt-4 grid gap-5">
            <div className="grid gap-4 sm:grid-cols-3">
              <Figure
                form={form}
                name="students"
                id="claim-students"
                label="Students"
                sources={STUDENT_CLAIM_SOURCES}
              />
              <Figure
                form={form}
                name="successRate"
                id="claim-success"
                label="Success rate"
                sources={SUCCESS_CLAIM_SOURCES}
              />
              <FormField
                name="supportReplyTime"
                id="claim-reply"
                label="Support replies within"
                hint='For example "24 hours". Empty: the site promises no time.'
              >
                <Input maxLength={40} {...form.register('supportReplyTime')} />
              </FormField>
            </div>
            <Testimonials form={form} />
          </div>
        )}
        <div className="mt-4 flex justify-end">
          {/* Unconfirmed defaults can be saved as they are: that confirms them. */}
          <Button
            type="submit"
            tone="primary"
            busy={save.isPending}
            disabled={!loaded || (!form.formState.isDirty && !loaded.isDefault)}
          >
            Save Site Claims
          </Button>
        </div>
      </Form>
    </section>
  );
}

function Figure({
  form,
  name,
  id,
  label,
  sources,
}: {
  form: ClaimsForm;
  name: 'students' | 'successRate';
  id: string;
  label: string;
  sources: readonly string[];
}) {
  const source = form.watch(`${name}.source`);
  const error = form.formState.errors[name]?.value?.message;
  return (
    <fieldset>
      <legend className={labelClass}>{label}</legend>
      <label htmlFor={`${id}-source`} className="sr-only">
        {`${label}: source`}
      </label>
      <Select id={`${id}-source`} className="mt-1" {...form.register(`${name}.source`)}>
        {sources.map((s) => (
          <option key={s} value={s}>
            {SOURCE_LABELS[s]}
          </option>
        ))}
      </Select>
      {source === 'text' && (
        <>
          <label htmlFor={`${id}-value`} className="sr-only">
            {`${label}: figure`}
          </label>
          <Input
            id={`${id}-value`}
            className="mt-2"
            maxLength={20}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...form.register(`${name}.value`)}
          />
        </>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** The first message of a testimonial's fields. */
function testimonialError(errors: FieldErrors<SiteClaims>, i: number): string | undefined {
  const fields = errors.testimonials?.[i];
  return fields?.name?.message ?? fields?.quote?.message ?? fields?.role?.message;
}

function Testimonials({ form }: { form: ClaimsForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'testimonials' });
  const listError = form.formState.errors.testimonials?.root?.message ?? form.formState.errors.testimonials?.message;
  return (
    <fieldset>
      <legend className={labelClass}>Testimonials (none: the home page shows no testimonials section)</legend>
      <p className="mt-1 text-xs text-slate-600">
        Only real people who agreed to be quoted, in their own words and with the name they chose.
      </p>
      <ol className="mt-2 grid gap-3 lg:grid-cols-2">
        {fields.map((field, i) => {
          const error = testimonialError(form.formState.errors, i);
          const errorId = `claim-testimonial-${i}-error`;
          const described = { 'aria-describedby': error ? errorId : undefined };
          return (
            <li key={field.id} className="grid gap-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              <div className="grid grid-cols-2 gap-2">
                <Input
                  aria-label={`Testimonial ${i + 1}: name`}
                  placeholder="Name"
                  {...described}
                  {...form.register(`testimonials.${i}.name`)}
                />
                <Input
                  aria-label={`Testimonial ${i + 1}: role`}
                  placeholder="Role (optional)"
                  {...described}
                  {...form.register(`testimonials.${i}.role`)}
                />
              </div>
              <Textarea
                aria-label={`Testimonial ${i + 1}: quote`}
                placeholder="Their words"
                rows={3}
                {...described}
                {...form.register(`testimonials.${i}.quote`)}
              />
              <FieldError id={errorId} message={error} />
              <Button
                tone="ghost"
                className="justify-self-end"
                onClick={() => remove(i)}
                icon={<Trash2 className="size-4" aria-hidden />}
              >
                Remove testimonial {i + 1}
              </Button>
            </li>
          );
        })}
      </ol>
      <FieldError id="claim-testimonials-error" message={listError} />
      <Button
        className="mt-3"
        disabled={fields.length >= MAX_TESTIMONIALS}
        onClick={() => append({ name: '', role: '', quote: '' })}
        icon={<Plus className="size-4" aria-hidden />}
      >
        Add testimonial
      </Button>
    </fieldset>
  );
}
