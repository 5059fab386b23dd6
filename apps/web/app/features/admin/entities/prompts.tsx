import { Archive, ArchiveRestore, Eye, FileSpreadsheet, Star, type LucideIcon } from 'lucide-react';
import {
  ADMIN_CONSOLE_TEXTS,
  DELETE_ALL_PROMPTS_PHRASE,
  PROMPT_STATUSES,
  PROMPT_TOAST_MS,
  PROMPT_TOASTS,
  type Prompt,
} from '@ai4n/shared';
import { Badge } from '../../../components/ui/badge';
import { entityKeys } from '../api/admin-query';
import { archivePrompt } from '../api/archive-prompt';
import { deleteAllPrompts } from '../api/delete-all-prompts';
import { deletePrompt } from '../api/delete-prompt';
import { usePromptStatusStats } from '../api/get-prompt-status-stats';
import { unarchivePrompt } from '../api/unarchive-prompt';
import { updatePrompt } from '../api/update-prompt';
import { PromptForm } from '../components/prompt-form';
import { PromptImportModal } from '../components/prompt-import-modal';
import { ExportJsonButton, ImportJsonButton, PromptDownloads } from '../components/prompt-transfer';
import { PromptView, promptCategoryName } from '../components/prompt-view';
import { deleteAction, editAction } from '../components/resource-panel/resource-panel';
import { twoLineColumn } from '../components/resource-panel/columns';
import type { ResourceDefinition, RowAction } from '../components/resource-panel/resource-definition';
import { capitalise } from '../lib/labels';

const STATUS_TONES = { active: 'success', draft: 'warning', archived: 'neutral' } as const;
const statusOf = (p: Prompt) => p.status ?? 'active';

/** Archive or Unarchive: shown on the rows of the status it leaves. */
const archiveAction = (
  verb: string,
  Icon: LucideIcon,
  shownFor: ReturnType<typeof statusOf>,
  run: (id: Prompt['id']) => Promise<unknown>,
  ok: string,
  failed: string,
): RowAction<Prompt> => ({
  type: 'write',
  label: (p) => `${verb} ${p.title}`,
  icon: () => <Icon className="size-4" aria-hidden />,
  visible: (p) => statusOf(p) === shownFor,
  run: (p) => run(p.id),
  ok,
  failed,
});

