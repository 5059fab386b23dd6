import { useState } from 'react';
import { AlertTriangle, CheckCircle2, ChevronLeft, ChevronRight, Clock, History, Loader2, RefreshCw, Target, Zap } from 'lucide-react';
import { SCHOOL_FACTS, type QuizSettings } from '@ai4n/shared';
import { ProgressBar } from '../../../components/progress-bar';
import type { QuizController } from '../lib/use-quiz';
import { QUIZ_TEXTS } from '../lib/quiz-texts';

const primary = 'inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-50';
const secondary =
  'inline-flex items-center justify-center gap-2 rounded-xl px-5 py-3 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-50';

export function QuizIntro({ quiz, settings, onShowHistory }: { quiz: QuizController; settings: QuizSettings; onShowHistory: () => void }) {
  const [refresh, setRefresh] = useState<'idle' | 'busy' | 'ok' | 'failed'>('idle');
  const reload = async () => {
    setRefresh('busy');
    setRefresh((await quiz.refreshQuestions()) ? 'ok' : 'failed');
  };
  const facts = [
    { icon: Target, label: `${settings.questionsPerQuiz} questions` },
    { icon: Clock, label: `About ${SCHOOL_FACTS.quizMinutes} minutes` },
    { icon: Zap, label: 'Instant results' },
    { icon: CheckCircle2, label: `Pass with ${settings.passingScore}%` },
  ];
  return (
    <div className="text-center">
      <h3 className="text-2xl font-extrabold text-slate-900">AI Newcomer Quiz</h3>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">
        Test what you learned. Every attempt draws a fresh set of questions, and you can review every answer with an explanation.
      </p>
      <ul className="mx-auto mt-6 grid max-w-2xl grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map(({ icon: Icon, label }) => (
          <li key={label} className="rounded-xl bg-slate-50 p-4 text-sm font-semibold text-slate-800">
            <Icon className="mx-auto mb-2 size-5 text-brand-600" aria-hidden />
            {label}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={primary} onClick={() => void quiz.start()}>
          Start AI Newcomer Quiz
        </button>
        <button type="button" className={secondary} onClick={reload} disabled={refresh === 'busy'}>
          <RefreshCw className={`size-4 ${refresh === 'busy' ? 'animate-spin' : ''}`} aria-hidden /> Reload Fresh Questions
        </button>
      </div>
      {refresh === 'ok' && (
        <p role="status" className="mt-4 text-sm text-emerald-700">
          {QUIZ_TEXTS.refreshed}
        </p>
      )}
      {refresh === 'failed' && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {QUIZ_TEXTS.refreshFailed}
        </p>
      )}
      <button type="button" onClick={onShowHistory} className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <History className="size-4" aria-hidden /> View your quiz history
      </button>
    </div>
  );
}

export function QuizLoading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
      <Loader2 className="size-5 animate-spin" aria-hidden /> Loading quiz questions...
    </p>
  );
}

export function QuizFailure({ quiz }: { quiz: QuizController }) {
  const [busy, setBusy] = useState(false);
  const refreshAndStart = async () => {
    setBusy(true);
    await quiz.refreshQuestions();
    setBusy(false);
    await quiz.start();
  };
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center text-red-800">
      <AlertTriangle className="mx-auto size-8" aria-hidden />
      <p className="mt-3 font-semibold">{QUIZ_TEXTS.loadFailed}</p>
      {quiz.errorDetail && <p className="mt-2 text-sm">{quiz.errorDetail}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className={primary} onClick={() => void quiz.start()}>
          Retry
        </button>
        <button type="button" className={secondary} onClick={refreshAndStart} disabled={busy}>
          Refresh Questions
        </button>
      </div>
    </div>
  );
}

export function QuizEmpty({ onBack }: { onBack: () => void }) {
  return (
    <div className="py-12 text-center">
      <h3 className="text-xl font-bold text-slate-900">{QUIZ_TEXTS.emptyTitle}</h3>
      <p className="mt-2 text-slate-600">{QUIZ_TEXTS.noQuestions}. Please check back soon.</p>
      <button type="button" className={`${secondary} mt-6`} onClick={onBack}>
        Back
      </button>
    </div>
  );
}

export function QuizQuestion({ quiz }: { quiz: QuizController }) {
  const session = quiz.session!;
  const index = session.currentQuestionIndex;
  const question = session.questions[index];
  const total = session.questions.length;
  const chosen = session.answers[question.id];
  const answered = chosen !== undefined;
  const isLast = index === total - 1;
  const answeredCount = Object.keys(session.answers).length;
  const firstUnanswered = session.questions.findIndex((q) => session.answers[q.id] === undefined);
  const reachable = (i: number) => firstUnanswered === -1 || i <= firstUnanswered;

  return (
    <div>
      {quiz.usingCache && (
        <p role="alert" className="mb-6 flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <AlertTriangle className="size-5 shrink-0" aria-hidden /> {QUIZ_TEXTS.usingCache}
        </p>
      )}
      <div className="flex items-center justify-between text-sm font-semibold text-slate-700">
        <span>
          Question {index + 1} of {total}
        </span>
        <span>{answeredCount} answered</span>
      </div>
      <div className="mt-2">
        <ProgressBar value={index + 1} max={total} label="Quiz progress" />
      </div>
      <ol className="mt-4 flex flex-wrap gap-1.5" aria-label="Questions">
        {session.questions.map((q, i) => (
          <li key={q.id}>
            <button
              type="button"
              onClick={() => quiz.goTo(i)}
              disabled={!reachable(i)}
              aria-label={`Go to question ${i + 1}${session.answers[q.id] !== undefined ? ' (answered)' : ''}`}
              aria-current={i === index ? 'step' : undefined}
              className={`size-3.5 rounded-full ${
                i === index ? 'bg-brand-600 ring-2 ring-brand-200' : session.answers[q.id] !== undefined ? 'bg-brand-300' : 'bg-slate-300'
              }`}
            />
          </li>
        ))}
      </ol>

      <fieldset className="mt-8">
        <legend className="text-xl font-bold text-slate-900">{question.question}</legend>
        <div className="mt-5 grid gap-3">
          {question.options.map((option, i) => (
            <label
              key={option}
              className={`flex cursor-pointer items-start gap-3 rounded-xl p-4 ring-1 ${
                chosen === i ? 'bg-brand-50 ring-2 ring-brand-600' : 'ring-slate-200 hover:bg-slate-50'
              }`}
            >
              <input type="radio" name={`question-${question.id}`} className="mt-1 accent-brand-600" checked={chosen === i} onChange={() => quiz.answer(i)} />
              <span className="text-slate-800">{option}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-8 flex justify-between gap-3">
        <button type="button" className={secondary} onClick={() => quiz.goTo(index - 1)} disabled={index === 0}>
          <ChevronLeft className="size-4" aria-hidden /> Previous
        </button>
        {isLast ? (
          <button type="button" className={primary} onClick={quiz.finish} disabled={!answered}>
            Finish Quiz
          </button>
        ) : (
          <button type="button" className={primary} onClick={() => quiz.goTo(index + 1)} disabled={!answered}>
            Next <ChevronRight className="size-4" aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}
