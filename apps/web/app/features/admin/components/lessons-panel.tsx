import { useMemo, useState, type ReactNode } from 'react';
import { Archive, Download, FileDown, Pencil, Plus, Power, PowerOff, RefreshCw, Search, Trash2, Upload } from 'lucide-react';
import { LESSON_DIFFICULTIES, LESSON_STAGES, LESSON_TOASTS, PROMPT_TOASTS, SCHOOL_TOAST_MS, type AdminLesson, type Lesson } from '@ai4n/shared';
import { adminKeys, useAdminWrite } from '../api/admin-api';
import { adminRequest } from '../lib/admin-session';
import { downloadFile } from '../lib/transfer';
import { CsvUploadModal } from './csv-upload-modal';
import { LessonFormModal, lessonStageLabel } from './lesson-form-modal';
import { useToast } from './toasts';
import { Button, ConfirmDialog, IconButton, IntroCard, Pager, SortHeader, StatCard, filterClass, inputClass, sortRows, usePage, useSelection, type SortState } from './ui';

type SortKey = 'title' | 'stage' | 'difficulty' | 'order';
const LESSON_KEYS = [adminKeys.lessons, ['lessons']] as const;

interface Confirmation {
  title: string;
  message: ReactNode;
  run: () => Promise<unknown>;
}

export const lessonStatus = (l: AdminLesson) => (l.isArchived ? 'Archived' : l.isActive ? 'Active' : 'Inactive');
const STATUS_TONES = { Active: 'bg-emerald-100 text-emerald-800', Inactive: 'bg-slate-200 text-slate-700', Archived: 'bg-amber-100 text-amber-800' } as const;

/** The full lesson as PUT /lessons/{id} takes it, with some fields changed. */
const lessonBody = (l: AdminLesson, changes: Partial<Lesson>) => {
  const { id: _id, isArchived: _archived, ...rest } = l;
  return { ...rest, ...changes };
};

const sortValue = (l: AdminLesson, key: SortKey): string | number => {
  switch (key) {
    case 'stage':
      return LESSON_STAGES.indexOf(l.stage) * 100_000 + l.order;
    case 'difficulty':
      return LESSON_DIFFICULTIES.indexOf(l.difficulty);
    case 'order':
      return l.order;
    default:
      return l.title.toLowerCase();
  }
};

