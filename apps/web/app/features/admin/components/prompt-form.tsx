import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, type FieldErrors } from 'react-hook-form';
import * as Tabs from '@radix-ui/react-tabs';
import { Plus } from 'lucide-react';
import {
  addChip,
  ADMIN_CONSOLE_TEXTS,
  BUSINESS_TYPES,
  libraryCategoryOf,
  PROMPT_DIFFICULTIES,
  PROMPT_ESTIMATED_TIMES,
  PROMPT_OUTPUT_TYPES,
  PROMPT_STATUSES,
  PROMPT_SUBMIT_DELAY_MS,
  PROMPT_TOAST_MS,
  PROMPT_TOASTS,
  STORED_PROMPT_CATEGORIES,
  ratingSummary,
  type Prompt,
  type PromptInputValues,
} from '@ai4n/shared';
import { Modal, ModalFooter } from '../../../components/ui/dialog';
import { Input, Select, SelectOptions, Textarea, labelClass } from '../../../components/ui/field';
import { FormError, FormField, useZodForm } from '../../../components/ui/form';
import { useCreatePrompt } from '../api/create-prompt';
import { useUpdatePrompt } from '../api/update-prompt';
import {
  EMPTY_PROMPT_FORM,
  PromptFormSchema,
  formFromPrompt,
  promptFieldOf,
  type PromptFormField,
  type PromptFormValues,
} from '../lib/prompt-form';
import { useFormSave } from '../lib/use-form-save';

const TABS = [
  {
    id: 'basic',
    label: 'Basic Info',
    fields: ['title', 'description', 'category', 'tags', 'business_types', 'status'],
  },
  { id: 'structure', label: 'Prompt Structure', fields: ['context', 'role', 'expertise_areas', 'core_prompt'] },
  {
    id: 'guidelines',
    label: 'Guidelines & Format',
    fields: ['response_guidelines', 'user_info', 'response_format', 'criteria', 'constraints'],
  },
  {
    id: 'usage',
    label: 'Usage & Examples',
    fields: [
      'example_use',
      'examples',
      'why_it_works',
      'why_it_works_lesson',
      'make_it_yours',
      'use_cases',
      'variations',
      'best_practices',
      'target_audience',
    ],
  },
  {
    id: 'metadata',
    label: 'Metadata',
    fields: ['added_by', 'isFeatured', 'difficulty', 'estimated_time', 'output_type'],
  },
] as const satisfies ReadonlyArray<{ id: string; label: string; fields: readonly PromptFormField[] }>;

export const promptCategoryLabel = (c: string) => `${libraryCategoryOf(c)?.name ?? c} (${c})`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isPromptField = (field: string) => field in EMPTY_PROMPT_FORM;
/** A label with its asterisk, read out as part of the name ('Title *'). */
const labelOf = (label: string, required?: boolean) =>
  required ? (
    <>
      {label}
      <span className="text-red-600"> *</span>
    </>
  ) : (
    label
  );

