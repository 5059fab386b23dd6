import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Download, FileDown, MoreHorizontal, Pencil, Plus, Power, PowerOff, RefreshCw, Search, Settings, Trash2, Upload } from 'lucide-react';
import { QUESTION_CATEGORIES, QUESTION_CATEGORY_LABELS, QUESTION_DIFFICULTIES, QUESTION_TOASTS, SCHOOL_TOAST_MS, type AdminQuestion } from '@ai4n/shared';
import { adminKeys, useAdminWrite, useQuizSettings } from '../api/admin-api';
import { adminRequest } from '../lib/admin-session';
import { downloadFile } from '../lib/transfer';
import { CsvUploadModal } from './csv-upload-modal';
import { QuestionFormModal, questionBody } from './question-form-modal';
import { QuizSettingsDialog } from './quiz-settings-dialog';
import { useToast } from './toasts';
import { Button, ConfirmDialog, IconButton, IntroCard, Pager, SortHeader, StatCard, filterClass, inputClass, sortRows, usePage, useSelection, type SortState } from './ui';

type SortKey = 'id' | 'question' | 'category' | 'difficulty';
const QUESTION_KEYS = [adminKeys.questions, ['questions']] as const;

interface Confirmation {
  title: string;
  message: ReactNode;
  run: () => Promise<unknown>;
}