/** The Lessons tab (admin.md section 2). */
export function LessonsPanel({ lessons, refreshing, onRefresh }: { lessons: AdminLesson[]; refreshing: boolean; onRefresh: () => void }) {
  const toast = useToast(SCHOOL_TOAST_MS);
  const [search, setSearch] = useState('');
  const [stage, setStage] = useState('');
  const [difficulty, setDifficulty] = useState('');
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'order', dir: 'asc' });
  const selection = useSelection<number>();
  const [editing, setEditing] = useState<AdminLesson | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const [exporting, setExporting] = useState(false);

  const write = useAdminWrite((run: () => Promise<unknown>) => run(), LESSON_KEYS);
  const act = (run: () => Promise<unknown>, ok: string, failed: string) =>
    write.mutateAsync(run).then(
      () => toast.success(ok),
      () => toast.error(failed),
    );

  const stats = useMemo(() => {
    const active = lessons.filter((l) => l.isActive && !l.isArchived).length;
    return { total: lessons.length, stages: new Set(lessons.map((l) => l.stage)).size, active, inactive: lessons.length - active };
  }, [lessons]);

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const filtered = lessons.filter(
      (l) =>
        (!stage || l.stage === stage) &&
        (!difficulty || l.difficulty === difficulty) &&
        (!needle || [l.title, l.description, l.stageName, ...l.tags].some((t) => t.toLowerCase().includes(needle))),
    );
    return sortRows(filtered, sort, sortValue);
  }, [lessons, search, stage, difficulty, sort]);

  const paged = usePage(rows);
  // Only lessons still listed count as selected (a refresh may have removed some).
  const selectedIds = lessons.filter((l) => selection.isSelected(l.id)).map((l) => l.id);
  const allShownSelected = rows.length > 0 && rows.every((l) => selection.isSelected(l.id));
  const someShownSelected = rows.some((l) => selection.isSelected(l.id));

  const deleteSelected = () =>
    setConfirm({
      title: 'Delete lessons',
      message: LESSON_TOASTS.confirmDelete(selectedIds.length),
      run: async () => {
        const ids = [...selectedIds];
        const results = await write
          .mutateAsync(() => Promise.allSettled(ids.map((id) => adminRequest(`/lessons/${id}?permanent=true`, { method: 'DELETE' }))))
          .catch(() => null);
        const settled = (results ?? []) as PromiseSettledResult<unknown>[];
        const failed = settled.filter((r) => r.status === 'rejected').length;
        selection.setAll(
          ids.filter((_, i) => settled[i]?.status !== 'fulfilled'),
          true,
        );
        if (results && failed === 0) toast.success(LESSON_TOASTS.bulkDeleted(ids.length));
        else toast.error(LESSON_TOASTS.bulkDeleteFailed);
      },
    });

  const deleteAll = () =>
    setConfirm({
      title: 'Delete all lessons',
      message: LESSON_TOASTS.confirmDeleteAll,
      run: async () => {
        await act(() => adminRequest('/lessons/bulk/all', { method: 'DELETE' }), LESSON_TOASTS.allDeleted, LESSON_TOASTS.deleteAllFailed);
        selection.clear();
      },
    });

  const deleteOne = (l: AdminLesson) =>
    setConfirm({
      title: 'Delete lesson permanently',
      message: (
        <>
          <p className="font-semibold text-slate-900">{l.title}</p>
          <p className="mt-1">{LESSON_TOASTS.confirmDelete(1)}</p>
        </>
      ),
      run: async () => {
        await act(() => adminRequest(`/lessons/${l.id}?permanent=true`, { method: 'DELETE' }), LESSON_TOASTS.deleted, LESSON_TOASTS.deleteFailed);
        if (selection.isSelected(l.id)) selection.toggle(l.id);
      },
    });

  const exportAll = async () => {
    setExporting(true);
    try {
      await downloadFile('/lessons/bulk/export', 'lessons_export.csv');
      toast.success(PROMPT_TOASTS.lessonsExported);
    } catch {
      toast.error(PROMPT_TOASTS.lessonsExportFailed);
    } finally {
      setExporting(false);
    }
  };

  const template = async () => {
    try {
      await downloadFile('/lessons/bulk/template', 'lessons_template.csv');
    } catch (error) {
      toast.error(`Template download failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <div className="space-y-5">
      <IntroCard title="Lessons">
        The Prompt School course: every lesson, its stage and order. Inactive and archived lessons are hidden from visitors. Edit the HTML content with a live preview, or import and export
        the whole course as CSV.
      </IntroCard>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard label="Total Lessons" value={stats.total} />
        <StatCard label="Stages" value={stats.stages} />
        <StatCard label="Active" value={stats.active} tone="text-emerald-700" />
        <StatCard label="Inactive" value={stats.inactive} tone="text-slate-500" />
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button tone="primary" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden /> Add Lesson
        </Button>
        <Button onClick={() => setImporting(true)}>
          <Upload className="size-4" aria-hidden /> Import
        </Button>
        <Button onClick={() => void exportAll()} busy={exporting}>
          <Download className="size-4" aria-hidden /> Export
        </Button>
        <Button onClick={() => void template()}>
          <FileDown className="size-4" aria-hidden /> Template
        </Button>
        <Button tone="danger" disabled={selectedIds.length === 0} onClick={deleteSelected}>
          <Trash2 className="size-4" aria-hidden /> Delete {selectedIds.length} Selected
        </Button>
        <Button tone="danger" disabled={lessons.length === 0} onClick={deleteAll}>
          <Trash2 className="size-4" aria-hidden /> Delete All
        </Button>
        <Button tone="ghost" onClick={onRefresh} disabled={refreshing} className="ml-auto">
          <RefreshCw className={`size-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden /> Refresh
        </Button>
      </div>

      <div className="flex flex-wrap gap-3">
        <div className="relative min-w-[16rem] flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input type="search" aria-label="Search lessons" placeholder="Search lessons..." value={search} onChange={(e) => setSearch(e.target.value)} className={`${inputClass} pl-9`} />
        </div>
        <select aria-label="Filter by stage" value={stage} onChange={(e) => setStage(e.target.value)} className={filterClass}>
          <option value="">All stages</option>
          {LESSON_STAGES.map((s) => (
            <option key={s} value={s}>
              {lessonStageLabel(s)}
            </option>
          ))}
        </select>
        <select aria-label="Filter by difficulty" value={difficulty} onChange={(e) => setDifficulty(e.target.value)} className={filterClass}>
          <option value="">All difficulties</option>
          {LESSON_DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {d[0].toUpperCase() + d.slice(1)}
            </option>
          ))}
        </select>
      </div>

      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Lessons</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={`Select all ${rows.length} matching lessons`}
                  className="size-4 accent-brand-600"
                  checked={allShownSelected}
                  ref={(el) => {
                    if (el) el.indeterminate = someShownSelected && !allShownSelected;
                  }}
                  disabled={rows.length === 0}
                  onChange={(e) => selection.setAll(e.target.checked ? [...new Set([...selectedIds, ...rows.map((l) => l.id)])] : selectedIds.filter((id) => !rows.some((l) => l.id === id)), true)}
                />
              </th>
              <SortHeader label="Title" column="title" sort={sort} onSort={setSort} />
              <SortHeader label="Stage" column="stage" sort={sort} onSort={setSort} />
              <SortHeader label="Difficulty" column="difficulty" sort={sort} onSort={setSort} />
              <SortHeader label="Order" column="order" sort={sort} onSort={setSort} />
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Status
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 && (
              <tr>
                <td colSpan={7} className="px-3 py-10 text-center text-slate-500">
                  {lessons.length === 0 ? 'No lessons yet. Add one or import a CSV file.' : 'No lessons match the search and filters.'}
                </td>
              </tr>
            )}
            {paged.rows.map((l) => {
              const status = lessonStatus(l);
              return (
                <tr key={l.id} className={selection.isSelected(l.id) ? 'bg-brand-50/50' : 'hover:bg-slate-50'}>
                  <td className="px-3 py-2">
                    <input type="checkbox" aria-label={`Select ${l.title}`} className="size-4 accent-brand-600" checked={selection.isSelected(l.id)} onChange={() => selection.toggle(l.id)} />
                  </td>
                  <th scope="row" className="max-w-md px-3 py-2 text-left font-normal">
                    <span className="block font-semibold text-slate-900">{l.title}</span>
                    <span className="line-clamp-1 text-xs text-slate-500">
                      #{l.id} · {l.duration} · {l.description}
                    </span>
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700">{l.stageName || lessonStageLabel(l.stage)}</td>
                  <td className="px-3 py-2 text-slate-700 capitalize">{l.difficulty}</td>
                  <td className="px-3 py-2 text-slate-700 tabular-nums">{l.order}</td>
                  <td className="px-3 py-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}>{status}</span>
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-0.5">
                      <IconButton label={`Edit ${l.title}`} onClick={() => setEditing(l)}>
                        <Pencil className="size-4" aria-hidden />
                      </IconButton>
                      <IconButton
                        label={`${l.isActive ? 'Disable' : 'Enable'} ${l.title}`}
                        disabled={write.isPending}
                        onClick={() =>
                          void act(
                            () => adminRequest(`/lessons/${l.id}`, { method: 'PUT', body: lessonBody(l, { isActive: !l.isActive }) }),
                            LESSON_TOASTS.toggled,
                            LESSON_TOASTS.toggleFailed,
                          )
                        }
                      >
                        {l.isActive ? <PowerOff className="size-4" aria-hidden /> : <Power className="size-4 text-emerald-700" aria-hidden />}
                      </IconButton>
                      {l.isActive && !l.isArchived && (
                        <IconButton
                          label={`Archive ${l.title}`}
                          disabled={write.isPending}
                          onClick={() => void act(() => adminRequest(`/lessons/${l.id}?archive=true`, { method: 'DELETE' }), LESSON_TOASTS.archived, LESSON_TOASTS.archiveFailed)}
                        >
                          <Archive className="size-4" aria-hidden />
                        </IconButton>
                      )}
                      <IconButton label={`Delete ${l.title} permanently`} className="text-red-600 hover:bg-red-50 hover:text-red-700" onClick={() => deleteOne(l)}>
                        <Trash2 className="size-4" aria-hidden />
                      </IconButton>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <Pager {...paged} />
      </div>
      <p className="text-xs text-slate-500">
        {rows.length === lessons.length ? `${lessons.length} lessons` : `${rows.length} of ${lessons.length} lessons match the search and filters`}{selectedIds.length > 0 && ` · ${selectedIds.length} selected`}
      </p>

      {editing && <LessonFormModal lesson={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {importing && (
        <CsvUploadModal
          entity="Lessons"
          uploadPath="/lessons/bulk/upload"
          touches={LESSON_KEYS}
          onImported={(n) => toast.success(LESSON_TOASTS.imported(n))}
          onFailed={() => toast.error(LESSON_TOASTS.importFailed)}
          onClose={() => setImporting(false)}
        />
      )}
      {confirm && <ConfirmDialog title={confirm.title} message={confirm.message} onConfirm={confirm.run} onClose={() => setConfirm(null)} />}
    </div>
  );
}
