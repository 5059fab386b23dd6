import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { MoreHorizontal, Plus, Power, PowerOff, Settings, Trash2 } from 'lucide-react';
import { QUESTION_CATEGORIES, QUESTION_CATEGORY_LABELS, QUESTION_DIFFICULTIES, QUESTION_TOASTS, SCHOOL_TOAST_MS, type AdminQuestion } from '@ai4n/shared';
import { adminKeys, useQuizSettings } from '../api/admin-api';
import { adminRequest } from '../lib/admin-session';
import { CsvUploadModal } from './csv-upload-modal';
import { ColumnHeader, DataTable, MatchCount, SelectAllHeader, SelectableRow } from './data-table';
import { CsvButtons } from './downloads';
import { QuestionFormModal, questionBody } from './question-form-modal';
import { QuizSettingsDialog } from './quiz-settings-dialog';
import { useToast } from './toasts';
import { useToastedWrite } from './toasted-write';
import { ActivityPill, Button, ConfirmDialog, DeleteButton, EditButton, FilterSelect, IconButton, IntroCard, RefreshButton, SearchBox, SortHeader, StatCard, capitalise, sortRows, usePage, useSelection, type Confirmation, type SortState } from './ui';

type SortKey = 'id' | 'question' | 'category' | 'difficulty';
const QUESTION_KEYS = [adminKeys.questions, ['questions']] as const;
const categoryLabel = (c: (typeof QUESTION_CATEGORIES)[number]) => QUESTION_CATEGORY_LABELS[c];

const DIFFICULTY_TONES = { easy: 'text-emerald-700', medium: 'text-amber-700', hard: 'text-red-700' } as const;

const sortValue = (q: AdminQuestion, key: SortKey): string | number => {
  switch (key) {
    case 'question':
      return q.question.toLowerCase();
    case 'category':
      return QUESTION_CATEGORY_LABELS[q.category];
    case 'difficulty':
      return QUESTION_DIFFICULTIES.indexOf(q.difficulty);
    default:
      return q.id;
  }
};

