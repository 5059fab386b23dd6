import { useState, type FormEvent, type ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Plus } from 'lucide-react';
import {
  addChip,
  BUSINESS_TYPES,
  libraryCategoryOf,
  PROMPT_DIFFICULTY_LEVELS,
  PROMPT_ESTIMATED_TIMES,
  PROMPT_OUTPUT_TYPES,
  PROMPT_STATUSES,
  PROMPT_SUBMIT_DELAY_MS,
  STORED_PROMPT_CATEGORIES,
  ratingSummary,
  type Prompt,
  type PromptInput,
} from '@ai4n/shared';
import { Modal } from '../../../components/modal';
import { EMPTY_PROMPT_FORM, formFromPrompt, payloadFromForm, validatePromptForm, type PromptFormField, type PromptFormValues } from '../lib/prompt-form';
import { FieldError, FormError, ModalFooter, SelectOptions, inputClass, labelClass } from './ui';

const TABS = [
  { id: 'basic', label: 'Basic Info', fields: ['title', 'description', 'category', 'tags', 'business_types', 'status'] },
  { id: 'structure', label: 'Prompt Structure', fields: ['context', 'role', 'expertise_areas', 'core_prompt'] },
  { id: 'guidelines', label: 'Guidelines & Format', fields: ['response_guidelines', 'user_info', 'response_format', 'criteria', 'constraints'] },
  { id: 'usage', label: 'Usage & Examples', fields: ['example_use', 'examples', 'use_cases', 'variations', 'best_practices', 'target_audience'] },
  { id: 'metadata', label: 'Metadata', fields: ['added_by', 'isFeatured', 'difficulty_level', 'estimated_time', 'output_type'] },
] as const satisfies ReadonlyArray<{ id: string; label: string; fields: readonly PromptFormField[] }>;

