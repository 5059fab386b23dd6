import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_QUIZ_SETTINGS, QUESTION_TOASTS, QUIZ_MAX_QUESTIONS, SCHOOL_TOAST_MS, type QuizSettings } from '@ai4n/shared';
import { Modal } from '../../../components/modal';
import { adminKeys, useAdminWrite, useQuizSettings } from '../api/admin-api';
import { adminRequest } from '../lib/admin-session';
import { useToast } from './toasts';
import { Button, FieldError, inputClass, labelClass } from './ui';

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

function SettingsForm({ initial, onClose }: { initial: QuizSettings; onClose: () => void }) {
  const toast = useToast(SCHOOL_TOAST_MS);
  const uid = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const errors = quizSettingsErrors(draft);
  const invalid = Boolean(errors.questionsPerQuiz || errors.passingScore);
  const save = useAdminWrite((settings: QuizSettings) => adminRequest<QuizSettings>('/questions/meta/settings', { method: 'PUT', body: settings }), [adminKeys.quizSettings, ['questions']]);

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
        <div>
          <label htmlFor={`${uid}-count`} className={labelClass}>
            Questions per quiz
          </label>
          <input
            id={`${uid}-count`}
            type="number"
            min={1}
            max={QUIZ_MAX_QUESTIONS}
            step={1}
            className={`${inputClass} mt-1`}
            value={draft.questionsPerQuiz}
            aria-invalid={Boolean(errors.questionsPerQuiz)}
            aria-describedby={errors.questionsPerQuiz ? `${uid}-count-error` : undefined}
            onChange={(e) => setDraft((d) => ({ ...d, questionsPerQuiz: e.target.value }))}
          />
          {!errors.questionsPerQuiz && <p className="mt-1 text-xs text-slate-500">1 to {QUIZ_MAX_QUESTIONS}</p>}
          <FieldError id={`${uid}-count-error`} message={errors.questionsPerQuiz} />
        </div>
        <div>
          <label htmlFor={`${uid}-score`} className={labelClass}>
            Passing score (%)
          </label>
          <input
            id={`${uid}-score`}
            type="number"
            min={1}
            max={100}
            step={1}
            className={`${inputClass} mt-1`}
            value={draft.passingScore}
            aria-invalid={Boolean(errors.passingScore)}
            aria-describedby={errors.passingScore ? `${uid}-score-error` : undefined}
            onChange={(e) => setDraft((d) => ({ ...d, passingScore: e.target.value }))}
          />
          {!errors.passingScore && <p className="mt-1 text-xs text-slate-500">1 to 100 percent</p>}
          <FieldError id={`${uid}-score-error`} message={errors.passingScore} />
        </div>
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
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" tone="primary" busy={save.isPending} disabled={invalid}>
          Save Settings
        </Button>
      </div>
    </form>
  );
}

/** The Quiz Settings dialog: how many questions a quiz draws, the pass mark, feedback and retries. */
export function QuizSettingsDialog({ onClose }: { onClose: () => void }) {
  const settings = useQuizSettings(true);
  return (
    <Modal title="Quiz Settings" size="md" onClose={onClose}>
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
          <SettingsForm initial={settings.data ?? DEFAULT_QUIZ_SETTINGS} onClose={onClose} />
        </>
      )}
    </Modal>
  );
}