/** The Prompts tab: the 'File-Based Admin' page (docs/spec/admin.md section 2, docs/spec/DECISIONS.md). */
export const promptsDefinition: ResourceDefinition<Prompt> = {
  noun: 'prompts',
  rowId: (p) => p.id,
  keys: entityKeys.prompts,
  toastMs: PROMPT_TOAST_MS,
  heading: {
    id: 'prompts-admin-title',
    title: 'File-Based Admin',
    description: 'Every prompt of the gallery, whatever its status.',
  },
  banner: PromptDownloads,
  intro: {
    title: 'Prompts are files',
    body: 'Each prompt is kept as a file: a title, a category and a prompt text assembled from its sections (context, role, guidelines, format, core prompt, criteria, constraints, examples). Active prompts appear in the public gallery; drafts and archived ones do not.',
  },
  // The server counts every prompt; the list holds only the newest ones.
  useStats: (prompts) => {
    const server = usePromptStatusStats().data;
    const count = (s: string) => prompts.filter((p) => statusOf(p) === s).length;
    return [
      { label: 'Total Files', value: server?.total ?? prompts.length },
      { label: 'Active', value: server?.active ?? count('active'), tone: 'text-emerald-700' },
      { label: 'Draft', value: server?.draft ?? count('draft'), tone: 'text-amber-700' },
      { label: 'Archived', value: server?.archived ?? count('archived'), tone: 'text-slate-600' },
      {
        label: 'Categories',
        value: server?.categories ?? new Set(prompts.map((p) => p.category)).size,
        tone: 'text-brand-700',
      },
    ];
  },
  notice: ({ rows, stats }) => {
    const total = Number(stats[0].value);
    return total > rows.length ? (
      <p className="rounded-lg bg-slate-100 px-4 py-2 text-sm text-slate-700" role="note">
        The table holds the newest {rows.length.toLocaleString()} of {total.toLocaleString()} prompts. Export Prompts
        for the whole library.
      </p>
    ) : null;
  },
  toolbar: { placement: 'heading', items: ['add', 'import', ImportJsonButton, ExportJsonButton] },
  filterBar: ['refresh', 'delete-all'],
  search: { label: 'Search prompts', text: (p) => `${p.title} ${p.description} ${p.tags.join(' ')}` },
  filters: [
    {
      label: 'Category',
      all: 'All categories',
      options: (rows) => [...new Set(rows.map((p) => p.category))].sort(),
      optionLabel: promptCategoryName,
      matches: (p, v) => p.category === v,
    },
    {
      label: 'Status',
      all: 'All statuses',
      allValue: 'all',
      options: PROMPT_STATUSES,
      optionLabel: capitalise,
      matches: (p, v) => statusOf(p) === v,
    },
  ],
  table: { caption: 'Prompts', look: 'plain', empty: () => 'No files found', rowTestId: 'prompt-row' },
  columns: [
    twoLineColumn({ id: 'title', header: 'Title', className: 'max-w-80', detail: 'description', lines: 1 }),
    { id: 'category', header: 'Category', cell: (p) => promptCategoryName(p.category) },
    { id: 'status', header: 'Status', cell: (p) => <Badge tone={STATUS_TONES[statusOf(p)]}>{statusOf(p)}</Badge> },
    {
      id: 'featured',
      header: 'Featured',
      action: {
        type: 'write',
        label: (p) => (p.isFeatured ? `Unfeature ${p.title}` : `Feature ${p.title}`),
        pressed: (p) => p.isFeatured,
        icon: (p) => <Star className={`size-4 ${p.isFeatured ? 'fill-amber-400 text-amber-500' : ''}`} aria-hidden />,
        run: (p) => updatePrompt({ id: p.id, data: { isFeatured: !p.isFeatured } }),
        ok: (r) => ((r as Prompt).isFeatured ? PROMPT_TOASTS.featured : PROMPT_TOASTS.unfeatured),
        failed: PROMPT_TOASTS.featureFailed,
      },
    },
    {
      id: 'created',
      header: 'Created',
      className: 'whitespace-nowrap text-slate-600',
      cell: (p) => p.created_at.slice(0, 10),
    },
  ],
  rowActions: [
    {
      type: 'open',
      label: (p) => `View ${p.title}`,
      icon: () => <Eye className="size-4" aria-hidden />,
      render: (p, onClose) => <PromptView prompt={p} onClose={onClose} />,
    },
    editAction((p) => `Edit ${p.title}`),
    archiveAction('Archive', Archive, 'active', archivePrompt, PROMPT_TOASTS.archived, PROMPT_TOASTS.archiveFailed),
    archiveAction(
      'Unarchive',
      ArchiveRestore,
      'archived',
      unarchivePrompt,
      PROMPT_TOASTS.unarchived,
      PROMPT_TOASTS.unarchiveFailed,
    ),
    deleteAction((p) => `Delete ${p.title}`),
  ],
  add: { label: 'New Prompt' },
  form: PromptForm,
  importer: {
    label: 'Import CSV',
    icon: <FileSpreadsheet className="size-4" aria-hidden />,
    render: ({ toast }, onClose) => (
      <PromptImportModal onImported={(n) => toast.success(PROMPT_TOASTS.csvImported(n))} onClose={onClose} />
    ),
  },
  remove: {
    confirm: (p) => ({
      title: 'Delete Prompt',
      message: (
        <>
          Delete <strong>{p.title}</strong> for good? To only hide it from the gallery, archive it instead.
        </>
      ),
    }),
    run: (p) => deletePrompt(p.id),
    ok: PROMPT_TOASTS.deleted,
    failed: PROMPT_TOASTS.deleteFailed,
  },
  deleteAll: {
    confirm: ({ stats }) => ({
      title: 'Delete All Prompts',
      message: `This deletes all ${String(stats[0].value)} prompts for good. It cannot be undone; export them first if you may need them.`,
      phrase: DELETE_ALL_PROMPTS_PHRASE,
      confirmLabel: 'Delete All',
    }),
    run: deleteAllPrompts,
    ok: PROMPT_TOASTS.allDeleted,
    failed: (e) => ADMIN_CONSOLE_TEXTS.deleteAllFailed('prompts', e.message),
  },
};
