import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  LESSON_DIFFICULTIES,
  LESSON_STAGES,
  LESSON_TOASTS,
  LessonInputSchema,
  splitList,
  type AdminLesson,
  type LessonInput,
} from '@ai4n/shared';
import { Modal } from '../../../components/ui/dialog';
import { Input, Select, SelectOptions, Textarea, inputClass, labelClass } from '../../../components/ui/field';
import { Form, FormField, useZodForm } from '../../../components/ui/form';
import { ActiveCheckbox, IdField, SaveFooter } from './record-fields';
import { useCreateLesson } from '../api/create-lesson';
import { useUpdateLesson } from '../api/update-lesson';
import { capitalise, lessonStageLabel } from '../lib/labels';
import { schoolSaveSteps, useFormSave } from '../lib/use-form-save';
import { formSchemaOf } from '../lib/zod-form';
import { LessonPreview } from './lesson-preview';

/** The form as typed: numbers and lists stay text until submitted. */
export interface LessonFormValues {
  id: string;
  title: string;
  description: string;
  stage: string;
  stageName: string;
  duration: string;
  difficulty: string;
  order: string;
  isActive: boolean;
  icon: string;
  learningObjectives: string;
  tags: string;
  content: string;
}

export const lessonFormValues = (lesson?: AdminLesson): LessonFormValues =>
  lesson
    ? {
        id: String(lesson.id),
        title: lesson.title,
        description: lesson.description,
        stage: lesson.stage,
        stageName: lesson.stageName,
        duration: lesson.duration,
        difficulty: lesson.difficulty,
        order: String(lesson.order),
        isActive: lesson.isActive,
        icon: lesson.icon,
        learningObjectives: lesson.learningObjectives.join('\n'),
        tags: lesson.tags.join(', '),
        content: lesson.content,
      }
    : {
        id: '',
        title: '',
        description: '',
        stage: '',
        stageName: '',
        duration: '15 min',
        difficulty: '',
        order: '0',
        isActive: true,
        icon: 'BookOpen',
        learningObjectives: '',
        tags: '',
        content: '',
      };

const FIXED_MESSAGES = {
  id: 'ID must be a whole number of 1 or more (leave it empty for a random one)',
  order: 'Order must be a whole number of 0 or more',
};

/** The form checked with the schema the server uses, as the lesson body (no id when editing). */
export const lessonFormSchema = (editing: boolean) =>
  formSchemaOf(
    (v: LessonFormValues) => ({
      id: editing || v.id.trim() === '' ? undefined : Number(v.id),
      title: v.title,
      description: v.description,
      content: v.content,
      stage: v.stage,
      stageName: v.stageName.trim() || undefined,
      duration: v.duration.trim() || undefined,
      difficulty: v.difficulty,
      order: v.order.trim() === '' ? 0 : Number(v.order),
      isActive: v.isActive,
      icon: v.icon.trim() || undefined,
      learningObjectives: splitList(v.learningObjectives, /\r?\n/),
      tags: splitList(v.tags),
    }),
    LessonInputSchema,
    { fixed: FIXED_MESSAGES },
  );

const isLessonField = (field: string) => field in lessonFormValues();

