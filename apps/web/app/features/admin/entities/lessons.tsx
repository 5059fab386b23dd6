import { Archive, Power, PowerOff, Trash2 } from 'lucide-react';
import { LESSON_DIFFICULTIES, LESSON_STAGES, LESSON_TOASTS, PROMPT_TOASTS, SCHOOL_TOAST_MS, type AdminLesson } from '@ai4n/shared';
import { entityKeys } from '../api/admin-query';
import { archiveLesson } from '../api/archive-lesson';
import { deleteAllLessons } from '../api/delete-all-lessons';
import { deleteLesson } from '../api/delete-lesson';
import { downloadExport } from '../api/download-export';
import { downloadTemplate } from '../api/download-template';
import { updateLesson } from '../api/update-lesson';
import { LessonForm } from '../components/lesson-form';
import { csvImporter } from '../components/resource-panel/csv-importer';
import { ActivityPill } from '../components/resource-panel/panel-parts';
import { ResourcePanel, deleteAction, editAction, type ResourcePanelProps } from '../components/resource-panel/resource-panel';
import type { ResourceDefinition } from '../components/resource-panel/resource-definition';
import { capitalise, lessonStageLabel } from '../lib/labels';

const confirmDelete = (l: AdminLesson) => ({
  title: 'Delete lesson permanently',
  message: (
    <>
      <p className="font-semibold text-slate-900">{l.title}</p>
      <p className="mt-1">{LESSON_TOASTS.confirmDelete(1)}</p>
    </>
  ),
});

/** The Lessons tab (admin.md section 2). */
export const lessonsDefinition: ResourceDefinition<AdminLesson> = {
  noun: 'lessons',
  rowId: (l) => l.id,
  keys: entityKeys.lessons,
  toastMs: SCHOOL_TOAST_MS,
  intro: {
    title: 'Lessons',
    body: 'The Prompt School course: every lesson, its stage and order. Inactive and archived lessons are hidden from visitors. Edit the HTML content with a live preview, or import and export the whole course as CSV.',
  },
  useStats: (lessons) => {
    const active = lessons.filter((l) => l.isActive && !l.isArchived).length;
    return [
      { label: 'Total Lessons', value: lessons.length },
      { label: 'Stages', value: new Set(lessons.map((l) => l.stage)).size },
      { label: 'Active', value: active, tone: 'text-emerald-700' },
      { label: 'Inactive', value: lessons.length - active, tone: 'text-slate-500' },
    ];
  },
  toolbar: { placement: 'row', items: ['add', 'import', 'export', 'template', 'bulk', 'delete-all', 'refresh'] },
  search: { label: 'Search lessons', className: 'min-w-[16rem]', text: (l) => [l.title, l.description, l.stageName, ...l.tags].join('\n') },
  filters: [
    { label: 'Filter by stage', all: 'All stages', options: LESSON_STAGES, optionLabel: lessonStageLabel, matches: (l, v) => l.stage === v },
    { label: 'Filter by difficulty', all: 'All difficulties', options: LESSON_DIFFICULTIES, optionLabel: capitalise, matches: (l, v) => l.difficulty === v },
  ],
  table: {
    caption: 'Lessons',
    look: 'rich',
    empty: (total) => (total === 0 ? 'No lessons yet. Add one or import a CSV file.' : 'No lessons match the search and filters.'),
    selectLabel: (l) => `Select ${l.title}`,
    initialSort: { column: 'order' },
  },
  columns: [
    {
      id: 'title',
      header: 'Title',
      rowHeader: true,
      className: 'max-w-md',
      sortValue: (l) => l.title.toLowerCase(),
      cell: (l) => (
        <>
          <span className="block font-semibold text-slate-900">{l.title}</span>
          <span className="line-clamp-1 text-xs text-slate-500">
            #{l.id} · {l.duration} · {l.description}
          </span>
        </>
      ),
    },
    { id: 'stage', header: 'Stage', className: 'whitespace-nowrap text-slate-700', sortValue: (l) => LESSON_STAGES.indexOf(l.stage) * 100_000 + l.order, cell: (l) => l.stageName || lessonStageLabel(l.stage) },
    { id: 'difficulty', header: 'Difficulty', className: 'text-slate-700 capitalize', sortValue: (l) => LESSON_DIFFICULTIES.indexOf(l.difficulty), cell: (l) => l.difficulty },
    { id: 'order', header: 'Order', className: 'text-slate-700 tabular-nums', sortValue: (l) => l.order, cell: (l) => l.order },
    { id: 'status', header: 'Status', cell: (l) => <ActivityPill item={l} /> },
  ],
  rowActions: [
    editAction((l) => `Edit ${l.title}`),
    {
      type: 'write',
      label: (l) => `${l.isActive ? 'Disable' : 'Enable'} ${l.title}`,
      icon: (l) => (l.isActive ? <PowerOff className="size-4" aria-hidden /> : <Power className="size-4 text-emerald-700" aria-hidden />),
      run: (l) => updateLesson({ id: l.id, data: { isActive: !l.isActive } }),
      ok: LESSON_TOASTS.toggled,
      failed: LESSON_TOASTS.toggleFailed,
    },
    {
      type: 'write',
      label: (l) => `Archive ${l.title}`,
      icon: () => <Archive className="size-4" aria-hidden />,
      visible: (l) => l.isActive && !l.isArchived,
      run: (l) => archiveLesson(l.id),
      ok: LESSON_TOASTS.archived,
      failed: LESSON_TOASTS.archiveFailed,
    },
    deleteAction((l) => `Delete ${l.title} permanently`, { red: true }),
  ],
  add: { label: 'Add Lesson' },
  form: LessonForm,
  importer: csvImporter('lessons', 'Lessons', LESSON_TOASTS),
  exportFile: { run: () => downloadExport('lessons'), ok: PROMPT_TOASTS.lessonsExported, failed: PROMPT_TOASTS.lessonsExportFailed, showBusy: true },
  template: { run: () => downloadTemplate('lessons') },
  remove: { confirm: confirmDelete, run: (l) => deleteLesson(l.id), ok: LESSON_TOASTS.deleted, failed: LESSON_TOASTS.deleteFailed },
  bulkActions: [
    {
      label: (n) => `Delete ${n} Selected`,
      icon: <Trash2 className="size-4" aria-hidden />,
      confirm: (n) => ({ title: 'Delete lessons', message: LESSON_TOASTS.confirmDelete(n) }),
      run: (l) => deleteLesson(l.id),
      ok: LESSON_TOASTS.bulkDeleted,
      failed: LESSON_TOASTS.bulkDeleteFailed,
    },
  ],
  deleteAll: {
    confirm: () => ({ title: 'Delete all lessons', message: LESSON_TOASTS.confirmDeleteAll }),
    run: deleteAllLessons,
    ok: LESSON_TOASTS.allDeleted,
    failed: LESSON_TOASTS.deleteAllFailed,
  },
};

export function LessonsPanel({ lessons, ...props }: Omit<ResourcePanelProps<AdminLesson>, 'rows'> & { lessons: AdminLesson[] }) {
  return <ResourcePanel definition={lessonsDefinition} rows={lessons} {...props} />;
}
