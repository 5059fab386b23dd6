import { useEffect, useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Loader2, Lock, RotateCcw, Sparkles } from 'lucide-react';
import {
  COACH_DIFFICULTIES,
  COACH_OUTPUT_LENGTHS,
  COACH_PRICE_USD,
  COACH_TARGET_MODELS,
  COACH_TONES,
  CoachFormSchema,
  type CoachForm as CoachFormInput,
  type CoachFormValues,
  type CoachModel,
} from '@ai4n/shared';
import { coachDraft, EMPTY_FORM, hasContent } from '../lib/coach-draft';

const inputClass = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900';

function Field({ label, hint, error, children, id }: { label: string; hint?: string; error?: string; children: React.ReactNode; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      {children}
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

function TextArea({ id, reg, rows = 2, required }: { id: string; reg: UseFormRegisterReturn; rows?: number; required?: boolean }) {
  return <textarea id={id} rows={rows} required={required} className={inputClass} {...reg} />;
}

export interface CoachFormProps {
  models: CoachModel[];
  model: string | undefined;
  onModelChange: (name: string) => void;
  /** Shown under the model choice, e.g. that the offline check uses no credit. */
  offlineNote?: string | null;
  loading: boolean;
  /** 'checking' until the server has answered what the visitor may do: no submit is offered then. */
  access: 'checking' | 'open' | 'payment-required';
  onSubmit: (values: CoachFormValues) => void;
  onUnlock: () => void;
}

export function CoachForm({ models, model, onModelChange, offlineNote, loading, access, onSubmit, onUnlock }: CoachFormProps) {
  const id = useId();
  const [advanced, setAdvanced] = useState(false);
  const { register, handleSubmit, reset, watch, formState } = useForm<CoachFormInput, unknown, CoachFormValues>({
    resolver: zodResolver(CoachFormSchema),
    defaultValues: EMPTY_FORM,
    mode: 'onChange',
  });

  // Restore the draft after hydration, then keep it saved as the visitor types.
  useEffect(() => {
    const draft = coachDraft.get();
    if (hasContent(draft)) reset({ ...EMPTY_FORM, ...draft }, { keepDefaultValues: true });
  }, [reset]);
  useEffect(() => {
    const subscription = watch((values) => coachDraft.set({ ...EMPTY_FORM, ...(values as CoachFormInput) }));
    return () => subscription.unsubscribe();
  }, [watch]);

  const values = watch();
  const f = (name: keyof CoachFormInput) => `${id}-${name}`;
  const err = (name: keyof CoachFormInput) => formState.errors[name]?.message as string | undefined;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Prompt Coach form" className="space-y-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-xl font-bold text-slate-900">Describe your prompt</h2>
      <Field id={f('goal')} label="Goal *" hint="What should the AI produce?" error={err('goal')}>
        <TextArea id={f('goal')} reg={register('goal')} required />
      </Field>
      <Field id={f('role')} label="Role *" hint="Who should the AI be? e.g. an experienced copywriter" error={err('role')}>
        <input id={f('role')} required className={inputClass} {...register('role')} />
      </Field>
      <Field id={f('context')} label="Context *" hint="Your situation, business or background" error={err('context')}>
        <TextArea id={f('context')} reg={register('context')} rows={3} required />
      </Field>
      <Field id={f('targetAudience')} label="Target audience *" hint="Who will read the result?" error={err('targetAudience')}>
        <input id={f('targetAudience')} required className={inputClass} {...register('targetAudience')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={f('tone')} label="Tone">
          <select id={f('tone')} className={inputClass} {...register('tone')}>
            <option value="">Any tone</option>
            {COACH_TONES.map((t) => (
              <option key={t} value={t}>
                {t.charAt(0).toUpperCase() + t.slice(1)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={f('outputLength')} label="Output length">
          <select id={f('outputLength')} className={inputClass} {...register('outputLength')}>
            <option value="">Any length</option>
            {COACH_OUTPUT_LENGTHS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={f('format')} label="Format" hint="e.g. 5 bullet points, an email with a subject line">
        <input id={f('format')} className={inputClass} {...register('format')} />
      </Field>

      <button
        type="button"
        aria-expanded={advanced}
        aria-controls={`${id}-advanced`}
        onClick={() => setAdvanced((a) => !a)}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
      >
        <ChevronDown className={`size-4 transition-transform ${advanced ? 'rotate-180' : ''}`} aria-hidden />
        {advanced ? 'Hide advanced options' : 'Show advanced options'}
      </button>
      <div id={`${id}-advanced`} hidden={!advanced} className="space-y-4 rounded-2xl bg-slate-50 p-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={f('difficulty')} label="Difficulty">
            <select id={f('difficulty')} className={inputClass} {...register('difficulty')}>
              {COACH_DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {d.charAt(0).toUpperCase() + d.slice(1)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={f('aiModel')} label="Target AI model">
            <select id={f('aiModel')} className={inputClass} {...register('aiModel')}>
              {COACH_TARGET_MODELS.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id={f('successCriteria')} label="Success criteria" hint="What must a good answer achieve?">
          <TextArea id={f('successCriteria')} reg={register('successCriteria')} />
        </Field>
        <Field id={f('examples')} label="Examples" hint="A short sample of what you like">
          <TextArea id={f('examples')} reg={register('examples')} />
        </Field>
        <Field id={f('constraints')} label="Constraints" hint="What should the AI avoid?">
          <TextArea id={f('constraints')} reg={register('constraints')} />
        </Field>
      </div>

      {models.length > 1 && (
        <Field id={`${id}-model`} label="AI model for feedback" hint={offlineNote ?? undefined}>
          <select id={`${id}-model`} className={inputClass} value={model} onChange={(e) => onModelChange(e.target.value)}>
            {models.map((m) => (
              <option key={m.name} value={m.name}>
                {m.label}
              </option>
            ))}
          </select>
        </Field>
      )}

      <div className="flex flex-wrap gap-3 pt-2">
        {access === 'checking' ? (
          <button type="button" disabled className="inline-flex items-center gap-2 rounded-xl bg-slate-200 px-5 py-3 font-semibold text-slate-600">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Checking your access…
          </button>
        ) : access === 'payment-required' ? (
          <button type="button" onClick={onUnlock} className="inline-flex items-center gap-2 rounded-xl bg-amber-500 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-400">
            <Lock className="size-4" aria-hidden /> Unlock Advanced Coaching - ${COACH_PRICE_USD}
          </button>
        ) : (
          <button
            type="submit"
            disabled={!formState.isValid || loading}
            className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
          >
            {loading ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Sparkles className="size-4" aria-hidden />}
            {loading ? 'Getting Feedback...' : 'Get Feedback'}
          </button>
        )}
        {hasContent(values) && (
          <button
            type="button"
            onClick={() => {
              reset(EMPTY_FORM);
              coachDraft.set(null);
            }}
            className="inline-flex items-center gap-2 rounded-xl px-5 py-3 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            <RotateCcw className="size-4" aria-hidden /> Reset Form
          </button>
        )}
      </div>
    </form>
  );
}
