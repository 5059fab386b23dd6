import { useEffect, useState } from 'react';
import { Bot, Cpu } from 'lucide-react';
import { ADMIN_CONSOLE_TEXTS, PROMPT_TOAST_MS } from '@ai4n/shared';
import { adminKeys, useAdminWrite, useModelFlags, useSystemPrompt, type ModelFlag } from '../api/admin-api';
import { adminRequest } from '../lib/admin-session';
import { useToast } from './toasts';
import { Button, inputClass } from './ui';

/** Below the tabs: the Prompt Coach's system prompt and the enabled models (admin.md section 2). */
export function CoachSettings() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SystemPromptEditor />
      <ModelChecklist />
    </div>
  );
}

function SystemPromptEditor() {
  const toast = useToast(PROMPT_TOAST_MS);
  const query = useSystemPrompt();
  const [text, setText] = useState<string | null>(null);
  const save = useAdminWrite((prompt: string) => adminRequest<{ prompt: string }>('/prompts/meta/system-prompt', { method: 'PUT', body: { prompt } }), [adminKeys.systemPrompt]);
  const value = text ?? query.data ?? '';

  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby="system-prompt-title">
      <h2 id="system-prompt-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Bot className="size-5 text-brand-600" aria-hidden /> System Prompt (Prompt Coach)
      </h2>
      <p className="mt-1 text-sm text-slate-600">The instructions every Prompt Coach analysis starts from. Changes apply to the next analysis.</p>
      <label htmlFor="system-prompt" className="sr-only">
        System prompt
      </label>
      <textarea
        id="system-prompt"
        rows={10}
        className={`${inputClass} mt-3 font-mono text-xs`}
        value={value}
        disabled={query.isPending}
        onChange={(e) => setText(e.target.value)}
      />
      {query.isError && <p className="mt-2 text-sm text-red-700">Could not load the system prompt: {query.error.message}</p>}
      <div className="mt-3 flex justify-end">
        <Button
          tone="primary"
          busy={save.isPending}
          disabled={!value.trim() || value === query.data}
          onClick={() =>
            save.mutate(value, {
              onSuccess: () => {
                setText(null);
                toast.success('System prompt saved');
              },
              onError: () => toast.error(ADMIN_CONSOLE_TEXTS.systemPromptFailed),
            })
          }
        >
          Save System Prompt
        </Button>
      </div>
    </section>
  );
}

function ModelChecklist() {
  const toast = useToast(PROMPT_TOAST_MS);
  const query = useModelFlags();
  const [flags, setFlags] = useState<ModelFlag[] | null>(null);
  useEffect(() => setFlags(null), [query.data]);
  const models = flags ?? query.data ?? [];
  const save = useAdminWrite(
    (list: ModelFlag[]) => adminRequest<{ models: ModelFlag[] }>('/prompts/meta/models', { method: 'PUT', body: { models: list.map(({ name, enabled }) => ({ name, enabled })) } }),
    [adminKeys.models, ['coach', 'models']],
  );

  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby="models-title">
      <h2 id="models-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Cpu className="size-5 text-brand-600" aria-hidden /> Enabled AI Models
      </h2>
      <p className="mt-1 text-sm text-slate-600">The models visitors can pick in Prompt Coach.</p>
      {query.isPending && <p className="mt-3 text-sm text-slate-500">Loading models...</p>}
      {query.isError && <p className="mt-3 text-sm text-red-700">Could not load the models: {query.error.message}</p>}
      <ul className="mt-3 space-y-2">
        {models.map((m) => (
          <li key={m.name}>
            <label className="flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-50">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={m.enabled}
                disabled={m.alwaysOn}
                onChange={() => setFlags(models.map((x) => (x.name === m.name ? { ...x, enabled: !x.enabled } : x)))}
              />
              <span className="text-sm font-medium text-slate-800">{m.label ?? m.name}</span>
              {m.alwaysOn && <span className="text-xs text-slate-500">always on (the offline fallback)</span>}
            </label>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex justify-end">
        <Button
          tone="primary"
          busy={save.isPending}
          disabled={!flags}
          onClick={() =>
            save.mutate(models, {
              onSuccess: () => toast.success('Enabled models saved'),
              onError: () => toast.error(ADMIN_CONSOLE_TEXTS.modelsFailed),
            })
          }
        >
          Save Enabled Models
        </Button>
      </div>
    </section>
  );
}
