import { useMemo } from 'react';
import { Bot, Cpu } from 'lucide-react';
import {
  ADMIN_CONSOLE_TEXTS,
  CoachSystemPromptSchema,
  ModelFlagsUpdateSchema,
  PROMPT_TOAST_MS,
  type CoachSystemPrompt,
  type ModelFlagsUpdate,
} from '@ai4n/shared';
import { Button } from '../../../components/ui/button';
import { FieldError, Textarea, fieldIds } from '../../../components/ui/field';
import { Form, useZodForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { useModelFlags } from '../api/get-model-flags';
import { useSystemPrompt } from '../api/get-system-prompt';
import { useSetModelEnabled } from '../api/set-model-enabled';
import { useUpdateSystemPrompt } from '../api/update-system-prompt';

/** Below the tabs: the Prompt Coach's system prompt and the enabled models (admin.md section 2). */
export function CoachSettings() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SystemPromptEditor />
      <ModelChecklist />
    </div>
  );
}

export function SystemPromptEditor() {
  const toast = useToast(PROMPT_TOAST_MS);
  const query = useSystemPrompt();
  const save = useUpdateSystemPrompt();
  // The saved prompt fills the editor when it arrives; what the administrator has typed stays.
  const form = useZodForm(CoachSystemPromptSchema, {
    values: { prompt: query.data ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const value = form.watch('prompt');
  const error = form.formState.errors.prompt?.message;
  const ids = fieldIds('system-prompt');

  const submit = ({ prompt }: CoachSystemPrompt) =>
    save.mutateAsync(prompt).then(
      () => {
        form.reset({ prompt });
        toast.success('System prompt saved');
      },
      () => toast.error(ADMIN_CONSOLE_TEXTS.systemPromptFailed),
    );

  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby="system-prompt-title">
      <h2 id="system-prompt-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Bot className="size-5 text-brand-600" aria-hidden /> System Prompt (Prompt Coach)
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The instructions every Prompt Coach analysis starts from. Changes apply to the next analysis.
      </p>
      <Form form={form} onSubmit={submit}>
        <label htmlFor="system-prompt" className="sr-only">
          System prompt
        </label>
        <Textarea
          id="system-prompt"
          rows={10}
          className="mt-3 font-mono text-xs"
          disabled={query.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          {...form.register('prompt')}
        />
        <FieldError id={ids.error} message={error} />
        {query.isError && (
          <p className="mt-2 text-sm text-red-700">Could not load the system prompt: {query.error.message}</p>
        )}
        <div className="mt-3 flex justify-end">
          <Button type="submit" tone="primary" busy={save.isPending} disabled={!value.trim() || value === query.data}>
            Save System Prompt
          </Button>
        </div>
      </Form>
    </section>
  );
}

export function ModelChecklist() {
  const toast = useToast(PROMPT_TOAST_MS);
  const query = useModelFlags();
  const save = useSetModelEnabled();
  const models = query.data;
  // New flags from the server replace unsaved changes (as after a save).
  const values = useMemo(() => ({ models: (models ?? []).map(({ name, enabled }) => ({ name, enabled })) }), [models]);
  const form = useZodForm(ModelFlagsUpdateSchema, { values });

  const submit = (update: ModelFlagsUpdate) =>
    save.mutateAsync(update.models).then(
      () => toast.success('Enabled models saved'),
      () => toast.error(ADMIN_CONSOLE_TEXTS.modelsFailed),
    );

  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby="models-title">
      <h2 id="models-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Cpu className="size-5 text-brand-600" aria-hidden /> Enabled AI Models
      </h2>
      <p className="mt-1 text-sm text-slate-600">The models visitors can pick in Prompt Coach.</p>
      {query.isPending && <p className="mt-3 text-sm text-slate-500">Loading models...</p>}
      {query.isError && <p className="mt-3 text-sm text-red-700">Could not load the models: {query.error.message}</p>}
      <Form form={form} onSubmit={submit}>
        <ul className="mt-3 space-y-2">
          {models?.map((m, i) => (
            <li key={m.name}>
              <label className="flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-50">
                {/* The offline coach stays on: its box is shown ticked but is not part of what can change. */}
                {m.alwaysOn ? (
                  <input type="checkbox" className="size-4 accent-brand-600" checked disabled readOnly />
                ) : (
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    {...form.register(`models.${i}.enabled`)}
                  />
                )}
                <span className="text-sm font-medium text-slate-800">{m.label ?? m.name}</span>
                {m.alwaysOn && <span className="text-xs text-slate-500">always on (the offline fallback)</span>}
              </label>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex justify-end">
          <Button type="submit" tone="primary" busy={save.isPending} disabled={!form.formState.isDirty}>
            Save Enabled Models
          </Button>
        </div>
      </Form>
    </section>
  );
}
