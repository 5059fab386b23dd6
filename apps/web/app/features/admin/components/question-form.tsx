import { useEffect, useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import {
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_LABELS,
  QUESTION_DIFFICULTIES,
  QUESTION_TOASTS,
  QuestionInputSchema,
  splitList,
  type AdminLesson,
  type AdminQuestion,
  type QuestionInput,
} from '@ai4n/shared';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import {
  Field,
  FieldError,
  Input,
  Select,
  SelectOptions,
  Textarea,
  inputClass,
  labelClass,
} from '../../../components/ui/field';
import { Form, FormField, useZodForm } from '../../../components/ui/form';
import { ActiveCheckbox, IdField, SaveFooter } from './record-fields';
import { useCreateQuestion } from '../api/create-question';
import { useAdminLessons } from '../api/get-admin-lessons';
import { useUpdateQuestion } from '../api/update-question';
import { capitalise } from '../lib/labels';
import {
  addOption,
  canAddOption,
  canRemoveOption,
  cleanOptions,
  emptyOptions,
  markCorrect,
  optionsForEditing,
  removeOption,
  setOptionText,
  type OptionsState,
} from '../lib/question-options';
import { schoolSaveSteps, useFormSave } from '../lib/use-form-save';
import { formSchemaOf } from '../lib/zod-form';

/** The form as typed; the options and the right one are edited with the question-options helpers. */
export interface QuestionFormValues extends OptionsState {
  id: string;
  question: string;
  explanation: string;
  category: string;
  difficulty: string;
  points: string;
  tags: string;
  order: string;
  isActive: boolean;
  /** The id of the lesson that teaches it; '' for none. */
  lessonId: string;
}

export const questionFormValues = (q?: AdminQuestion): QuestionFormValues =>
  q
    ? {
        ...optionsForEditing(q.options, q.correctAnswer),
        id: String(q.id),
        question: q.question,
        explanation: q.explanation ?? '',
        category: q.category,
        difficulty: q.difficulty,
        points: String(q.points),
        tags: q.tags.join(', '),
        order: String(q.order),
        isActive: q.isActive,
        lessonId: q.lessonId === null ? '' : String(q.lessonId),
      }
    : {
        ...emptyOptions(),
        id: '',
        question: '',
        explanation: '',
        category: '',
        difficulty: '',
        points: '10',
        tags: '',
        order: '0',
        isActive: true,
        lessonId: '',
      };

const FIXED_MESSAGES = {
  id: 'ID must be a whole number of 1 or more (leave it empty for a random one)',
  points: QUESTION_TOASTS.pointsHint,
  order: 'Order must be a whole number of 0 or more',
};

const numberOf = (text: string, blank: number) => (text.trim() === '' ? blank : Number(text));

/**
 * The form checked with the schema the server uses, as the question body. With fewer than two
 * options left once blanks are dropped, two placeholders stand in so the other fields are still
 * checked: the form then alerts (see `save`).
 */
export const questionFormSchema = (editing: boolean) =>
  formSchemaOf(
    (v: QuestionFormValues) => {
      const cleaned = cleanOptions(v);
      return {
        id: editing || v.id.trim() === '' ? undefined : Number(v.id),
        question: v.question,
        options: cleaned.tooFew ? ['-', '-'] : cleaned.options,
        correctAnswer: cleaned.correctAnswer,
        explanation: v.explanation,
        category: v.category,
        difficulty: v.difficulty,
        isActive: v.isActive,
        points: numberOf(v.points, 10),
        tags: splitList(v.tags),
        order: numberOf(v.order, 0),
        lessonId: v.lessonId === '' ? null : Number(v.lessonId),
      };
    },
    QuestionInputSchema,
    { fixed: FIXED_MESSAGES },
  );

const isQuestionField = (field: string) => field in questionFormValues();

/** The choices of "Lesson that teaches it": none, or a lesson (the saved one kept even if the list could not load). */
function LessonOptions({ lessons = [], saved }: { lessons?: AdminLesson[]; saved: number | null }) {
  return (
    <>
      <option value="">No lesson</option>
      {saved !== null && !lessons.some((l) => l.id === saved) && <option value={saved}>Lesson {saved}</option>}
      {lessons.map((l) => (
        <option key={l.id} value={l.id}>
          {l.id}. {l.title}
          {l.isArchived ? ' (archived)' : l.isActive ? '' : ' (inactive)'}
        </option>
      ))}
    </>
  );
}

/** Add/Edit Question (docs/spec/admin.md sections 2, 3 and 5). A failed save keeps everything typed. */
export function QuestionForm({ row: question, onClose }: { row?: AdminQuestion; onClose: () => void }) {
  const editing = Boolean(question);
  const uid = useId();
  const fieldId = (field: string) => `${uid}-${field}`;
  const schema = useMemo(() => questionFormSchema(editing), [editing]);
  const form = useZodForm(schema, { defaultValues: questionFormValues(question) });
  const { register, getValues, setValue, clearErrors, control, formState } = form;
  const { errors } = formState;
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const lessons = useAdminLessons();
  // The lessons arrive after the form is filled in: the select shows its lesson again among them.
  useEffect(() => {
    if (lessons.data) setValue('lessonId', getValues('lessonId'));
  }, [lessons.data, getValues, setValue]);
  const [options, correctAnswer] = useWatch({ control, name: ['options', 'correctAnswer'] });
  const choices: OptionsState = { options, correctAnswer };

  const changeChoices = (next: OptionsState) => {
    setValue('options', next.options);
    setValue('correctAnswer', next.correctAnswer);
    clearErrors('options');
  };

  const { save, serverError } = useFormSave(form.setError, {
    write: (data: QuestionInput) =>
      question ? update.mutateAsync({ id: question.id, data }) : create.mutateAsync(data),
    known: isQuestionField,
    onClose,
    ...schoolSaveSteps(editing, QUESTION_TOASTS),
  });
  // The options as the schema checked them stood in for too few; the real ones go out.
  const submit = (body: QuestionInput) => {
    const cleaned = cleanOptions(getValues());
    if (cleaned.tooFew) return window.alert(QUESTION_TOASTS.tooFewOptions);
    return save({ ...body, options: cleaned.options, correctAnswer: cleaned.correctAnswer });
  };

  return (
    <Modal
      title={editing ? 'Edit Question' : 'Add New Question'}
      size="lg"
      onClose={onClose}
      busy={formState.isSubmitting}
    >
      <Form form={form} onSubmit={submit} className="space-y-4">
        <FormField name="question" id={fieldId('question')} label="Question" required>
          <Textarea {...register('question')} rows={2} />
        </FormField>

        <fieldset>
          <legend className={labelClass}>
            Answer options <span className="font-normal text-slate-500">(select the correct one)</span>
          </legend>
          <ol className="mt-2 space-y-2">
            {options.map((option, i) => (
              <li key={i} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${uid}-correct`}
                  className="size-4 shrink-0 accent-emerald-600"
                  checked={correctAnswer === i}
                  onChange={() => changeChoices(markCorrect(choices, i))}
                  aria-label={`Option ${i + 1} is correct`}
                />
                <input
                  id={i === 0 ? fieldId('options') : undefined}
                  className={`${inputClass} ${correctAnswer === i ? 'border-emerald-500 bg-emerald-50/50' : ''}`}
                  aria-label={`Option ${i + 1}`}
                  placeholder={`Option ${i + 1}`}
                  value={option}
                  onChange={(e) => changeChoices(setOptionText(choices, i, e.target.value))}
                />
                <button
                  type="button"
                  aria-label={`Remove option ${i + 1}`}
                  title={`Remove option ${i + 1}`}
                  disabled={!canRemoveOption(options)}
                  onClick={() => changeChoices(removeOption(choices, i))}
                  className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent"
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ol>
          {canAddOption(options) && (
            <Button tone="ghost" className="mt-2" onClick={() => changeChoices(addOption(choices))}>
              <Plus className="size-4" aria-hidden /> Add option
            </Button>
          )}
          <p className="mt-1 text-xs text-slate-500">2 to 8 options. Empty options are dropped when saving.</p>
          <FieldError id={`${fieldId('options')}-error`} message={errors.options?.message} />
        </fieldset>

        <FormField name="explanation" id={fieldId('explanation')} label="Explanation">
          <Textarea {...register('explanation')} rows={2} placeholder="Shown after answering" />
        </FormField>

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="category" id={fieldId('category')} label="Category" required>
            <Select {...register('category')}>
              <SelectOptions
                placeholder="Select a category"
                values={QUESTION_CATEGORIES}
                label={(c) => QUESTION_CATEGORY_LABELS[c]}
              />
            </Select>
          </FormField>
          <FormField name="difficulty" id={fieldId('difficulty')} label="Difficulty" required>
            <Select {...register('difficulty')}>
              <SelectOptions placeholder="Select a difficulty" values={QUESTION_DIFFICULTIES} label={capitalise} />
            </Select>
          </FormField>
        </div>

        <FormField
          name="lessonId"
          id={fieldId('lessonId')}
          label="Lesson that teaches it"
          hint={
            lessons.isError
              ? 'The lessons could not be loaded; the saved lesson is kept.'
              : 'Optional. A quiz taker who misses this question gets a link to this lesson.'
          }
        >
          <Select {...register('lessonId')}>
            <LessonOptions lessons={lessons.data} saved={question?.lessonId ?? null} />
          </Select>
        </FormField>

        <div className="grid gap-4 sm:grid-cols-4">
          {/* The hint is the points error too: it turns red and is announced. */}
          <Field id={fieldId('points')} label="Points">
            <Input
              {...register('points')}
              type="number"
              min={1}
              max={100}
              step={1}
              aria-invalid={Boolean(errors.points)}
              aria-describedby={`${fieldId('points')}-hint`}
            />
            <p
              id={`${fieldId('points')}-hint`}
              className={`mt-1 text-xs ${errors.points ? 'font-medium text-red-700' : 'text-slate-500'}`}
              role={errors.points ? 'alert' : undefined}
            >
              {QUESTION_TOASTS.pointsHint}
            </p>
          </Field>
          <FormField name="order" id={fieldId('order')} label="Order">
            <Input {...register('order')} type="number" min={0} step={1} />
          </FormField>
          <FormField name="tags" id={fieldId('tags')} label="Tags" className="sm:col-span-2">
            <Input {...register('tags')} placeholder="comma, separated" />
          </FormField>
        </div>

        <div className="grid items-end gap-4 sm:grid-cols-2">
          <IdField id={fieldId('id')} editing={editing} {...register('id')} />
          <ActiveCheckbox
            label="Active (include in quizzes)"
            className="inline-flex items-center gap-2 pb-2 text-sm font-medium text-slate-800"
            {...register('isActive')}
          />
        </div>

        <SaveFooter error={serverError} onCancel={onClose} busy={formState.isSubmitting}>
          {editing ? 'Update' : 'Create'}
        </SaveFooter>
      </Form>
    </Modal>
  );
}
