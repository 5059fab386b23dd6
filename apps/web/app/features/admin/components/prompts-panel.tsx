import { useMemo, useRef, useState } from 'react';
import { Archive, ArchiveRestore, Download, Eye, FileJson, FileSpreadsheet, Plus, Star, Trash2 } from 'lucide-react';
import {
  DELETE_ALL_PROMPTS_PHRASE,
  libraryCategoryOf,
  PROMPT_IMPORT_TEXTS,
  PROMPT_STATUSES,
  PROMPT_TOAST_MS,
  PROMPT_TOASTS,
  ADMIN_CONSOLE_TEXTS,
  ratingSummary,
  type Prompt,
  type PromptInput,
} from '@ai4n/shared';
import { Modal } from '../../../components/modal';
import { adminKeys, firstRowError, usePromptStatusStats, useRefresh } from '../api/admin-api';
import { adminRequest } from '../lib/admin-session';
import { downloadBlob } from '../../../lib/download';
import { DataTable } from './data-table';
import { DownloadButton, templateFailed } from './downloads';
import { PromptFormModal } from './prompt-form-modal';
import { PromptImportModal } from './prompt-import-modal';
import { useToastedWrite } from './toasted-write';
import { useToast } from './toasts';
import { Button, ConfirmDialog, DeleteButton, EditButton, FilterSelect, IconButton, IntroCard, PanelHeading, RefreshButton, SearchBox, StatCard, StatusPill, capitalise, usePage } from './ui';

const PROMPT_KEYS = [adminKeys.prompts, ['prompts']] as const;
const STATUS_STYLE: Record<string, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  draft: 'bg-amber-100 text-amber-800',
  archived: 'bg-slate-200 text-slate-700',
};

type Dialog =
  | { kind: 'new' }
  | { kind: 'edit'; prompt: Prompt }
  | { kind: 'view'; prompt: Prompt }
  | { kind: 'delete'; prompt: Prompt }
  | { kind: 'delete-all' }
  | { kind: 'import-csv' }
  | null;

/** The downloads of the header: exports of every entity and the demo templates. */
const EXPORTS = [
  { label: 'Export Prompts', path: '/prompts/bulk/export', file: 'prompts_export.csv', ok: PROMPT_TOASTS.exported, failed: PROMPT_TOASTS.exportFailed },
  { label: 'Export FAQs', path: '/faqs/bulk/export', file: 'faqs_export.csv', ok: PROMPT_TOASTS.faqsExported, failed: PROMPT_TOASTS.faqsExportFailed },
  { label: 'Export Lessons', path: '/lessons/bulk/export', file: 'lessons_export.csv', ok: PROMPT_TOASTS.lessonsExported, failed: PROMPT_TOASTS.lessonsExportFailed },
  { label: 'Export Quiz', path: '/quizzes/bulk/export', file: 'quizzes_export.csv', ok: PROMPT_TOASTS.quizzesExported, failed: PROMPT_TOASTS.quizzesExportFailed },
] as const;
const TEMPLATES = [
  { label: 'Prompts', path: '/prompts/bulk/template', file: 'prompts_template.csv' },
  { label: 'FAQs', path: '/faqs/bulk/template', file: 'faqs_template.csv' },
  { label: 'Lessons', path: '/lessons/bulk/template', file: 'lessons_template.csv' },
  { label: 'Quiz', path: '/questions/bulk/template', file: 'questions_template.csv' },
] as const;

const categoryName = (c: string) => libraryCategoryOf(c)?.name ?? c;

