import { useState } from 'react';
import { Power, PowerOff, Settings, Trash2 } from 'lucide-react';
import { QUESTION_CATEGORIES, QUESTION_CATEGORY_LABELS, QUESTION_DIFFICULTIES, QUESTION_TOASTS, SCHOOL_TOAST_MS, type AdminQuestion, type QuestionCategory } from '@ai4n/shared';
import { Button } from '../../../components/ui/button';
import { entityKeys } from '../api/admin-query';
import { deleteAllQuestions } from '../api/delete-all-questions';
import { deleteQuestion } from '../api/delete-question';
import { downloadExport } from '../api/download-export';
import { downloadTemplate } from '../api/download-template';
import { useQuizSettings } from '../api/get-quiz-settings';
import { updateQuestion } from '../api/update-question';
import { QuestionForm } from '../components/question-form';
import { QuizSettingsDialog } from '../components/quiz-settings-dialog';
import { csvImporter } from '../components/resource-panel/csv-importer';
import { ActivityPill } from '../components/resource-panel/panel-parts';
import { ResourcePanel, deleteAction, editAction, type ResourcePanelProps } from '../components/resource-panel/resource-panel';
import type { ResourceDefinition } from '../components/resource-panel/resource-definition';
import { capitalise } from '../lib/labels';

const DIFFICULTY_TONES = { easy: 'text-emerald-700', medium: 'text-amber-700', hard: 'text-red-700' } as const;
const categoryLabel = (c: string) => QUESTION_CATEGORY_LABELS[c as QuestionCategory];
/** How a row names its question: 'question 12: Which of these ...'. */
const named = (q: AdminQuestion) => `question ${q.id}: ${q.question.length > 60 ? `${q.question.slice(0, 57)}...` : q.question}`;