/** The row's options button: a small menu with the same actions (admin.md: edit is also reachable here). */
function RowMenu({ label, items }: { label: string; items: Array<{ label: string; onSelect: () => void; danger?: boolean; disabled?: boolean }> }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not([disabled])')?.focus();
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      setOpen(false);
      root.current?.querySelector<HTMLButtonElement>('[aria-haspopup]')?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const entries = Array.from(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not([disabled])') ?? []);
    const at = entries.indexOf(document.activeElement as HTMLButtonElement);
    entries[(at + (e.key === 'ArrowDown' ? 1 : entries.length - 1)) % entries.length]?.focus();
  };

  return (
    <div className="relative" ref={root} onKeyDown={onKeyDown}>
      <IconButton label={label} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <MoreHorizontal className="size-4" aria-hidden />
      </IconButton>
      {open && (
        <div role="menu" aria-label={label} className="absolute top-full right-0 z-20 mt-1 w-44 rounded-lg bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200">
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              disabled={item.disabled}
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
              className={`block w-full px-3 py-1.5 text-left hover:bg-slate-100 focus:bg-slate-100 focus:outline-none disabled:opacity-40 ${item.danger ? 'text-red-700' : 'text-slate-800'}`}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The Quiz tab: the question bank and the quiz settings (admin.md section 2). */
export function QuestionsPanel({ questions, refreshing, onRefresh }: { questions: AdminQuestion[]; refreshing: boolean; onRefresh: () => void }) {
  const toast = useToast(SCHOOL_TOAST_MS);
  const settings = useQuizSettings();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [difficulty, setDifficulty] = useState('');
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'id', dir: 'asc' });
  const selection = useSelection<number>();
  const [editing, setEditing] = useState<AdminQuestion | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const { write, act, deleteEach } = useToastedWrite(QUESTION_KEYS, toast);

  const stats = useMemo(
    () => ({ total: questions.length, categories: new Set(questions.map((q) => q.category)).size, active: questions.filter((q) => q.isActive && !q.isArchived).length }),
    [questions],
  );

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const filtered = questions.filter(
      (q) =>
        (!category || q.category === category) &&
        (!difficulty || q.difficulty === difficulty) &&
        (!needle || [q.question, q.explanation ?? '', ...q.options, ...q.tags, String(q.id)].some((t) => t.toLowerCase().includes(needle))),
    );
    return sortRows(filtered, sort, sortValue);
  }, [questions, search, category, difficulty, sort]);

  const paged = usePage(rows);
  const selectedIds = questions.filter((q) => selection.isSelected(q.id)).map((q) => q.id);

  const toggle = (q: AdminQuestion) =>
    void act(() => adminRequest(`/questions/${q.id}`, { method: 'PUT', body: questionBody(q, { isActive: !q.isActive }) }), QUESTION_TOASTS.toggled, QUESTION_TOASTS.toggleFailed);

  const deleteOne = (q: AdminQuestion) =>
    setConfirm({
      title: 'Delete question',
      message: (
        <>
          <p className="font-semibold text-slate-900">{q.question}</p>
          <p className="mt-1">{QUESTION_TOASTS.confirmDelete(1)}</p>
        </>
      ),
      run: async () => {
        await act(() => adminRequest(`/questions/${q.id}?permanent=true`, { method: 'DELETE' }), QUESTION_TOASTS.deleted, QUESTION_TOASTS.deleteFailed);
        if (selection.isSelected(q.id)) selection.toggle(q.id);
      },
    });

  const deleteSelected = () =>
    setConfirm({
      title: 'Delete questions',
      message: QUESTION_TOASTS.confirmDelete(selectedIds.length),
      run: async () => {
        const ids = [...selectedIds];
        const { left, allDeleted } = await deleteEach(ids, (id) => `/questions/${id}?permanent=true`);
        selection.setAll(left, true);
        if (allDeleted) toast.success(QUESTION_TOASTS.bulkDeleted(ids.length));
        else toast.error(QUESTION_TOASTS.deleteFailed);
      },
    });

  const deleteAll = () =>
    setConfirm({
      title: 'Delete all questions',
      message: QUESTION_TOASTS.confirmDeleteAll,
      run: async () => {
        await act(() => adminRequest('/questions/bulk/all', { method: 'DELETE' }), QUESTION_TOASTS.allDeleted, QUESTION_TOASTS.deleteAllFailed);
        selection.clear();
      },
    });

  return (
    <div className="space-y-5">
      <IntroCard title="Quiz questions">
        The question bank the final quiz draws from. Only active questions are used; the quiz settings set how many questions a quiz has and the pass mark.
      </IntroCard>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard label="Total Questions" value={stats.total} />
        <StatCard label="Categories" value={stats.categories} />
        <StatCard label="Active" value={stats.active} tone="text-emerald-700" />
        <StatCard label="Questions Per Quiz" value={settings.data?.questionsPerQuiz ?? '—'} tone="text-brand-700" />
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button tone="primary" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden /> Add Question
        </Button>
        <CsvButtons
          toast={toast}
          onImport={() => setImporting(true)}
          exportFile={{ path: '/questions/bulk/export', file: 'questions_export.csv', ok: 'Questions export completed successfully!', failed: 'Questions export failed' }}
          templatePath="/questions/bulk/template"
          templateFile="questions_template.csv"
        />
        <Button onClick={() => setSettingsOpen(true)}>
          <Settings className="size-4" aria-hidden /> Settings
        </Button>
        <Button tone="danger" disabled={selectedIds.length === 0} onClick={deleteSelected}>
          <Trash2 className="size-4" aria-hidden /> Delete Selected{selectedIds.length > 0 && ` (${selectedIds.length})`}
        </Button>
        <Button tone="danger" disabled={questions.length === 0} onClick={deleteAll}>
          <Trash2 className="size-4" aria-hidden /> Delete All
        </Button>
        <RefreshButton tone="ghost" refreshing={refreshing} onRefresh={onRefresh} className="ml-auto" />
      </div>

      <div className="flex flex-wrap gap-3">
        <SearchBox label="Search questions" value={search} onChange={setSearch} className="min-w-[16rem]" />
        <FilterSelect label="Filter by category" value={category} onChange={setCategory} all="All categories" options={QUESTION_CATEGORIES} optionLabel={categoryLabel} />
        <FilterSelect label="Filter by difficulty" value={difficulty} onChange={setDifficulty} all="All difficulties" options={QUESTION_DIFFICULTIES} optionLabel={capitalise} />
      </div>

      <DataTable
        look="rich"
        caption="Quiz questions"
        columns={8}
        page={paged}
        empty={questions.length === 0 ? 'No questions yet. Add one or import a CSV file.' : 'No questions match the search and filters.'}
        head={
          <>
            <SelectAllHeader
              label={`Select all ${rows.length} matching questions`}
              shown={rows.map((q) => q.id)}
              selected={selectedIds}
              onSelect={(ids) => selection.setAll(ids, true)}
            />
            <SortHeader label="ID" column="id" sort={sort} onSort={setSort} />
            <SortHeader label="Question" column="question" sort={sort} onSort={setSort} />
            <SortHeader label="Category" column="category" sort={sort} onSort={setSort} />
            <SortHeader label="Difficulty" column="difficulty" sort={sort} onSort={setSort} />
            <ColumnHeader>Points</ColumnHeader>
            <ColumnHeader>Status</ColumnHeader>
            <ColumnHeader align="right">Actions</ColumnHeader>
          </>
        }
      >
        {paged.rows.map((q) => {
          const short = q.question.length > 60 ? `${q.question.slice(0, 57)}...` : q.question;
          return (
            <SelectableRow key={q.id} label={`Select question ${q.id}`} selected={selection.isSelected(q.id)} onToggle={() => selection.toggle(q.id)}>
              <td className="px-3 py-2 text-slate-500 tabular-nums">{q.id}</td>
              <th scope="row" className="max-w-lg px-3 py-2 text-left font-normal">
                <span className="block font-semibold text-slate-900">{q.question}</span>
                <span className="line-clamp-1 text-xs text-slate-500">
                  {q.options.length} options · correct: {q.options[q.correctAnswer] ?? '—'}
                </span>
              </th>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">{QUESTION_CATEGORY_LABELS[q.category]}</td>
              <td className={`px-3 py-2 font-medium capitalize ${DIFFICULTY_TONES[q.difficulty]}`}>{q.difficulty}</td>
              <td className="px-3 py-2 text-slate-700 tabular-nums">{q.points}</td>
              <td className="px-3 py-2">
                <ActivityPill item={q} />
              </td>
              <td className="px-3 py-2">
                <div className="flex justify-end gap-0.5">
                  <EditButton label={`Edit question ${q.id}: ${short}`} onClick={() => setEditing(q)} />
                  <IconButton label={`${q.isActive ? 'Disable' : 'Enable'} question ${q.id}: ${short}`} disabled={write.isPending} onClick={() => toggle(q)}>
                    {q.isActive ? <PowerOff className="size-4" aria-hidden /> : <Power className="size-4 text-emerald-700" aria-hidden />}
                  </IconButton>
                  <DeleteButton red label={`Delete question ${q.id}: ${short}`} onClick={() => deleteOne(q)} />
                  <RowMenu
                    label={`Options for question ${q.id}`}
                    items={[
                      { label: 'Edit', onSelect: () => setEditing(q) },
                      { label: q.isActive ? 'Disable' : 'Enable', onSelect: () => toggle(q), disabled: write.isPending },
                      { label: 'Delete', onSelect: () => deleteOne(q), danger: true },
                    ]}
                  />
                </div>
              </td>
            </SelectableRow>
          );
        })}
      </DataTable>
      <MatchCount shown={rows.length} total={questions.length} noun="questions" selected={selectedIds.length} />

      {editing && <QuestionFormModal question={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {settingsOpen && <QuizSettingsDialog onClose={() => setSettingsOpen(false)} />}
      {importing && (
        <CsvUploadModal
          entity="Questions"
          uploadPath="/questions/bulk/upload"
          touches={QUESTION_KEYS}
          onImported={(n) => toast.success(QUESTION_TOASTS.imported(n))}
          onFailed={() => toast.error(QUESTION_TOASTS.importFailed)}
          onClose={() => setImporting(false)}
        />
      )}
      {confirm && <ConfirmDialog title={confirm.title} message={confirm.message} onConfirm={confirm.run} onClose={() => setConfirm(null)} />}
    </div>
  );
}
