import { useState } from 'react';
import { AlertTriangle, CheckCircle2, Clock, History, Loader2, RefreshCw, Target, Zap } from 'lucide-react';
import { SCHOOL_FACTS, type QuizSettings } from '@ai4n/shared';
import type { QuizController } from '../lib/use-quiz';
import { QUIZ_TEXTS } from '../lib/quiz-texts';
import { Button } from '../../../components/ui/button';

export function QuizIntro({
  quiz,
  settings,
  onShowHistory,
}: {
  quiz: QuizController;
  settings: QuizSettings;
  onShowHistory: () => void;
}) {
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
        Test what you learned. Every attempt draws a fresh set of questions, and you can review every answer with an
        explanation.
        {settings.showFeedbackImmediately && ` ${QUIZ_TEXTS.immediateNote}`}
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
        <Button tone="primary" size="lg" onClick={() => void quiz.start()}>
          Start AI Newcomer Quiz
        </Button>
        <Button
          size="lg"
          onClick={reload}
          disabled={refresh === 'busy'}
          icon={<RefreshCw className={`size-4 ${refresh === 'busy' ? 'animate-spin' : ''}`} aria-hidden />}
        >
          Reload Fresh Questions
        </Button>
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
      <Button
        tone="link"
        size="inline"
        onClick={onShowHistory}
        icon={<History className="size-4" aria-hidden />}
        className="mt-6"
      >
        View your quiz history
      </Button>
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
        <Button tone="primary" size="lg" onClick={() => void quiz.start()}>
          Retry
        </Button>
        <Button size="lg" onClick={refreshAndStart} disabled={busy}>
          Refresh Questions
        </Button>
      </div>
    </div>
  );
}

export function QuizEmpty({ onBack }: { onBack: () => void }) {
  return (
    <div className="py-12 text-center">
      <h3 className="text-xl font-bold text-slate-900">{QUIZ_TEXTS.emptyTitle}</h3>
      <p className="mt-2 text-slate-600">{QUIZ_TEXTS.noQuestions}. Please check back soon.</p>
      <Button size="lg" onClick={onBack} className="mt-6">
        Back
      </Button>
    </div>
  );
}
