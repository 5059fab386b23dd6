import { useRef } from 'react';
import { Download, FileJson } from 'lucide-react';
import { PROMPT_IMPORT_TEXTS, PROMPT_TOASTS, type BulkEntity, type Prompt } from '@ai4n/shared';
import { Button } from '../../../components/ui/button';
import { downloadBlob } from '../../../lib/download';
import { firstRowError } from '../api/admin-query';
import { downloadExport, type ExportKind } from '../api/download-export';
import { downloadTemplate } from '../api/download-template';
import { importPromptsJson } from '../api/import-prompts-json';
import { DownloadButton, templateFailed } from './downloads';
import type { PanelContext } from './resource-panel/resource-definition';

/** The exports of every entity and the demo templates (the Prompts tab's downloads row). */
const EXPORTS: ReadonlyArray<{ label: string; kind: ExportKind; ok: string; failed: string }> = [
  { label: 'Export Prompts', kind: 'prompts', ok: PROMPT_TOASTS.exported, failed: PROMPT_TOASTS.exportFailed },
  { label: 'Export FAQs', kind: 'faqs', ok: PROMPT_TOASTS.faqsExported, failed: PROMPT_TOASTS.faqsExportFailed },
  {
    label: 'Export Lessons',
    kind: 'lessons',
    ok: PROMPT_TOASTS.lessonsExported,
    failed: PROMPT_TOASTS.lessonsExportFailed,
  },
  {
    label: 'Export Quiz',
    kind: 'quizzes',
    ok: PROMPT_TOASTS.quizzesExported,
    failed: PROMPT_TOASTS.quizzesExportFailed,
  },
];
const TEMPLATES: ReadonlyArray<{ label: string; entity: BulkEntity }> = [
  { label: 'Prompts', entity: 'prompts' },
  { label: 'FAQs', entity: 'faqs' },
  { label: 'Lessons', entity: 'lessons' },
  { label: 'Quiz', entity: 'questions' },
];

export function PromptDownloads({ toast }: PanelContext<Prompt>) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {EXPORTS.map((e) => (
        <DownloadButton
          key={e.label}
          toast={toast}
          download={{ run: () => downloadExport(e.kind), ok: e.ok, failed: e.failed }}
        >
          <Download className="size-4" aria-hidden /> {e.label}
        </DownloadButton>
      ))}
      <span className="ml-2 font-medium text-slate-600">Templates:</span>
      {TEMPLATES.map((t) => (
        <DownloadButton
          key={t.label}
          toast={toast}
          tone="ghost"
          download={{ run: () => downloadTemplate(t.entity), failed: templateFailed }}
        >
          <Download className="size-4" aria-hidden /> {t.label}
          <span className="sr-only"> template</span>
        </DownloadButton>
      ))}
    </div>
  );
}

/** The JSON file of every listed prompt: { index, prompts }. */
export function ExportJsonButton({ rows: prompts, toast }: PanelContext<Prompt>) {
  const exportJson = () => {
    const index = prompts.map((p) => ({
      id: p.id,
      title: p.title,
      category: p.category,
      status: p.status,
      created_at: p.created_at,
      updated_at: p.updated_at,
    }));
    downloadBlob(
      new Blob([JSON.stringify({ index, prompts }, null, 2)], { type: 'application/json' }),
      'prompts_export.json',
    );
    toast.success(PROMPT_TOASTS.exported);
  };
  return (
    <Button onClick={exportJson}>
      <FileJson className="size-4" aria-hidden /> Export JSON
    </Button>
  );
}

/** Imports a JSON export back; a file that is not one gets the spec's texts (docs/spec/admin.md section 5). */
export function ImportJsonButton({ toast, writes }: PanelContext<Prompt>) {
  const input = useRef<HTMLInputElement>(null);
  const importJson = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.json')) return toast.error(PROMPT_IMPORT_TEXTS.notJson);
    let text: string;
    try {
      text = await file.text();
    } catch {
      return toast.error(PROMPT_TOASTS.readFailed);
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return toast.error(PROMPT_TOASTS.invalidJson);
    }
    const body = data as { index?: unknown; prompts?: unknown };
    if (!body || typeof body !== 'object' || !Array.isArray(body.index) || !Array.isArray(body.prompts))
      return toast.error(PROMPT_TOASTS.invalidStructure);
    const prompts = body.prompts as Parameters<typeof importPromptsJson>[0];
    await writes.act(
      () => importPromptsJson(prompts),
      (r) => PROMPT_TOASTS.jsonImported(r.imported),
      (e) => `${PROMPT_TOASTS.invalidStructure}: ${firstRowError(e) ?? e.message}`,
    );
  };
  return (
    <>
      <Button onClick={() => input.current?.click()}>
        <FileJson className="size-4" aria-hidden /> Import JSON
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="hidden"
        aria-label="JSON file to import"
        data-testid="json-import"
        onChange={(e) => void importJson(e.target.files?.[0])}
      />
    </>
  );
}