const questionStatus = (q: AdminQuestion) => (q.isArchived ? 'Archived' : q.isActive ? 'Active' : 'Inactive');
const STATUS_TONES = { Active: 'bg-emerald-100 text-emerald-800', Inactive: 'bg-slate-200 text-slate-700', Archived: 'bg-amber-100 text-amber-800' } as const;
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
  const settings = useQuizSettings(true);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [difficulty, setDifficulty] = useState('');
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'id', dir: 'asc' });
  const selection = useSelection<number>();
  const [editing, setEditing] = useState<AdminQuestion | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const [exporting, setExporting] = useState(false);

  const write = useAdminWrite((run: () => Promise<unknown>) => run(), QUESTION_KEYS);
  const act = (run: () => Promise<unknown>, ok: string, failed: string) =>
    write.mutateAsync(run).then(
      () => toast.success(ok),
      () => toast.error(failed),
    );

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
  const allShownSelected = rows.length > 0 && rows.every((q) => selection.isSelected(q.id));
  const someShownSelected = rows.some((q) => selection.isSelected(q.id));

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
        const results = await write
          .mutateAsync(() => Promise.allSettled(ids.map((id) => adminRequest(`/questions/${id}?permanent=true`, { method: 'DELETE' }))))
          .catch(() => null);
        const settled = (results ?? []) as PromiseSettledResult<unknown>[];
        selection.setAll(
          ids.filter((_, i) => settled[i]?.status !== 'fulfilled'),
          true,
        );
        if (results && settled.every((r) => r.status === 'fulfilled')) toast.success(QUESTION_TOASTS.bulkDeleted(ids.length));
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

  const exportAll = async () => {
    setExporting(true);
    try {
      await downloadFile('/questions/bulk/export', 'questions_export.csv');
      toast.success('Questions export completed successfully!');
    } catch {
      toast.error('Questions export failed');
    } finally {
      setExporting(false);
    }
  };

  const template = async () => {
    try {
      await downloadFile('/questions/bulk/template', 'questions_template.csv');
    } catch (error) {
      toast.error(`Template download failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

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
        <Button onClick={() => setImporting(true)}>
          <Upload className="size-4" aria-hidden /> Import
        </Button>
        <Button onClick={() => void exportAll()} busy={exporting}>
          <Download className="size-4" aria-hidden /> Export
        </Button>
        <Button onClick={() => void template()}>
          <FileDown className="size-4" aria-hidden /> Template
        </Button>
        <Button onClick={() => setSettingsOpen(true)}>
          <Settings className="size-4" aria-hidden /> Settings
        </Button>
        <Button tone="danger" disabled={selectedIds.length === 0} onClick={deleteSelected}>
          <Trash2 className="size-4" aria-hidden /> Delete Selected{selectedIds.length > 0 && ` (${selectedIds.length})`}
        </Button>
        <Button tone="danger" disabled={questions.length === 0} onClick={deleteAll}>
          <Trash2 className="size-4" aria-hidden /> Delete All
        </Button>
        <Button tone="ghost" onClick={onRefresh} disabled={refreshing} className="ml-auto">
          <RefreshCw className={`size-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden /> Refresh
        </Button>
      </div>

      <div className="flex flex-wrap gap-3">
        <div className="relative min-w-[16rem] flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input type="search" aria-label="Search questions" placeholder="Search questions..." value={search} onChange={(e) => setSearch(e.target.value)} className={`${inputClass} pl-9`} />
        </div>
        <select aria-label="Filter by category" value={category} onChange={(e) => setCategory(e.target.value)} className={filterClass}>
          <option value="">All categories</option>
          {QUESTION_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {QUESTION_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
        <select aria-label="Filter by difficulty" value={difficulty} onChange={(e) => setDifficulty(e.target.value)} className={filterClass}>
          <option value="">All difficulties</option>
          {QUESTION_DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {d[0].toUpperCase() + d.slice(1)}
            </option>
          ))}
        </select>
      </div>

      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Quiz questions</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={`Select all ${rows.length} matching questions`}
                  className="size-4 accent-brand-600"
                  checked={allShownSelected}
                  ref={(el) => {
                    if (el) el.indeterminate = someShownSelected && !allShownSelected;
                  }}
                  disabled={rows.length === 0}
                  onChange={(e) => selection.setAll(e.target.checked ? [...new Set([...selectedIds, ...rows.map((q) => q.id)])] : selectedIds.filter((id) => !rows.some((q) => q.id === id)), true)}
                />
              </th>
              <SortHeader label="ID" column="id" sort={sort} onSort={setSort} />
              <SortHeader label="Question" column="question" sort={sort} onSort={setSort} />
              <SortHeader label="Category" column="category" sort={sort} onSort={setSort} />
              <SortHeader label="Difficulty" column="difficulty" sort={sort} onSort={setSort} />
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Points
              </th>
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
                <td colSpan={8} className="px-3 py-10 text-center text-slate-500">
                  {questions.length === 0 ? 'No questions yet. Add one or import a CSV file.' : 'No questions match the search and filters.'}
                </td>
              </tr>
            )}
            {paged.rows.map((q) => {
              const status = questionStatus(q);
              const short = q.question.length > 60 ? `${q.question.slice(0, 57)}...` : q.question;
              return (
                <tr key={q.id} className={selection.isSelected(q.id) ? 'bg-brand-50/50' : 'hover:bg-slate-50'}>
                  <td className="px-3 py-2">
                    <input type="checkbox" aria-label={`Select question ${q.id}`} className="size-4 accent-brand-600" checked={selection.isSelected(q.id)} onChange={() => selection.toggle(q.id)} />
                  </td>
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
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}>{status}</span>
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-0.5">
                      <IconButton label={`Edit question ${q.id}: ${short}`} onClick={() => setEditing(q)}>
                        <Pencil className="size-4" aria-hidden />
                      </IconButton>
                      <IconButton label={`${q.isActive ? 'Disable' : 'Enable'} question ${q.id}: ${short}`} disabled={write.isPending} onClick={() => toggle(q)}>
                        {q.isActive ? <PowerOff className="size-4" aria-hidden /> : <Power className="size-4 text-emerald-700" aria-hidden />}
                      </IconButton>
                      <IconButton label={`Delete question ${q.id}: ${short}`} className="text-red-600 hover:bg-red-50 hover:text-red-700" onClick={() => deleteOne(q)}>
                        <Trash2 className="size-4" aria-hidden />
                      </IconButton>
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
                </tr>
              );
            })}
          </tbody>
        </table>
        <Pager {...paged} />
      </div>
      <p className="text-xs text-slate-500">
        {rows.length === questions.length ? `${questions.length} questions` : `${rows.length} of ${questions.length} questions match the search and filters`}{selectedIds.length > 0 && ` · ${selectedIds.length} selected`}
      </p>

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
