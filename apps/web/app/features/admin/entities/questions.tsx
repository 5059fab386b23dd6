import { useState } from 'react';
import { Settings } from 'lucide-react';
import {
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_LABELS,
  QUESTION_DIFFICULTIES,
  QUESTION_TOASTS,
  SCHOOL_TOAST_MS,
  type AdminQuestion,
  type QuestionCategory,
} from '@ai4n/shared';
import { Button } from '../../../components/ui/button';
import { entityKeys } from '../api/admin-query';
import { deleteAllQuestions } from '../api/delete-all-questions';
import { deleteQuestion } from '../api/delete-question';
import { useQuizSettings } from '../api/get-quiz-settings';
import { updateQuestion } from '../api/update-question';
import { QuestionForm } from '../components/question-form';
import { QuizSettingsDialog } from '../components/quiz-settings-dialog';
import { csvTransfer } from '../components/resource-panel/csv-transfer';
import { deletions } from '../components/resource-panel/deletions';
import { ActivityPill } from '../components/resource-panel/panel-parts';
import { deleteAction, editAction } from '../components/resource-panel/resource-panel';
import { difficultyFilter, emptyText, namingColumn, toggleActiveAction } from '../components/resource-panel/columns';
import type { ResourceDefinition } from '../components/resource-panel/resource-definition';

const DIFFICULTY_TONES = { easy: 'text-emerald-700', medium: 'text-amber-700', hard: 'text-red-700' } as const;
const categoryLabel = (c: string) => QUESTION_CATEGORY_LABELS[c as QuestionCategory];
/** How a row names its question: 'question 12: Which of these ...'. */
const named = (q: AdminQuestion) =>
  `question ${q.id}: ${q.question.length > 60 ? `${q.question.slice(0, 57)}...` : q.question}`;

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

/** The Quiz tab: the question bank and the quiz settings (docs/spec/admin.md section 2). */
export const questionsDefinition: ResourceDefinition<AdminQuestion> = {
  noun: 'questions',
  loadFailed: { text: QUESTION_TOASTS.loadFailed, cachedNote: QUESTION_TOASTS.cached },
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
  toolbar: {
    placement: 'row',
    items: ['add', 'import', 'export', 'template', QuizSettingsButton, 'bulk', 'delete-all', 'refresh'],
  },
  search: {
    label: 'Search questions',
    className: 'min-w-[16rem]',
    text: (q) => [q.question, q.explanation ?? '', ...q.options, ...q.tags, String(q.id)].join('\n'),
  },
  filters: [
    {
      label: 'Filter by category',
      all: 'All categories',
      options: QUESTION_CATEGORIES,
      optionLabel: categoryLabel,
      matches: (q, v) => q.category === v,
    },
    difficultyFilter(QUESTION_DIFFICULTIES),
  ],
  table: {
    caption: 'Quiz questions',
    look: 'rich',
    empty: emptyText('questions'),
    selectLabel: (q) => `Select question ${q.id}`,
    initialSort: { column: 'id' },
  },
  columns: [
    { id: 'id', header: 'ID', className: 'text-slate-500 tabular-nums', sortValue: (q) => q.id, cell: (q) => q.id },
    namingColumn({
      id: 'question',
      header: 'Question',
      className: 'max-w-lg',
      detail: (q) => (
        <>
          {q.options.length} options · correct: {q.options[q.correctAnswer] ?? '—'}
        </>
      ),
    }),
    {
      id: 'category',
      header: 'Category',
      className: 'whitespace-nowrap text-slate-700',
      sortValue: (q) => categoryLabel(q.category),
      cell: (q) => categoryLabel(q.category),
    },
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
    toggleActiveAction({
      named,
      setActive: (q, isActive) => updateQuestion({ id: q.id, data: { isActive } }),
      toasts: QUESTION_TOASTS,
      inMenu: true,
    }),
    deleteAction((q) => `Delete ${named(q)}`, { red: true, menuLabel: 'Delete' }),
  ],
  rowMenu: (q) => `Options for question ${q.id}`,
  add: { label: 'Add Question' },
  form: QuestionForm,
  ...csvTransfer(
    'questions',
    'Questions',
    {
      ...QUESTION_TOASTS,
      exported: 'Questions export completed successfully!',
      exportFailed: 'Questions export failed',
    },
    { showBusy: true },
  ),
  ...deletions({
    named: (q) => q.question,
    titles: { one: 'Delete question', selected: 'Delete questions', all: 'Delete all questions' },
    bulkLabel: (n) => `Delete Selected${n > 0 ? ` (${n})` : ''}`,
    texts: QUESTION_TOASTS,
    remove: (q) => deleteQuestion(q.id),
    removeAll: deleteAllQuestions,
  }),
};
