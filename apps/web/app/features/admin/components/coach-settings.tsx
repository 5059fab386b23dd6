import { useMemo } from 'react';
import { Bot, Cpu, Scale } from 'lucide-react';
import {
  ADMIN_CONSOLE_TEXTS,
  CoachSystemPromptSchema,
  ModelFlagsUpdateSchema,
  PROMPT_TOAST_MS,
  type CoachSystemPrompt,
  type ModelFlagsUpdate,
  type RunBothCounts,
} from '@ai4n/shared';
import { Button } from '../../../components/ui/button';
import { FieldError, Textarea, fieldIds } from '../../../components/ui/field';
import { Form, useZodForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { useModelFlags } from '../api/get-model-flags';
import { useRunBothStats } from '../api/get-run-both-stats';
import { useSystemPrompt } from '../api/get-system-prompt';
import { useSetModelEnabled } from '../api/set-model-enabled';
import { useUpdateSystemPrompt } from '../api/update-system-prompt';

/** Below the tabs: the Prompt Coach's system prompt and the enabled models (docs/spec/admin.md section 2). */
export function CoachSettings() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SystemPromptEditor />
      <ModelChecklist />
      <RunBothResults />
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

/** The rewrite's share of the choices, as " (P%)"; nothing before the first choice. */
const rewriteShare = (counts: RunBothCounts) =>
  counts.choices > 0 ? ` (${Math.round((counts.rewrite / counts.choices) * 100)}%)` : '';

/** How often visitors preferred the rewrite when Prompt Coach ran both prompts, per model and in total. */
export function RunBothResults() {
  const query = useRunBothStats();
  const stats = query.data;
  const rows = stats
    ? [...stats.models.map((m) => ({ ...m, name: m.label })), { ...stats.total, name: 'All models' }]
    : [];
  return (
    <section
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:col-span-2"
      aria-labelledby="run-both-title"
    >
      <h2 id="run-both-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Scale className="size-5 text-brand-600" aria-hidden /> Run both: which answer visitors preferred
      </h2>
      {query.isPending && <p className="mt-3 text-sm text-slate-500">Loading results...</p>}
      {query.isError && (
        <p className="mt-3 text-sm text-red-700">Could not load the Run both results: {query.error.message}</p>
      )}
      {stats && (
        <>
          {stats.total.choices > 0 && (
            <p className="mt-1 text-sm text-slate-700">
              Run both: the rewrite won {stats.total.rewrite} of {stats.total.choices} choices
              {rewriteShare(stats.total)}; the original won {stats.total.original}, about the same {stats.total.same}.
            </p>
          )}
          {stats.models.length === 0 ? (
            <p className="mt-3 text-sm text-slate-500">No one has run both prompts yet.</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Run both choices per model</caption>
                <thead className="text-xs uppercase text-slate-500">
                  <tr>
                    <th scope="col" className="py-2 pr-4">
                      Model
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Runs
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Choices
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Rewrite won
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Original won
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      About the same
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 text-slate-800">
                  {rows.map((row, i) => (
                    <tr key={row.name} className={i === rows.length - 1 ? 'font-semibold' : undefined}>
                      <th scope="row" className="py-2 pr-4 font-medium">
                        {row.name}
                      </th>
                      <td className="py-2 pr-4">{row.runs}</td>
                      <td className="py-2 pr-4">{row.choices}</td>
                      <td className="py-2 pr-4">
                        {row.rewrite}
                        {rewriteShare(row)}
                      </td>
                      <td className="py-2 pr-4">{row.original}</td>
                      <td className="py-2 pr-4">{row.same}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