/** The quiz settings (how many questions a quiz has, the pass mark), in their own dialog. */
function QuizSettingsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Settings className="size-4" aria-hidden /> Settings
      </Button>
      {open && <QuizSettingsDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/** The Quiz tab: the question bank and the quiz settings (admin.md section 2). */
export const questionsDefinition: ResourceDefinition<AdminQuestion> = {
  noun: 'questions',
  rowId: (q) => q.id,
  keys: entityKeys.questions,
  toastMs: SCHOOL_TOAST_MS,
  intro: {
    title: 'Quiz questions',
    body: 'The question bank the final quiz draws from. Only active questions are used; the quiz settings set how many questions a quiz has and the pass mark.',
  },
  useStats: (questions) => {
    const settings = useQuizSettings();
    return [
      { label: 'Total Questions', value: questions.length },
      { label: 'Categories', value: new Set(questions.map((q) => q.category)).size },
      { label: 'Active', value: questions.filter((q) => q.isActive && !q.isArchived).length, tone: 'text-emerald-700' },
      { label: 'Questions Per Quiz', value: settings.data?.questionsPerQuiz ?? '—', tone: 'text-brand-700' },
    ];
  },
  toolbar: { placement: 'row', items: ['add', 'import', 'export', 'template', QuizSettingsButton, 'bulk', 'delete-all', 'refresh'] },
  search: { label: 'Search questions', className: 'min-w-[16rem]', text: (q) => [q.question, q.explanation ?? '', ...q.options, ...q.tags, String(q.id)].join('\n') },
  filters: [
    { label: 'Filter by category', all: 'All categories', options: QUESTION_CATEGORIES, optionLabel: categoryLabel, matches: (q, v) => q.category === v },
    { label: 'Filter by difficulty', all: 'All difficulties', options: QUESTION_DIFFICULTIES, optionLabel: capitalise, matches: (q, v) => q.difficulty === v },
  ],
  table: {
    caption: 'Quiz questions',
    look: 'rich',
    empty: (total) => (total === 0 ? 'No questions yet. Add one or import a CSV file.' : 'No questions match the search and filters.'),
    selectLabel: (q) => `Select question ${q.id}`,
    initialSort: { column: 'id' },
  },
  columns: [
    { id: 'id', header: 'ID', className: 'text-slate-500 tabular-nums', sortValue: (q) => q.id, cell: (q) => q.id },
    {
      id: 'question',
      header: 'Question',
      rowHeader: true,
      className: 'max-w-lg',
      sortValue: (q) => q.question.toLowerCase(),
      cell: (q) => (
        <>
          <span className="block font-semibold text-slate-900">{q.question}</span>
          <span className="line-clamp-1 text-xs text-slate-500">
            {q.options.length} options · correct: {q.options[q.correctAnswer] ?? '—'}
          </span>
        </>
      ),
    },
    { id: 'category', header: 'Category', className: 'whitespace-nowrap text-slate-700', sortValue: (q) => categoryLabel(q.category), cell: (q) => categoryLabel(q.category) },
    {
      id: 'difficulty',
      header: 'Difficulty',
      sortValue: (q) => QUESTION_DIFFICULTIES.indexOf(q.difficulty),
      cell: (q) => <span className={`font-medium capitalize ${DIFFICULTY_TONES[q.difficulty]}`}>{q.difficulty}</span>,
    },
    { id: 'points', header: 'Points', className: 'text-slate-700 tabular-nums', cell: (q) => q.points },
    { id: 'status', header: 'Status', cell: (q) => <ActivityPill item={q} /> },
  ],
  rowActions: [
    editAction((q) => `Edit ${named(q)}`, 'Edit'),
    {
      type: 'write',
      label: (q) => `${q.isActive ? 'Disable' : 'Enable'} ${named(q)}`,
      menuLabel: (q) => (q.isActive ? 'Disable' : 'Enable'),
      icon: (q) => (q.isActive ? <PowerOff className="size-4" aria-hidden /> : <Power className="size-4 text-emerald-700" aria-hidden />),
      run: (q) => updateQuestion({ id: q.id, data: { isActive: !q.isActive } }),
      ok: QUESTION_TOASTS.toggled,
      failed: QUESTION_TOASTS.toggleFailed,
    },
    deleteAction((q) => `Delete ${named(q)}`, { red: true, menuLabel: 'Delete' }),
  ],
  rowMenu: (q) => `Options for question ${q.id}`,
  add: { label: 'Add Question' },
  form: QuestionForm,
  importer: csvImporter('questions', 'Questions', QUESTION_TOASTS),
  exportFile: { run: () => downloadExport('questions'), ok: 'Questions export completed successfully!', failed: 'Questions export failed', showBusy: true },
  template: { run: () => downloadTemplate('questions') },
  remove: {
    confirm: (q) => ({
      title: 'Delete question',
      message: (
        <>
          <p className="font-semibold text-slate-900">{q.question}</p>
          <p className="mt-1">{QUESTION_TOASTS.confirmDelete(1)}</p>
        </>
      ),
    }),
    run: (q) => deleteQuestion(q.id),
    ok: QUESTION_TOASTS.deleted,
    failed: QUESTION_TOASTS.deleteFailed,
  },
  bulkActions: [
    {
      label: (n) => `Delete Selected${n > 0 ? ` (${n})` : ''}`,
      icon: <Trash2 className="size-4" aria-hidden />,
      confirm: (n) => ({ title: 'Delete questions', message: QUESTION_TOASTS.confirmDelete(n) }),
      run: (q) => deleteQuestion(q.id),
      ok: QUESTION_TOASTS.bulkDeleted,
      failed: QUESTION_TOASTS.deleteFailed,
    },
  ],
  deleteAll: {
    confirm: () => ({ title: 'Delete all questions', message: QUESTION_TOASTS.confirmDeleteAll }),
    run: deleteAllQuestions,
    ok: QUESTION_TOASTS.allDeleted,
    failed: QUESTION_TOASTS.deleteAllFailed,
  },
};

export function QuestionsPanel({ questions, ...props }: Omit<ResourcePanelProps<AdminQuestion>, 'rows'> & { questions: AdminQuestion[] }) {
  return <ResourcePanel definition={questionsDefinition} rows={questions} {...props} />;
}