/** The Prompts tab: the 'File-Based Admin' page (admin.md section 2, DECISIONS.md). */
export function PromptsPanel({ prompts, refreshing, onRefresh }: { prompts: Prompt[]; refreshing: boolean; onRefresh: () => void }) {
  const toast = useToast(PROMPT_TOAST_MS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('all');
  const jsonInput = useRef<HTMLInputElement>(null);

  const { write, run, act } = useToastedWrite(PROMPT_KEYS, toast);
  const refresh = useRefresh(PROMPT_KEYS);
  const statusStats = usePromptStatusStats();

  const categories = useMemo(() => [...new Set(prompts.map((p) => p.category))].sort(), [prompts]);
  const stats = useMemo(() => {
    const count = (s: string) => prompts.filter((p) => (p.status ?? 'active') === s).length;
    const server = statusStats.data;
    return server
      ? { total: server.total, active: server.active, draft: server.draft, archived: server.archived, categories: server.categories }
      : { total: prompts.length, active: count('active'), draft: count('draft'), archived: count('archived'), categories: categories.length };
  }, [prompts, categories, statusStats.data]);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return prompts.filter(
      (p) =>
        (!needle || `${p.title} ${p.description} ${p.tags.join(' ')}`.toLowerCase().includes(needle)) &&
        (!category || p.category === category) &&
        (status === 'all' || (p.status ?? 'active') === status),
    );
  }, [prompts, search, category, status]);

  const paged = usePage(shown);

  const exportJson = () => {
    const index = prompts.map((p) => ({ id: p.id, title: p.title, category: p.category, status: p.status, created_at: p.created_at, updated_at: p.updated_at }));
    downloadBlob(new Blob([JSON.stringify({ index, prompts }, null, 2)], { type: 'application/json' }), 'prompts_export.json');
    toast.success(PROMPT_TOASTS.exported);
  };

  const importJson = async (file: File | undefined) => {
    if (jsonInput.current) jsonInput.current.value = '';
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
    if (!body || typeof body !== 'object' || !Array.isArray(body.index) || !Array.isArray(body.prompts)) return toast.error(PROMPT_TOASTS.invalidStructure);
    await act(
      () => adminRequest<{ imported: number }>('/prompts/bulk/import', { method: 'POST', body: { prompts: body.prompts }, timeoutMs: 120_000 }),
      (r) => PROMPT_TOASTS.jsonImported(r.imported),
      (e) => `${PROMPT_TOASTS.invalidStructure}: ${firstRowError(e) ?? e.message}`,
    );
  };

  const save = (payload: PromptInput, prompt?: Prompt) =>
    prompt
      ? run(() => adminRequest<Prompt>(`/prompts/${prompt.id}`, { method: 'PUT', body: payload }), PROMPT_TOASTS.updated, PROMPT_TOASTS.updateFailed).then(() => undefined)
      : run(() => adminRequest<Prompt>('/prompts', { method: 'POST', body: payload }), PROMPT_TOASTS.created, PROMPT_TOASTS.createFailed).then(
          () => undefined,
          (e: Error) => {
            throw new Error(ADMIN_CONSOLE_TEXTS.addPromptFailed(e.message));
          },
        );

  const toggleFeatured = (p: Prompt) =>
    void act(() => adminRequest<Prompt>(`/prompts/${p.id}`, { method: 'PUT', body: { isFeatured: !p.isFeatured } }), (r) => (r.isFeatured ? PROMPT_TOASTS.featured : PROMPT_TOASTS.unfeatured), PROMPT_TOASTS.featureFailed);
  const archive = (p: Prompt) => void act(() => adminRequest(`/prompts/${p.id}?archive=true`, { method: 'DELETE' }), PROMPT_TOASTS.archived, PROMPT_TOASTS.archiveFailed);
  const unarchive = (p: Prompt) => void act(() => adminRequest(`/prompts/${p.id}/unarchive`, { method: 'PUT' }), PROMPT_TOASTS.unarchived, PROMPT_TOASTS.unarchiveFailed);

  return (
    <section aria-labelledby="prompts-admin-title" className="space-y-5">
      <PanelHeading id="prompts-admin-title" title="File-Based Admin" description="Every prompt of the gallery, whatever its status.">
        <div className="flex flex-wrap gap-2">
          <Button tone="primary" onClick={() => setDialog({ kind: 'new' })}>
            <Plus className="size-4" aria-hidden /> New Prompt
          </Button>
          <Button onClick={() => setDialog({ kind: 'import-csv' })}>
            <FileSpreadsheet className="size-4" aria-hidden /> Import CSV
          </Button>
          <Button onClick={() => jsonInput.current?.click()}>
            <FileJson className="size-4" aria-hidden /> Import JSON
          </Button>
          <input ref={jsonInput} type="file" accept=".json,application/json" className="hidden" aria-label="JSON file to import" data-testid="json-import" onChange={(e) => void importJson(e.target.files?.[0])} />
          <Button onClick={exportJson}>
            <FileJson className="size-4" aria-hidden /> Export JSON
          </Button>
        </div>
      </PanelHeading>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {EXPORTS.map((e) => (
          <DownloadButton key={e.label} toast={toast} download={e}>
            <Download className="size-4" aria-hidden /> {e.label}
          </DownloadButton>
        ))}
        <span className="ml-2 font-medium text-slate-600">Templates:</span>
        {TEMPLATES.map((t) => (
          <DownloadButton key={t.label} toast={toast} tone="ghost" download={{ ...t, failed: templateFailed }}>
            <Download className="size-4" aria-hidden /> {t.label}
            <span className="sr-only"> template</span>
          </DownloadButton>
        ))}
      </div>

      <IntroCard title="Prompts are files">
        Each prompt is kept as a file: a title, a category and a prompt text assembled from its sections (context, role, guidelines, format, core prompt, criteria,
        constraints, examples). Active prompts appear in the public gallery; drafts and archived ones do not.
      </IntroCard>

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <StatCard label="Total Files" value={stats.total} />
        <StatCard label="Active" value={stats.active} tone="text-emerald-700" />
        <StatCard label="Draft" value={stats.draft} tone="text-amber-700" />
        <StatCard label="Archived" value={stats.archived} tone="text-slate-600" />
        <StatCard label="Categories" value={stats.categories} tone="text-brand-700" />
      </div>

      {stats.total > prompts.length && (
        <p className="rounded-lg bg-slate-100 px-4 py-2 text-sm text-slate-700" role="note">
          The table holds the newest {prompts.length.toLocaleString()} of {stats.total.toLocaleString()} prompts. Export Prompts for the whole library.
        </p>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <SearchBox label="Search prompts" value={search} onChange={setSearch} />
        <FilterSelect label="Category" value={category} onChange={setCategory} all="All categories" options={categories} optionLabel={categoryName} />
        <FilterSelect label="Status" value={status} onChange={setStatus} all="All statuses" allValue="all" options={PROMPT_STATUSES} optionLabel={capitalise} />
        <RefreshButton refreshing={refreshing} onRefresh={onRefresh} />
        <Button tone="danger" onClick={() => setDialog({ kind: 'delete-all' })} disabled={prompts.length === 0}>
          <Trash2 className="size-4" aria-hidden /> Delete All
        </Button>
      </div>

      <DataTable caption="Prompts" head={['Title', 'Category', 'Status', 'Featured', 'Created', 'Actions']} empty="No files found" page={paged}>
        {paged.rows.map((p) => {
          const state = p.status ?? 'active';
          return (
            <tr key={p.id} className="border-t border-slate-100 align-top" data-testid="prompt-row">
              <td className="max-w-80 px-3 py-2">
                <p className="font-medium text-slate-900">{p.title}</p>
                <p className="line-clamp-1 text-xs text-slate-500">{p.description}</p>
              </td>
              <td className="px-3 py-2">{categoryName(p.category)}</td>
              <td className="px-3 py-2">
                <StatusPill tone={STATUS_STYLE[state]}>{state}</StatusPill>
              </td>
              <td className="px-3 py-2">
                <IconButton label={p.isFeatured ? `Unfeature ${p.title}` : `Feature ${p.title}`} aria-pressed={p.isFeatured} disabled={write.isPending} onClick={() => toggleFeatured(p)}>
                  <Star className={`size-4 ${p.isFeatured ? 'fill-amber-400 text-amber-500' : ''}`} aria-hidden />
                </IconButton>
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-600">{p.created_at.slice(0, 10)}</td>
              <td className="px-3 py-2">
                <div className="flex gap-0.5">
                  <IconButton label={`View ${p.title}`} onClick={() => setDialog({ kind: 'view', prompt: p })}>
                    <Eye className="size-4" aria-hidden />
                  </IconButton>
                  <EditButton label={`Edit ${p.title}`} onClick={() => setDialog({ kind: 'edit', prompt: p })} />
                  {state === 'active' && (
                    <IconButton label={`Archive ${p.title}`} disabled={write.isPending} onClick={() => archive(p)}>
                      <Archive className="size-4" aria-hidden />
                    </IconButton>
                  )}
                  {state === 'archived' && (
                    <IconButton label={`Unarchive ${p.title}`} disabled={write.isPending} onClick={() => unarchive(p)}>
                      <ArchiveRestore className="size-4" aria-hidden />
                    </IconButton>
                  )}
                  <DeleteButton label={`Delete ${p.title}`} onClick={() => setDialog({ kind: 'delete', prompt: p })} />
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>

      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <PromptFormModal prompt={dialog.kind === 'edit' ? dialog.prompt : undefined} onSubmit={(payload) => save(payload, dialog.kind === 'edit' ? dialog.prompt : undefined)} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'view' && <PromptView prompt={dialog.prompt} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete Prompt"
          message={
            <>
              Delete <strong>{dialog.prompt.title}</strong> for good? To only hide it from the gallery, archive it instead.
            </>
          }
          onConfirm={() => act(() => adminRequest(`/prompts/${dialog.prompt.id}`, { method: 'DELETE' }), PROMPT_TOASTS.deleted, PROMPT_TOASTS.deleteFailed)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete-all' && (
        <ConfirmDialog
          title="Delete All Prompts"
          message={`This deletes all ${stats.total} prompts for good. It cannot be undone; export them first if you may need them.`}
          phrase={DELETE_ALL_PROMPTS_PHRASE}
          confirmLabel="Delete All"
          onConfirm={() =>
            write.mutateAsync(() => adminRequest('/prompts/bulk/all', { method: 'DELETE' })).then(
              () => toast.success(PROMPT_TOASTS.allDeleted),
              (e: Error) => toast.error(ADMIN_CONSOLE_TEXTS.deleteAllFailed('prompts', e.message)),
            )
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'import-csv' && (
        <PromptImportModal
          onImported={(n) => {
            toast.success(PROMPT_TOASTS.csvImported(n));
            void refresh();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}

function PromptView({ prompt, onClose }: { prompt: Prompt; onClose: () => void }) {
  return (
    <Modal title={prompt.title} onClose={onClose} size="lg">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {[
          ['Category', categoryName(prompt.category)],
          ['Status', prompt.status],
          ['Rating', ratingSummary(prompt.rating, prompt.ratingCount)],
          ['Views', String(prompt.views)],
        ].map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs font-semibold text-slate-500 uppercase">{k}</dt>
            <dd className="text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-slate-700">{prompt.description}</p>
      <pre className="mt-4 max-h-[45vh] overflow-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200">{prompt.prompt_text}</pre>
      {prompt.tags.length > 0 && <p className="mt-3 text-xs text-slate-600">Tags: {prompt.tags.join(', ')}</p>}
      {prompt.business_types.length > 0 && <p className="mt-1 text-xs text-slate-600">Business types: {prompt.business_types.join(', ')}</p>}
      <p className="mt-1 text-xs text-slate-500">
        Added by {prompt.added_by} on {prompt.created_at.slice(0, 10)}; updated {prompt.updated_at.slice(0, 10)}.
      </p>
    </Modal>
  );
}
