import { useMemo, useState } from 'react';
import { Archive, Plus, Power, PowerOff, Trash2 } from 'lucide-react';
import { LESSON_DIFFICULTIES, LESSON_STAGES, LESSON_TOASTS, PROMPT_TOASTS, SCHOOL_TOAST_MS, type AdminLesson, type Lesson } from '@ai4n/shared';
import { adminKeys } from '../api/admin-api';
import { adminRequest } from '../lib/admin-session';
import { CsvUploadModal } from './csv-upload-modal';
import { ColumnHeader, DataTable, MatchCount, SelectAllHeader, SelectableRow } from './data-table';
import { CsvButtons } from './downloads';
import { LessonFormModal, lessonStageLabel } from './lesson-form-modal';
import { useToast } from './toasts';
import { useToastedWrite } from './toasted-write';
import { ActivityPill, Button, ConfirmDialog, DeleteButton, EditButton, FilterSelect, IconButton, IntroCard, RefreshButton, SearchBox, SortHeader, StatCard, capitalise, sortRows, usePage, useSelection, type Confirmation, type SortState } from './ui';

type SortKey = 'title' | 'stage' | 'difficulty' | 'order';
const LESSON_KEYS = [adminKeys.lessons, ['lessons']] as const;

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
  const { write, act, deleteEach } = useToastedWrite(LESSON_KEYS, toast);

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

  const deleteSelected = () =>
    setConfirm({
      title: 'Delete lessons',
      message: LESSON_TOASTS.confirmDelete(selectedIds.length),
      run: async () => {
        const ids = [...selectedIds];
        const { left, allDeleted } = await deleteEach(ids, (id) => `/lessons/${id}?permanent=true`);
        selection.setAll(left, true);
        if (allDeleted) toast.success(LESSON_TOASTS.bulkDeleted(ids.length));
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
        <CsvButtons
          toast={toast}
          onImport={() => setImporting(true)}
          exportFile={{ path: '/lessons/bulk/export', file: 'lessons_export.csv', ok: PROMPT_TOASTS.lessonsExported, failed: PROMPT_TOASTS.lessonsExportFailed }}
          templatePath="/lessons/bulk/template"
          templateFile="lessons_template.csv"
        />
        <Button tone="danger" disabled={selectedIds.length === 0} onClick={deleteSelected}>
          <Trash2 className="size-4" aria-hidden /> Delete {selectedIds.length} Selected
        </Button>
        <Button tone="danger" disabled={lessons.length === 0} onClick={deleteAll}>
          <Trash2 className="size-4" aria-hidden /> Delete All
        </Button>
        <RefreshButton tone="ghost" refreshing={refreshing} onRefresh={onRefresh} className="ml-auto" />
      </div>

      <div className="flex flex-wrap gap-3">
        <SearchBox label="Search lessons" value={search} onChange={setSearch} className="min-w-[16rem]" />
        <FilterSelect label="Filter by stage" value={stage} onChange={setStage} all="All stages" options={LESSON_STAGES} optionLabel={lessonStageLabel} />
        <FilterSelect label="Filter by difficulty" value={difficulty} onChange={setDifficulty} all="All difficulties" options={LESSON_DIFFICULTIES} optionLabel={capitalise} />
      </div>

      <DataTable
        look="rich"
        caption="Lessons"
        columns={7}
        page={paged}
        empty={lessons.length === 0 ? 'No lessons yet. Add one or import a CSV file.' : 'No lessons match the search and filters.'}
        head={
          <>
            <SelectAllHeader
              label={`Select all ${rows.length} matching lessons`}
              shown={rows.map((l) => l.id)}
              selected={selectedIds}
              onSelect={(ids) => selection.setAll(ids, true)}
            />
            <SortHeader label="Title" column="title" sort={sort} onSort={setSort} />
            <SortHeader label="Stage" column="stage" sort={sort} onSort={setSort} />
            <SortHeader label="Difficulty" column="difficulty" sort={sort} onSort={setSort} />
            <SortHeader label="Order" column="order" sort={sort} onSort={setSort} />
            <ColumnHeader>Status</ColumnHeader>
            <ColumnHeader align="right">Actions</ColumnHeader>
          </>
        }
      >
        {paged.rows.map((l) => (
          <SelectableRow key={l.id} label={`Select ${l.title}`} selected={selection.isSelected(l.id)} onToggle={() => selection.toggle(l.id)}>
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
              <ActivityPill item={l} />
            </td>
            <td className="px-3 py-2">
              <div className="flex justify-end gap-0.5">
                <EditButton label={`Edit ${l.title}`} onClick={() => setEditing(l)} />
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
                <DeleteButton red label={`Delete ${l.title} permanently`} onClick={() => deleteOne(l)} />
              </div>
            </td>
          </SelectableRow>
        ))}
      </DataTable>
      <MatchCount shown={rows.length} total={lessons.length} noun="lessons" selected={selectedIds.length} />

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