/** The Add/Edit Prompt modal: five tabs, prompt_text assembled from its sections and parsed back on edit. */
export function PromptForm({ row: prompt, onClose }: { row?: Prompt; onClose: () => void }) {
  const editing = Boolean(prompt);
  // The spec's submit-time checks only: no browser focus jump into a tab that is not shown.
  const form = useZodForm(PromptFormSchema, {
    defaultValues: prompt ? formFromPrompt(prompt) : EMPTY_PROMPT_FORM,
    shouldFocusError: false,
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const [tab, setTab] = useState<string>('basic');
  const create = useCreatePrompt();
  const update = useUpdatePrompt();

  const showFirstBadTab = (found: FieldErrors<PromptFormValues>) => {
    const firstBad = TABS.find((t) => t.fields.some((f) => found[f]));
    if (firstBad) setTab(firstBad.id);
  };

  const { save, serverError, clearServerError } = useFormSave(form.setError, {
    write: async (data: PromptInputValues) => {
      // The spec's short pause before the request (docs/spec/admin.md section 4).
      await sleep(PROMPT_SUBMIT_DELAY_MS);
      return prompt ? update.mutateAsync({ id: prompt.id, data }) : create.mutateAsync(data);
    },
    toastMs: PROMPT_TOAST_MS,
    ok: prompt ? PROMPT_TOASTS.updated : PROMPT_TOASTS.created,
    failed: prompt ? PROMPT_TOASTS.updateFailed : PROMPT_TOASTS.createFailed,
    known: isPromptField,
    fieldOf: promptFieldOf,
    reason: ({ message }) => (prompt ? message : ADMIN_CONSOLE_TEXTS.addPromptFailed(message)),
    onClose,
  });

  // Any change clears the server's answer to the last save.
  useEffect(() => {
    const watching = form.watch(clearServerError);
    return () => watching.unsubscribe();
  }, [form, clearServerError]);

  const text = (
    field: PromptFormField,
    label: string,
    options: { required?: boolean; rows?: number; hint?: string; placeholder?: string } = {},
  ) => {
    const control = { ...register(field), placeholder: options.placeholder };
    return (
      <FormField name={field} id={`prompt-${field}`} label={labelOf(label, options.required)} hint={options.hint}>
        {options.rows ? <Textarea rows={options.rows} {...control} /> : <Input {...control} />}
      </FormField>
    );
  };
  const select = (
    field: PromptFormField,
    label: string,
    choices: readonly string[],
    render: (c: string) => string = (c) => c,
    required = false,
  ) => (
    <FormField name={field} id={`prompt-${field}`} label={labelOf(label, required)}>
      <Select {...register(field)}>
        <SelectOptions placeholder={required ? 'Select a category' : undefined} values={choices} label={render} />
      </Select>
    </FormField>
  );
  const panel = (id: string, children: ReactNode) => (
    <Tabs.Content value={id} className="grid gap-4 py-4 sm:grid-cols-2 [&>*:has(textarea)]:sm:col-span-2">
      {children}
    </Tabs.Content>
  );

  return (
    <Modal title={editing ? 'Edit Prompt' : 'Add New Prompt'} onClose={onClose} size="xl" busy={isSubmitting}>
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(save, showFirstBadTab)} noValidate>
          <Tabs.Root value={tab} onValueChange={setTab}>
            <Tabs.List aria-label="Prompt sections" className="flex flex-wrap gap-1 border-b border-slate-200">
              {TABS.map((t) => {
                const bad = t.fields.some((f) => errors[f]);
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
                  {select('category', 'Category', STORED_PROMPT_CATEGORIES, promptCategoryLabel, true)}
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
                          onClick={() => form.setValue('business_types', addChip(form.getValues('business_types'), b))}
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
                  {text('context', 'Context', {
                    required: true,
                    rows: 3,
                    placeholder: 'The situation the AI needs to know about',
                  })}
                  {text('role', 'Role', { required: true, rows: 2, placeholder: 'You are an experienced ...' })}
                  {text('expertise_areas', 'Expertise Areas', {
                    hint: 'Comma-separated; written on an "Expertise Areas" line under the role.',
                  })}
                  {text('core_prompt', 'Core Prompt', {
                    required: true,
                    rows: 5,
                    placeholder: 'The task itself, with [placeholders] to fill in',
                  })}
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
                  {text('why_it_works', 'Why It Works', {
                    rows: 3,
                    hint: 'Two or three sentences naming the techniques it uses; shown in the gallery.',
                  })}
                  {text('why_it_works_lesson', 'Lesson That Teaches It', {
                    hint: 'The lesson id (Prompt School); the gallery links to it.',
                  })}
                  {text('make_it_yours', 'Make It Yours', {
                    hint: 'One line: what a reader changes for their business.',
                  })}
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
                      <dd className="mt-1 text-slate-900">
                        {prompt ? ratingSummary(prompt.rating, prompt.ratingCount) : 'Not rated yet'}
                      </dd>
                    </div>
                    <div>
                      <dt className={labelClass}>Views</dt>
                      <dd className="mt-1 text-slate-900">{prompt?.views ?? 0}</dd>
                    </div>
                    <p className="col-span-2 text-xs text-slate-500">
                      Ratings and views come from visitors only, so the gallery never shows a figure nobody gave.
                    </p>
                  </dl>
                  {text('added_by', 'Added By')}
                  {select('difficulty', 'Difficulty', PROMPT_DIFFICULTIES)}
                  {select('estimated_time', 'Estimated Time', PROMPT_ESTIMATED_TIMES)}
                  {select('output_type', 'Output Type', PROMPT_OUTPUT_TYPES)}
                  <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
                    <input type="checkbox" className="size-4 accent-brand-600" {...form.register('isFeatured')} />
                    Featured in the gallery
                  </label>
                </>,
              )}
            </div>
          </Tabs.Root>
          <FormError message={serverError} className="mt-3" />
          <ModalFooter onCancel={onClose} busy={isSubmitting} className="mt-4 border-t border-slate-100 pt-4">
            {isSubmitting
              ? editing
                ? 'Updating Prompt...'
                : 'Adding Prompt...'
              : editing
                ? 'Update Prompt'
                : 'Add Prompt'}
          </ModalFooter>
        </form>
      </FormProvider>
    </Modal>
  );
}
