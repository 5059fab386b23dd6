import { AlertTriangle, ChevronLeft, ChevronRight, GraduationCap, Loader2 } from 'lucide-react';
import { ProgressBar } from '../../../components/progress-bar';
import type { QuizController } from '../lib/use-quiz';
import { QUIZ_TEXTS } from '../lib/quiz-texts';
import { Button } from '../../../components/ui/button';
import { AnswerFeedback, optionStyle, rightAnswerText } from './answer-feedback';

export function QuizQuestion({ quiz }: { quiz: QuizController }) {
  const session = quiz.session!;
  const index = session.currentQuestionIndex;
  const question = session.questions[index];
  const total = session.questions.length;
  const checking = quiz.checking?.questionId === question.id;
  const chosen = checking ? quiz.checking!.option : session.answers[question.id];
  const feedback = session.feedback[question.id];
  const answered = chosen !== undefined && quiz.checking === null;
  const isLast = index === total - 1;
  const answeredCount = Object.keys(session.answers).length;
  const firstUnanswered = session.questions.findIndex((q) => session.answers[q.id] === undefined);
  const reachable = (i: number) => firstUnanswered === -1 || i <= firstUnanswered;

  return (
    <div>
      {quiz.usingCache && (
        <p
          role="alert"
          className="mb-4 flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <AlertTriangle className="size-5 shrink-0" aria-hidden /> {QUIZ_TEXTS.usingCache}
        </p>
      )}
      {session.mode !== 'certified' && (
        <div className="mb-6 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          <p className="flex items-center gap-2 font-bold text-slate-900">
            <GraduationCap className="size-5" aria-hidden />{' '}
            {session.mode === 'mistakes' ? QUIZ_TEXTS.mistakesLabel : QUIZ_TEXTS.practiceLabel}
          </p>
          <p className="mt-1">{session.mode === 'mistakes' ? QUIZ_TEXTS.mistakesNote : QUIZ_TEXTS.practiceNote}</p>
        </div>
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
                i === index
                  ? 'bg-brand-600 ring-2 ring-brand-200'
                  : session.answers[q.id] !== undefined
                    ? 'bg-brand-300'
                    : 'bg-slate-300'
              }`}
            />
          </li>
        ))}
      </ol>

      <fieldset className="mt-8" disabled={Boolean(feedback) || quiz.checking !== null}>
        <legend className="text-xl font-bold text-slate-900">{question.question}</legend>
        {session.immediate && !feedback && <p className="mt-2 text-sm text-slate-600">{QUIZ_TEXTS.immediateNote}</p>}
        <div className="mt-5 grid gap-3">
          {question.options.map((option, i) => (
            <label
              key={option}
              className={`flex items-start gap-3 rounded-xl p-4 ring-1 ${feedback ? '' : 'cursor-pointer'} ${optionStyle(i, chosen, feedback?.correctAnswer)}`}
            >
              <input
                type="radio"
                name={`question-${question.id}`}
                className="mt-1 accent-brand-600"
                checked={chosen === i}
                onChange={() => void quiz.answer(i)}
              />
              <span className="text-slate-800">{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {checking && (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <Loader2 className="size-4 animate-spin" aria-hidden /> {QUIZ_TEXTS.checking}
        </p>
      )}
      {quiz.answerError && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {quiz.answerError}
        </p>
      )}
      {feedback && (
        <AnswerFeedback
          status
          correct={feedback.correct}
          headline={feedback.correct ? 'Correct!' : rightAnswerText(question.options, feedback.correctAnswer)}
          explanation={feedback.explanation}
          note={<p className="mt-2 text-xs text-slate-600">Your answer is locked.</p>}
        />
      )}

      <div className="mt-8 flex justify-between gap-3">
        <Button
          size="lg"
          onClick={() => quiz.goTo(index - 1)}
          disabled={index === 0}
          icon={<ChevronLeft className="size-4" aria-hidden />}
        >
          Previous
        </Button>
        {isLast ? (
          <Button tone="primary" size="lg" onClick={quiz.finish} disabled={!answered}>
            Finish Quiz
          </Button>
        ) : (
          <Button tone="primary" size="lg" onClick={() => quiz.goTo(index + 1)} disabled={!answered}>
            Next <ChevronRight className="size-4" aria-hidden />
          </Button>
        )}
      </div>
    </div>
  );
}
