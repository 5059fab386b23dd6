import { useId } from 'react';
import { z } from 'zod';
import {
  DEFAULT_QUIZ_SETTINGS,
  QUESTION_TOASTS,
  PASSING_SCORE_RANGE_TEXT,
  QUESTIONS_PER_QUIZ_RANGE_TEXT,
  QUIZ_MAX_QUESTIONS,
  QuizSettingsUpdateSchema,
  SCHOOL_TOAST_MS,
  type QuizSettings,
} from '@ai4n/shared';
import { Modal, ModalFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/field';
import { Form, FormField, useZodForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { useQuizSettings } from '../api/get-quiz-settings';
import { useUpdateQuizSettings } from '../api/update-quiz-settings';

/** A number field's text: a whole number from min to max, else `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/**
 * The dialog's fields as typed (number inputs give text), checked and named under their field
 * as they are typed (docs/spec/admin.md section 5), then the shared settings schema the server checks.
 */
export const QuizSettingsFormSchema = z
  .object({
    questionsPerQuiz: wholeNumber(1, QUIZ_MAX_QUESTIONS, QUESTIONS_PER_QUIZ_RANGE_TEXT),
    passingScore: wholeNumber(1, 100, PASSING_SCORE_RANGE_TEXT),
    showFeedbackImmediately: z.boolean(),
    allowRetries: z.boolean(),
  })
  .pipe(QuizSettingsUpdateSchema);

const formValuesOf = (s: QuizSettings): z.input<typeof QuizSettingsFormSchema> => ({
  ...s,
  questionsPerQuiz: String(s.questionsPerQuiz),
  passingScore: String(s.passingScore),
});

function SettingsForm({
  initial,
  save,
  onClose,
}: {
  initial: QuizSettings;
  save: ReturnType<typeof useUpdateQuizSettings>;
  onClose: () => void;
}) {
  const toast = useToast(SCHOOL_TOAST_MS);
  const uid = useId();
  const form = useZodForm(QuizSettingsFormSchema, { mode: 'onChange', defaultValues: formValuesOf(initial) });
  const { errors } = form.formState;
  const number = { type: 'number', min: 1, step: 1 } as const;

  const submit = (settings: QuizSettings) =>
    save.mutateAsync(settings).then(
      () => {
        toast.success(QUESTION_TOASTS.settingsSaved);
        onClose();
      },
      () => toast.error(QUESTION_TOASTS.settingsFailed),
    );

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="questionsPerQuiz"
          id={`${uid}-count`}
          label="Questions per quiz"
          hint={`1 to ${QUIZ_MAX_QUESTIONS}`}
        >
          <Input {...number} max={QUIZ_MAX_QUESTIONS} {...form.register('questionsPerQuiz')} />
        </FormField>
        <FormField name="passingScore" id={`${uid}-score`} label="Passing score (%)" hint="1 to 100 percent">
          <Input {...number} max={100} {...form.register('passingScore')} />
        </FormField>
      </div>
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-4 accent-brand-600" {...form.register('showFeedbackImmediately')} />
          Show feedback immediately after each answer
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-4 accent-brand-600" {...form.register('allowRetries')} />
          Allow retries
        </label>
      </div>
      {/* The saved values are valid: only a field changed since can be wrong. */}
      <ModalFooter
        onCancel={onClose}
        busy={save.isPending}
        disabled={Boolean(errors.questionsPerQuiz || errors.passingScore)}
      >
        Save Settings
      </ModalFooter>
    </Form>
  );
}

/** The Quiz Settings dialog: how many questions a quiz draws, the pass mark, feedback and retries. */
export function QuizSettingsDialog({ onClose }: { onClose: () => void }) {
  const settings = useQuizSettings();
  // Saved here, not in the form, so the dialog knows a save is under way and stays open.
  const save = useUpdateQuizSettings();
  return (
    <Modal title="Quiz Settings" size="md" onClose={onClose} busy={save.isPending}>
      {settings.isPending ? (
        <p className="py-6 text-sm text-slate-600" role="status">
          Loading settings...
        </p>
      ) : (
        <>
          {settings.isError && (
            <p
              className="mb-4 rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900 ring-1 ring-yellow-200"
              role="alert"
            >
              Could not load the saved settings ({settings.error.message}); the defaults are shown.
            </p>
          )}
          <SettingsForm initial={settings.data ?? DEFAULT_QUIZ_SETTINGS} save={save} onClose={onClose} />
        </>
      )}
    </Modal>
  );
}
