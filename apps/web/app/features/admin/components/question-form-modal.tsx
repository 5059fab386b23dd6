import { useId, useState, type FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import {
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_LABELS,
  QUESTION_DIFFICULTIES,
  QUESTION_TOASTS,
  QuestionInputSchema,
  SCHOOL_TOAST_MS,
  splitList,
  type AdminQuestion,
  type Question,
} from '@ai4n/shared';
import { Modal } from '../../../components/modal';
import { adminKeys, useAdminWrite } from '../api/admin-api';
import { adminRequest } from '../lib/admin-session';
import { addOption, canAddOption, canRemoveOption, cleanOptions, emptyOptions, markCorrect, optionsForEditing, removeOption, setOptionText, type OptionsState } from '../lib/question-options';
import { issueErrors, serverFieldErrors, useDraft, type FieldErrors } from './form-draft';
import { useToast } from './toasts';
import { Button, Field, FieldError, FormError, ModalFooter, SelectOptions, capitalise, inputClass, labelClass } from './ui';

interface QuestionDraft {
  id: string;
  question: string;
  explanation: string;
  category: string;
  difficulty: string;
  points: string;
  tags: string;
  order: string;
  isActive: boolean;
}
type QuestionField = keyof QuestionDraft | 'options';
type Errors = FieldErrors<QuestionField>;

const draftOf = (q?: AdminQuestion): QuestionDraft =>
  q
    ? {
        id: String(q.id),
        question: q.question,
        explanation: q.explanation ?? '',
        category: q.category,
        difficulty: q.difficulty,
        points: String(q.points),
        tags: q.tags.join(', '),
        order: String(q.order),
        isActive: q.isActive,
      }
    : { id: '', question: '', explanation: '', category: '', difficulty: '', points: '10', tags: '', order: '0', isActive: true };

const FIXED_MESSAGES: Errors = {
  id: 'ID must be a whole number of 1 or more (leave it empty for a random one)',
  points: QUESTION_TOASTS.pointsHint,
  order: 'Order must be a whole number of 0 or more',
};

const numberOf = (text: string, blank: number) => (text.trim() === '' ? blank : Number(text));

/** The question as PUT /questions/{id} and POST /questions take it. */
export const questionBody = (q: AdminQuestion, changes: Partial<AdminQuestion> = {}) => {
  const next = { ...q, ...changes };
  return {
    question: next.question,
    options: next.options,
    correctAnswer: next.correctAnswer,
    explanation: next.explanation ?? '',
    category: next.category,
    difficulty: next.difficulty,
    isActive: next.isActive,
    points: next.points,
    tags: next.tags,
    order: next.order,
  };
};

/** Add/Edit Question (admin.md sections 2, 3 and 5). A failed save keeps everything typed. */
export function QuestionFormModal({ question, onClose }: { question?: AdminQuestion; onClose: () => void }) {
  const editing = Boolean(question);
  const toast = useToast(SCHOOL_TOAST_MS);
  const uid = useId();
  const fieldId = (field: QuestionField) => `${uid}-${field}`;
  const { draft, set, text, errors, setErrors } = useDraft(() => draftOf(question), fieldId);
  const [choices, setChoices] = useState<OptionsState>(() => (question ? optionsForEditing(question.options, question.correctAnswer) : emptyOptions()));
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useAdminWrite(
    (body: ReturnType<typeof questionBody> & { id?: number }) =>
      question ? adminRequest<Question>(`/questions/${question.id}`, { method: 'PUT', body }) : adminRequest<Question>('/questions', { method: 'POST', body }),
    [adminKeys.questions, ['questions']],
  );

  const changeChoices = (next: OptionsState) => {
    setChoices(next);
    setErrors((e) => (e.options ? { ...e, options: undefined } : e));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const cleaned = cleanOptions(choices);
    const candidate = {
      id: editing || draft.id.trim() === '' ? undefined : Number(draft.id),
      question: draft.question,
      // Two placeholders keep the schema's option rule out of the field check; the alert covers it.
      options: cleaned.tooFew ? ['-', '-'] : cleaned.options,
      correctAnswer: cleaned.correctAnswer,
      explanation: draft.explanation,
      category: draft.category,
      difficulty: draft.difficulty,
      isActive: draft.isActive,
      points: numberOf(draft.points, 10),
      tags: splitList(draft.tags),
      order: numberOf(draft.order, 0),
    };
    const result = QuestionInputSchema.safeParse(candidate);
    if (!result.success) {
      const found = issueErrors(result.error.issues, FIXED_MESSAGES);
      setErrors(found);
      document.getElementById(fieldId(Object.keys(found)[0] as QuestionField))?.focus();
      return;
    }
    setErrors({});
    if (cleaned.tooFew) {
      window.alert(QUESTION_TOASTS.tooFewOptions);
      return;
    }
    save.mutate(
      { ...result.data, options: cleaned.options, correctAnswer: cleaned.correctAnswer },
      {
        onSuccess: () => {
          toast.success(editing ? QUESTION_TOASTS.updated : QUESTION_TOASTS.added);
          onClose();
        },
        onError: (error) => {
          toast.error(editing ? QUESTION_TOASTS.updateFailed : QUESTION_TOASTS.addFailed);
          setErrors(serverFieldErrors(error, (field) => field in draftOf() || field === 'options'));
          setServerError(error.message);
        },
      },
    );
  };

  return (
    <Modal title={editing ? 'Edit Question' : 'Add New Question'} size="lg" onClose={onClose} busy={save.isPending}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id={fieldId('question')} label="Question" required error={errors.question}>
          <textarea {...text('question')} rows={2} />
        </Field>

        <fieldset>
          <legend className={labelClass}>
            Answer options <span className="font-normal text-slate-500">(select the correct one)</span>
          </legend>
          <ol className="mt-2 space-y-2">
            {choices.options.map((option, i) => (
              <li key={i} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${uid}-correct`}
                  className="size-4 shrink-0 accent-emerald-600"
                  checked={choices.correctAnswer === i}
                  onChange={() => changeChoices(markCorrect(choices, i))}
                  aria-label={`Option ${i + 1} is correct`}
                />
                <input
                  id={i === 0 ? fieldId('options') : undefined}
                  className={`${inputClass} ${choices.correctAnswer === i ? 'border-emerald-500 bg-emerald-50/50' : ''}`}
                  aria-label={`Option ${i + 1}`}
                  placeholder={`Option ${i + 1}`}
                  value={option}
                  onChange={(e) => changeChoices(setOptionText(choices, i, e.target.value))}
                />
                <button
                  type="button"
                  aria-label={`Remove option ${i + 1}`}
                  title={`Remove option ${i + 1}`}
                  disabled={!canRemoveOption(choices.options)}
                  onClick={() => changeChoices(removeOption(choices, i))}
                  className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent"
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ol>
          {canAddOption(choices.options) && (
            <Button tone="ghost" className="mt-2" onClick={() => changeChoices(addOption(choices))}>
              <Plus className="size-4" aria-hidden /> Add option
            </Button>
          )}
          <p className="mt-1 text-xs text-slate-500">2 to 8 options. Empty options are dropped when saving.</p>
          <FieldError id={`${fieldId('options')}-error`} message={errors.options} />
        </fieldset>

        <Field id={fieldId('explanation')} label="Explanation">
          <textarea {...text('explanation')} rows={2} placeholder="Shown after answering" />
        </Field>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fieldId('category')} label="Category" required error={errors.category}>
            <select {...text('category')}>
              <SelectOptions placeholder="Select a category" values={QUESTION_CATEGORIES} label={(c) => QUESTION_CATEGORY_LABELS[c]} />
            </select>
          </Field>
          <Field id={fieldId('difficulty')} label="Difficulty" required error={errors.difficulty}>
            <select {...text('difficulty')}>
              <SelectOptions placeholder="Select a difficulty" values={QUESTION_DIFFICULTIES} label={capitalise} />
            </select>
          </Field>
        </div>

        <div className="grid gap-4 sm:grid-cols-4">
          <Field id={fieldId('points')} label="Points">
            <input {...text('points')} type="number" min={1} max={100} step={1} aria-describedby={`${fieldId('points')}-hint`} />
            <p id={`${fieldId('points')}-hint`} className={`mt-1 text-xs ${errors.points ? 'font-medium text-red-700' : 'text-slate-500'}`} role={errors.points ? 'alert' : undefined}>
              {QUESTION_TOASTS.pointsHint}
            </p>
          </Field>
          <Field id={fieldId('order')} label="Order" error={errors.order}>
            <input {...text('order')} type="number" min={0} step={1} />
          </Field>
          <Field id={fieldId('tags')} label="Tags" className="sm:col-span-2">
            <input {...text('tags')} placeholder="comma, separated" />
          </Field>
        </div>

        <div className="grid items-end gap-4 sm:grid-cols-2">
          <Field id={fieldId('id')} label="ID" error={errors.id} hint={editing ? 'The id cannot change.' : 'Optional: empty gives a random id below 10000.'}>
            <input {...text('id')} type="number" min={1} step={1} disabled={editing} />
          </Field>
          <label className="inline-flex items-center gap-2 pb-2 text-sm font-medium text-slate-800">
            <input type="checkbox" className="size-4 accent-brand-600" checked={draft.isActive} onChange={(e) => set('isActive', e.target.checked)} />
            Active (include in quizzes)
          </label>
        </div>

        <FormError message={serverError} className="ring-1 ring-red-200" />

        <ModalFooter onCancel={onClose} busy={save.isPending}>
          {editing ? 'Update' : 'Create'}
        </ModalFooter>
      </form>
    </Modal>
  );
}
