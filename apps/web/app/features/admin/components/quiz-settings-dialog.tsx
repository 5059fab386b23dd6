import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_QUIZ_SETTINGS, QUESTION_TOASTS, QUIZ_MAX_QUESTIONS, SCHOOL_TOAST_MS, type QuizSettings } from '@ai4n/shared';
import { Modal } from '../../../components/modal';
import { adminKeys, useAdminWrite, useQuizSettings } from '../api/admin-api';
import { adminRequest } from '../lib/admin-session';
import { useToast } from './toasts';
import { Field, ModalFooter, inputClass } from './ui';

interface Draft {
  questionsPerQuiz: string;
  passingScore: string;
  showFeedbackImmediately: boolean;
  allowRetries: boolean;
}

const draftOf = (s: QuizSettings): Draft => ({ ...s, questionsPerQuiz: String(s.questionsPerQuiz), passingScore: String(s.passingScore) });

const inRange = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** Out-of-range values are named under their field as they are typed (admin.md section 5). */
export function quizSettingsErrors(draft: Pick<Draft, 'questionsPerQuiz' | 'passingScore'>) {
  return {
    questionsPerQuiz: inRange(draft.questionsPerQuiz, 1, QUIZ_MAX_QUESTIONS) ? undefined : `Questions per quiz must be a whole number from 1 to ${QUIZ_MAX_QUESTIONS}`,
    passingScore: inRange(draft.passingScore, 1, 100) ? undefined : 'Passing score must be a whole number from 1 to 100 (%)',
  };
}

const useSaveQuizSettings = () =>
  useAdminWrite((settings: QuizSettings) => adminRequest<QuizSettings>('/questions/meta/settings', { method: 'PUT', body: settings }), [adminKeys.quizSettings, ['questions']]);

function SettingsForm({ initial, save, onClose }: { initial: QuizSettings; save: ReturnType<typeof useSaveQuizSettings>; onClose: () => void }) {
  const toast = useToast(SCHOOL_TOAST_MS);
  const uid = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const errors = quizSettingsErrors(draft);
  const invalid = Boolean(errors.questionsPerQuiz || errors.passingScore);
  /** A whole-number field that names its error as it is typed. */
  const number = (field: 'questionsPerQuiz' | 'passingScore', id: string) => ({
    id,
    type: 'number',
    min: 1,
    step: 1,
    className: inputClass,
    value: draft[field],
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `${id}-error` : undefined,
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value })),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    save.mutate(
      { questionsPerQuiz: Number(draft.questionsPerQuiz), passingScore: Number(draft.passingScore), showFeedbackImmediately: draft.showFeedbackImmediately, allowRetries: draft.allowRetries },
      {
        onSuccess: () => {
          toast.success(QUESTION_TOASTS.settingsSaved);
          onClose();
        },
        onError: () => toast.error(QUESTION_TOASTS.settingsFailed),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${uid}-count`} label="Questions per quiz" error={errors.questionsPerQuiz} hint={`1 to ${QUIZ_MAX_QUESTIONS}`}>
          <input {...number('questionsPerQuiz', `${uid}-count`)} max={QUIZ_MAX_QUESTIONS} />
        </Field>
        <Field id={`${uid}-score`} label="Passing score (%)" error={errors.passingScore} hint="1 to 100 percent">
          <input {...number('passingScore', `${uid}-score`)} max={100} />
        </Field>
      </div>
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-4 accent-brand-600" checked={draft.showFeedbackImmediately} onChange={(e) => setDraft((d) => ({ ...d, showFeedbackImmediately: e.target.checked }))} />
          Show feedback immediately after each answer
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-4 accent-brand-600" checked={draft.allowRetries} onChange={(e) => setDraft((d) => ({ ...d, allowRetries: e.target.checked }))} />
          Allow retries
        </label>
      </div>
      <ModalFooter onCancel={onClose} busy={save.isPending} disabled={invalid}>
        Save Settings
      </ModalFooter>
    </form>
  );
}

/** The Quiz Settings dialog: how many questions a quiz draws, the pass mark, feedback and retries. */
export function QuizSettingsDialog({ onClose }: { onClose: () => void }) {
  const settings = useQuizSettings();
  // Saved here, not in the form, so the dialog knows a save is under way and stays open.
  const save = useSaveQuizSettings();
  return (
    <Modal title="Quiz Settings" size="md" onClose={onClose} busy={save.isPending}>
      {settings.isPending ? (
        <p className="py-6 text-sm text-slate-600" role="status">
          Loading settings...
        </p>
      ) : (
        <>
          {settings.isError && (
            <p className="mb-4 rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900 ring-1 ring-yellow-200" role="alert">
              Could not load the saved settings ({settings.error.message}); the defaults are shown.
            </p>
          )}
          <SettingsForm initial={settings.data ?? DEFAULT_QUIZ_SETTINGS} save={save} onClose={onClose} />
        </>
      )}
    </Modal>
  );
}