/** Add/Edit Lesson (docs/spec/admin.md sections 2, 3 and 5). A failed save keeps everything typed. */
export function LessonForm({ row: lesson, onClose }: { row?: AdminLesson; onClose: () => void }) {
  const editing = Boolean(lesson);
  const schema = useMemo(() => lessonFormSchema(editing), [editing]);
  const form = useZodForm(schema, { defaultValues: lessonFormValues(lesson) });
  const { register, getValues, setValue, control, formState } = form;
  const create = useCreateLesson();
  const update = useUpdateLesson();
  const [stage, content] = useWatch({ control, name: ['stage', 'content'] });

  // The stage name that goes with a stage: the lesson's own for its stored stage, otherwise none
  // (the server then names it after the stage). Moving the lesson to another stage swaps an
  // untouched name along with it; a name the admin typed stays.
  const stageNameFor = (s: string) => (lesson && s === lesson.stage ? lesson.stageName : '');
  const stageField = register('stage');

  const { save, serverError } = useFormSave(form.setError, {
    write: (data: LessonInput) => (lesson ? update.mutateAsync({ id: lesson.id, data }) : create.mutateAsync(data)),
    known: isLessonField,
    onClose,
    ...schoolSaveSteps(editing, LESSON_TOASTS),
  });

  return (
    <Modal title={editing ? 'Edit Lesson' : 'Add Lesson'} size="xl" onClose={onClose} busy={formState.isSubmitting}>
      <Form form={form} onSubmit={save} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-4">
          <IdField id="lesson-id" editing={editing} inputMode="numeric" {...register('id')} />
          <FormField name="title" id="lesson-title" label="Title" required className="sm:col-span-3">
            <Input {...register('title')} />
          </FormField>
        </div>

        <FormField name="description" id="lesson-description" label="Description" required>
          <Textarea {...register('description')} rows={2} />
        </FormField>

        <div className="grid gap-4 sm:grid-cols-4">
          <FormField name="stage" id="lesson-stage" label="Stage" required>
            <Select
              {...stageField}
              onChange={(e) => {
                if (getValues('stageName') === stageNameFor(getValues('stage')))
                  setValue('stageName', stageNameFor(e.target.value));
                void stageField.onChange(e);
              }}
            >
              <SelectOptions placeholder="Select a stage" values={LESSON_STAGES} label={lessonStageLabel} />
            </Select>
          </FormField>
          <FormField name="stageName" id="lesson-stageName" label="Stage name">
            <Input {...register('stageName')} placeholder={stage ? capitalise(stage) : 'Defaults to the stage'} />
          </FormField>
          <FormField name="difficulty" id="lesson-difficulty" label="Difficulty" required>
            <Select {...register('difficulty')}>
              <SelectOptions placeholder="Select a difficulty" values={LESSON_DIFFICULTIES} label={capitalise} />
            </Select>
          </FormField>
          <FormField name="duration" id="lesson-duration" label="Duration">
            <Input {...register('duration')} placeholder="15 min" />
          </FormField>
        </div>

        <div className="grid items-start gap-4 sm:grid-cols-4">
          <FormField name="order" id="lesson-order" label="Order">
            <Input {...register('order')} type="number" min={0} step={1} inputMode="numeric" />
          </FormField>
          <FormField name="icon" id="lesson-icon" label="Icon" hint="A lucide icon name.">
            <Input {...register('icon')} placeholder="BookOpen" />
          </FormField>
          <FormField name="tags" id="lesson-tags" label="Tags" hint="Comma-separated." className="sm:col-span-2">
            <Input {...register('tags')} placeholder="basics, prompting" />
          </FormField>
        </div>

        <FormField
          name="learningObjectives"
          id="lesson-learningObjectives"
          label="Learning objectives"
          hint="One per line."
        >
          <Textarea {...register('learningObjectives')} rows={3} />
        </FormField>

        <div>
          <div className="grid gap-4 lg:grid-cols-2">
            <FormField name="content" id="lesson-content" label="Content (HTML)" required>
              <Textarea
                {...register('content')}
                rows={14}
                spellCheck={false}
                className={`${inputClass} h-80 font-mono text-xs`}
              />
            </FormField>
            <div>
              <p className={labelClass} id="lesson-preview-label">
                Preview
              </p>
              <div className="mt-1">
                {content.trim() ? (
                  <LessonPreview html={content} />
                ) : (
                  <p className="grid h-80 place-items-center rounded-lg bg-slate-50 text-sm text-slate-500 ring-1 ring-slate-200">
                    The lesson preview appears here as you type.
                  </p>
                )}
              </div>
            </div>
          </div>
          <p className="mt-1 text-xs text-slate-500">Scripts and unsafe markup are removed when the lesson is saved.</p>
        </div>

        <ActiveCheckbox
          label="Active (shown in Prompt School)"
          className="inline-flex items-center gap-2 text-sm font-medium text-slate-800"
          {...register('isActive')}
        />

        <SaveFooter error={serverError} onCancel={onClose} busy={formState.isSubmitting}>
          {editing ? 'Update Lesson' : 'Add Lesson'}
        </SaveFooter>
      </Form>
    </Modal>
  );
}