const categoryLabel = (c: string) => `${libraryCategoryOf(c)?.name ?? c} (${c})`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The Add/Edit Prompt modal: five tabs, prompt_text assembled from its sections and parsed back on edit. */
export function PromptFormModal({ prompt, onSubmit, onClose }: { prompt?: Prompt; onSubmit: (payload: PromptInput) => Promise<void>; onClose: () => void }) {
  const editing = Boolean(prompt);
  const [values, setValues] = useState<PromptFormValues>(() => (prompt ? formFromPrompt(prompt) : EMPTY_PROMPT_FORM));
  const [errors, setErrors] = useState<Partial<Record<PromptFormField, string>>>({});
  const [tab, setTab] = useState<string>('basic');
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState('');

  const set = <K extends PromptFormField>(field: K, value: PromptFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setServerError('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePromptForm(values);
    setErrors(found);
    const firstBad = TABS.find((t) => t.fields.some((f) => (found as Record<string, string>)[f]));
    if (firstBad) return setTab(firstBad.id);
    setSubmitting(true);
    try {
      // The spec's short pause before the request (admin.md section 4).
      await sleep(PROMPT_SUBMIT_DELAY_MS);
      await onSubmit(payloadFromForm(values));
      onClose();
    } catch (error) {
      // The form keeps everything typed; the caller has shown its toast.
      setServerError(error instanceof Error ? error.message : String(error));
      setSubmitting(false);
    }
  };

  const text = (field: PromptFormField, label: string, options: { required?: boolean; rows?: number; hint?: string; placeholder?: string } = {}) => {
    const id = `prompt-${field}`;
    const error = errors[field];
    const common = {
      id,
      className: `${inputClass} mt-1`,
      value: String(values[field]),
      placeholder: options.placeholder,
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? `${id}-error` : undefined,
      onChange: (e: { target: { value: string } }) => set(field, e.target.value as never),
    };
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
          {options.required && <span className="text-red-600"> *</span>}
        </label>
        {options.rows ? <textarea rows={options.rows} {...common} /> : <input {...common} />}
        {options.hint && <p className="mt-1 text-xs text-slate-500">{options.hint}</p>}
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  };
  const select = (field: PromptFormField, label: string, choices: readonly string[], render: (c: string) => string = (c) => c, required = false) => (
    <div>
      <label htmlFor={`prompt-${field}`} className={labelClass}>
        {label}
        {required && <span className="text-red-600"> *</span>}
      </label>
      <select
        id={`prompt-${field}`}
        className={`${inputClass} mt-1`}
        value={String(values[field])}
        aria-invalid={Boolean(errors[field])}
        onChange={(e) => set(field, e.target.value as never)}
      >
        <SelectOptions placeholder={required ? 'Select a category' : undefined} values={choices} label={render} />
      </select>
      <FieldError id={`prompt-${field}-error`} message={errors[field]} />
    </div>
  );
  const panel = (id: string, children: ReactNode) => (
    <Tabs.Content value={id} className="grid gap-4 py-4 sm:grid-cols-2 [&>*:has(textarea)]:sm:col-span-2">
      {children}
    </Tabs.Content>
  );

  return (
    <Modal title={editing ? 'Edit Prompt' : 'Add New Prompt'} onClose={onClose} size="xl" busy={submitting}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Tabs.Root value={tab} onValueChange={setTab}>
          <Tabs.List aria-label="Prompt sections" className="flex flex-wrap gap-1 border-b border-slate-200">
            {TABS.map((t) => {
              const bad = t.fields.some((f) => (errors as Record<string, string | undefined>)[f]);
              return (
                <Tabs.Trigger
                  key={t.id}
                  value={t.id}
                  className={`-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 ${bad ? 'text-red-700' : 'text-slate-600'}`}
                >
                  {t.label}
                  {bad && <span className="sr-only"> (has errors)</span>}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          <div className="max-h-[60vh] overflow-y-auto pr-1">
            {panel(
              'basic',
              <>
                {text('title', 'Title', { required: true })}
                {select('category', 'Category', STORED_PROMPT_CATEGORIES, categoryLabel, true)}
                {text('description', 'Description', { required: true, rows: 3 })}
                {text('tags', 'Tags', { required: true, hint: 'Comma-separated, e.g. email, outreach' })}
                {select('status', 'Status', PROMPT_STATUSES)}
                <div className="sm:col-span-2">
                  {text('business_types', 'Business Types', { hint: 'Comma-separated; or add from the list below.' })}
                  <div className="mt-2 flex flex-wrap gap-1.5" aria-label="Add a business type">
                    {BUSINESS_TYPES.map((b) => (
                      <button
                        key={b}
                        type="button"
                        onClick={() => set('business_types', addChip(values.business_types, b))}
                        className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                      >
                        <Plus className="size-3" aria-hidden /> {b}
                      </button>
                    ))}
                  </div>
                </div>
              </>,
            )}
            {panel(
              'structure',
              <>
                {text('context', 'Context', { required: true, rows: 3, placeholder: 'The situation the AI needs to know about' })}
                {text('role', 'Role', { required: true, rows: 2, placeholder: 'You are an experienced ...' })}
                {text('expertise_areas', 'Expertise Areas', { hint: 'Comma-separated; written on an "Expertise Areas" line under the role.' })}
                {text('core_prompt', 'Core Prompt', { required: true, rows: 5, placeholder: 'The task itself, with [placeholders] to fill in' })}
              </>,
            )}
            {panel(
              'guidelines',
              <>
                {text('response_guidelines', 'Response Guidelines', { rows: 3 })}
                {text('user_info', 'Information About User', { rows: 3 })}
                {text('response_format', 'Response Format', { rows: 3 })}
                {text('criteria', 'Criteria & Quality', { rows: 3 })}
                {text('constraints', 'Constraints & Limitations', { rows: 3 })}
              </>,
            )}
            {panel(
              'usage',
              <>
                {text('example_use', 'Example Use', { rows: 3, hint: 'Shown with the prompt in the gallery.' })}
                {text('examples', 'Examples', { rows: 3, hint: 'Written into the prompt as its EXAMPLES section.' })}
                {text('use_cases', 'Use Cases', { rows: 2 })}
                {text('variations', 'Variations', { rows: 2 })}
                {text('best_practices', 'Best Practices', { rows: 2 })}
                {text('target_audience', 'Target Audience')}
              </>,
            )}
            {panel(
              'metadata',
              <>
                {/* Visitors make the rating and the views; the form shows them and never sets them. */}
                <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm sm:col-span-2">
                  <div>
                    <dt className={labelClass}>Visitor rating</dt>
                    <dd className="mt-1 text-slate-900">{prompt ? ratingSummary(prompt.rating, prompt.ratingCount) : 'Not rated yet'}</dd>
                  </div>
                  <div>
                    <dt className={labelClass}>Views</dt>
                    <dd className="mt-1 text-slate-900">{prompt?.views ?? 0}</dd>
                  </div>
                  <p className="col-span-2 text-xs text-slate-500">Ratings and views come from visitors only, so the gallery never shows a figure nobody gave.</p>
                </dl>
                {text('added_by', 'Added By')}
                {select('difficulty_level', 'Difficulty Level', PROMPT_DIFFICULTY_LEVELS)}
                {select('estimated_time', 'Estimated Time', PROMPT_ESTIMATED_TIMES)}
                {select('output_type', 'Output Type', PROMPT_OUTPUT_TYPES)}
                <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
                  <input type="checkbox" className="size-4 accent-brand-600" checked={values.isFeatured} onChange={(e) => set('isFeatured', e.target.checked)} />
                  Featured in the gallery
                </label>
              </>,
            )}
          </div>
        </Tabs.Root>
        <FormError message={serverError} className="mt-3" />
        <ModalFooter onCancel={onClose} busy={submitting} className="mt-4 border-t border-slate-100 pt-4">
          {submitting ? (editing ? 'Updating Prompt...' : 'Adding Prompt...') : editing ? 'Update Prompt' : 'Add Prompt'}
        </ModalFooter>
      </form>
    </Modal>
  );
}
