import { useEffect, useState } from 'react';
import { AlertTriangle, BadgeCheck, Plus, Trash2 } from 'lucide-react';
import {
  ADMIN_CONSOLE_TEXTS,
  MAX_TESTIMONIALS,
  PROMPT_TOAST_MS,
  SiteClaimsSchema,
  STUDENT_CLAIM_SOURCES,
  SUCCESS_CLAIM_SOURCES,
  type SiteClaims,
} from '@ai4n/shared';
import { adminKeys, useAdminSiteClaims, useAdminWrite } from '../api/admin-api';
import { adminRequest } from '../lib/admin-session';
import { useToast } from './toasts';
import { Button, FieldError, inputClass, labelClass } from './ui';

const SOURCE_LABELS: Record<string, string> = {
  text: 'A figure I can prove',
  certificates: 'Certificates issued (counted by the site)',
  'quiz-pass-rate': 'Quiz pass rate (counted by the site)',
  hidden: 'Hidden',
};

/** Field errors by path ('students.value', 'testimonials.0.quote'), first message each. */
function errorsOf(claims: SiteClaims): Record<string, string> {
  const result = SiteClaimsSchema.safeParse(claims);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/**
 * The figures, testimonials and support promise the public pages make. They are shown as facts,
 * so the card says they must be true, and flags the spec's defaults until someone confirms them.
 */
export function SiteClaimsSettings() {
  const toast = useToast(PROMPT_TOAST_MS);
  const query = useAdminSiteClaims();
  const [draft, setDraft] = useState<SiteClaims | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setDraft(null), [query.data]);
  const save = useAdminWrite((claims: SiteClaims) => adminRequest('/admin/site-claims', { method: 'PUT', body: claims }), [adminKeys.siteClaims, ['site', 'claims']]);
  const claims = draft ?? query.data?.claims;
  const change = (next: SiteClaims) => {
    setDraft(next);
    setErrors({});
  };

  const submit = () => {
    if (!claims) return;
    const found = errorsOf(claims);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(claims, { onSuccess: () => toast.success(ADMIN_CONSOLE_TEXTS.siteClaimsSaved), onError: () => toast.error(ADMIN_CONSOLE_TEXTS.siteClaimsFailed) });
  };

  return (
    <section className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby="site-claims-title">
      <h2 id="site-claims-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <BadgeCheck className="size-5 text-brand-600" aria-hidden /> Site claims
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Visitors read these as facts on the home page and in the support form. <strong>They must be true:</strong> use figures you can prove, and
        testimonials from real people who agreed to be quoted in their own words. Invented figures, reviews or testimonials mislead beginners and are
        unlawful (US FTC rule 16 CFR 465, UK DMCC Act 2024).
      </p>
      {query.data?.isDefault && (
        <p role="note" className="mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <AlertTriangle className="size-5 shrink-0" aria-hidden />
          These are still the example values of the site's specification, and nobody has confirmed them. Check each one, change or hide what is not
          true, then save.
        </p>
      )}
      {query.isPending && <p className="mt-3 text-sm text-slate-500">Loading site claims...</p>}
      {query.isError && <p className="mt-3 text-sm text-red-700">Could not load the site claims: {query.error.message}</p>}
      {claims && (
        <div className="mt-4 grid gap-5">
          <div className="grid gap-4 sm:grid-cols-3">
            <Figure id="claim-students" label="Students" sources={STUDENT_CLAIM_SOURCES} claim={claims.students} error={errors['students.value']} onChange={(students) => change({ ...claims, students })} />
            <Figure id="claim-success" label="Success rate" sources={SUCCESS_CLAIM_SOURCES} claim={claims.successRate} error={errors['successRate.value']} onChange={(successRate) => change({ ...claims, successRate })} />
            <div>
              <label htmlFor="claim-reply" className={labelClass}>
                Support replies within
              </label>
              <input id="claim-reply" className={`${inputClass} mt-1`} value={claims.supportReplyTime} maxLength={40} onChange={(e) => change({ ...claims, supportReplyTime: e.target.value })} aria-describedby="claim-reply-hint" />
              <p id="claim-reply-hint" className="mt-1 text-xs text-slate-500">
                For example "24 hours". Empty: the site promises no time.
              </p>
              <FieldError id="claim-reply-error" message={errors.supportReplyTime} />
            </div>
          </div>
          <Testimonials claims={claims} errors={errors} onChange={change} />
        </div>
      )}
      <div className="mt-4 flex justify-end">
        <Button tone="primary" busy={save.isPending} disabled={!claims || (!draft && !query.data?.isDefault)} onClick={submit}>
          Save Site Claims
        </Button>
      </div>
    </section>
  );
}

