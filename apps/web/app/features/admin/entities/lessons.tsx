import { Archive } from 'lucide-react';
import {
  LESSON_DIFFICULTIES,
  LESSON_STAGES,
  LESSON_TOASTS,
  PROMPT_TOASTS,
  SCHOOL_TOAST_MS,
  type AdminLesson,
} from '@ai4n/shared';
import { entityKeys } from '../api/admin-query';
import { archiveLesson } from '../api/archive-lesson';
import { deleteAllLessons } from '../api/delete-all-lessons';
import { deleteLesson } from '../api/delete-lesson';
import { updateLesson } from '../api/update-lesson';
import { LessonForm } from '../components/lesson-form';
import { LessonLinksWarning } from '../components/lesson-links-warning';
import { csvTransfer } from '../components/resource-panel/csv-transfer';
import { deletions } from '../components/resource-panel/deletions';
import { ActivityPill } from '../components/resource-panel/panel-parts';
import { deleteAction, editAction } from '../components/resource-panel/resource-panel';
import { difficultyFilter, emptyText, namingColumn, toggleActiveAction } from '../components/resource-panel/columns';
import type { ResourceDefinition } from '../components/resource-panel/resource-definition';
import { lessonStageLabel } from '../lib/labels';

/** The Lessons tab (docs/spec/admin.md section 2). */
export const lessonsDefinition: ResourceDefinition<AdminLesson> = {
  noun: 'lessons',
  loadFailed: { text: LESSON_TOASTS.loadFailed },
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
  search: {
    label: 'Search lessons',
    className: 'min-w-[16rem]',
    text: (l) => [l.title, l.description, l.stageName, ...l.tags].join('\n'),
  },
  filters: [
    {
      label: 'Filter by stage',
      all: 'All stages',
      options: LESSON_STAGES,
      optionLabel: lessonStageLabel,
      matches: (l, v) => l.stage === v,
    },
    difficultyFilter(LESSON_DIFFICULTIES),
  ],
  table: {
    caption: 'Lessons',
    look: 'rich',
    empty: emptyText('lessons'),
    selectLabel: (l) => `Select ${l.title}`,
    initialSort: { column: 'order' },
  },
  columns: [
    namingColumn({
      id: 'title',
      header: 'Title',
      className: 'max-w-md',
      detail: (l) => (
        <>
          #{l.id} · {l.duration} · {l.description}
        </>
      ),
    }),
    {
      id: 'stage',
      header: 'Stage',
      className: 'whitespace-nowrap text-slate-700',
      sortValue: (l) => LESSON_STAGES.indexOf(l.stage) * 100_000 + l.order,
      cell: (l) => l.stageName || lessonStageLabel(l.stage),
    },
    {
      id: 'difficulty',
      header: 'Difficulty',
      className: 'text-slate-700 capitalize',
      sortValue: (l) => LESSON_DIFFICULTIES.indexOf(l.difficulty),
      cell: (l) => l.difficulty,
    },
    {
      id: 'order',
      header: 'Order',
      className: 'text-slate-700 tabular-nums',
      sortValue: (l) => l.order,
      cell: (l) => l.order,
    },
    { id: 'status', header: 'Status', cell: (l) => <ActivityPill item={l} /> },
  ],
  rowActions: [
    editAction((l) => `Edit ${l.title}`),
    toggleActiveAction({
      named: (l) => l.title,
      setActive: (l, isActive) => updateLesson({ id: l.id, data: { isActive } }),
      toasts: LESSON_TOASTS,
    }),
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
  ...csvTransfer(
    'lessons',
    'Lessons',
    { ...LESSON_TOASTS, exported: PROMPT_TOASTS.lessonsExported, exportFailed: PROMPT_TOASTS.lessonsExportFailed },
    { showBusy: true },
  ),
  ...deletions({
    named: (l) => l.title,
    titles: { one: 'Delete lesson permanently', selected: 'Delete lessons', all: 'Delete all lessons' },
    bulkLabel: (n) => `Delete ${n} Selected`,
    texts: LESSON_TOASTS,
    bulkFailed: LESSON_TOASTS.bulkDeleteFailed,
    remove: (l) => deleteLesson(l.id),
    removeAll: deleteAllLessons,
    warning: (lessons) => <LessonLinksWarning lessonIds={lessons.map((l) => l.id)} />,
  }),
};