function Figure<S extends string>({ id, label, sources, claim, error, onChange }: { id: string; label: string; sources: readonly S[]; claim: { source: S; value: string }; error?: string; onChange: (claim: { source: S; value: string }) => void }) {
  return (
    <fieldset>
      <legend className={labelClass}>{label}</legend>
      <label htmlFor={`${id}-source`} className="sr-only">
        {`${label}: source`}
      </label>
      <select id={`${id}-source`} className={`${inputClass} mt-1`} value={claim.source} onChange={(e) => onChange({ ...claim, source: e.target.value as S })}>
        {sources.map((s) => (
          <option key={s} value={s}>
            {SOURCE_LABELS[s]}
          </option>
        ))}
      </select>
      {claim.source === 'text' && (
        <>
          <label htmlFor={`${id}-value`} className="sr-only">
            {`${label}: figure`}
          </label>
          <input id={`${id}-value`} className={`${inputClass} mt-2`} value={claim.value} maxLength={20} aria-invalid={error ? true : undefined} onChange={(e) => onChange({ ...claim, value: e.target.value })} />
        </>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

function Testimonials({ claims, errors, onChange }: { claims: SiteClaims; errors: Record<string, string>; onChange: (claims: SiteClaims) => void }) {
  const list = claims.testimonials;
  const set = (i: number, key: 'name' | 'role' | 'quote', value: string) => onChange({ ...claims, testimonials: list.map((t, j) => (j === i ? { ...t, [key]: value } : t)) });
  return (
    <fieldset>
      <legend className={labelClass}>Testimonials (none: the home page shows no testimonials section)</legend>
      <ol className="mt-2 grid gap-3 lg:grid-cols-2">
        {list.map((t, i) => (
          <li key={i} className="grid gap-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <div className="grid grid-cols-2 gap-2">
              <input aria-label={`Testimonial ${i + 1}: name`} placeholder="Name" className={inputClass} value={t.name} onChange={(e) => set(i, 'name', e.target.value)} />
              <input aria-label={`Testimonial ${i + 1}: role`} placeholder="Role (optional)" className={inputClass} value={t.role} onChange={(e) => set(i, 'role', e.target.value)} />
            </div>
            <textarea aria-label={`Testimonial ${i + 1}: quote`} placeholder="Their words" rows={3} className={inputClass} value={t.quote} onChange={(e) => set(i, 'quote', e.target.value)} />
            <FieldError id={`claim-testimonial-${i}-error`} message={errors[`testimonials.${i}.name`] ?? errors[`testimonials.${i}.quote`] ?? errors[`testimonials.${i}.role`]} />
            <Button tone="ghost" className="justify-self-end" onClick={() => onChange({ ...claims, testimonials: list.filter((_, j) => j !== i) })}>
              <Trash2 className="size-4" aria-hidden /> Remove testimonial {i + 1}
            </Button>
          </li>
        ))}
      </ol>
      <Button className="mt-3" disabled={list.length >= MAX_TESTIMONIALS} onClick={() => onChange({ ...claims, testimonials: [...list, { name: '', role: '', quote: '' }] })}>
        <Plus className="size-4" aria-hidden /> Add testimonial
      </Button>
    </fieldset>
  );
}
