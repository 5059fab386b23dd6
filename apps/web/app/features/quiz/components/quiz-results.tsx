import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, GraduationCap, Loader2, RotateCcw, XCircle } from 'lucide-react';
import { QUESTION_CATEGORY_LABELS, type QuestionCategory } from '@ai4n/shared';
import { ProgressBar } from '../../../components/progress-bar';
import { Button } from '../../../components/ui/button';
import { QUIZ_TEXTS } from '../lib/quiz-texts';
import type { QuizController } from '../lib/use-quiz';
import { CertificatePanel } from './certificate-panel';
import { ReviewMistakes } from './review-mistakes';
import { ReviewedAnswer } from './reviewed-answer';

const categoryLabel = (name: string) => QUESTION_CATEGORY_LABELS[name as QuestionCategory] ?? name;

/** A results section under its own heading (`id` labels the section). */
function ResultSection({
  id,
  title,
  className,
  large = false,
  children,
}: {
  id: string;
  title: string;
  className: string;
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h4 id={id} className={`${large ? 'text-lg ' : ''}font-bold text-slate-900`}>
        {title}
      </h4>
      {children}
    </section>
  );
}

function RetakeButton({ quiz }: { quiz: QuizController }) {
  return (
    <Button size="lg" onClick={quiz.reset} icon={<RotateCcw className="size-4" aria-hidden />}>
      {quiz.outcome?.mistakes ? 'Take the full quiz' : 'Retake Quiz'}
    </Button>
  );
}

/** The line under the score: passed or not, or for a mistakes round, how many are fixed. */
function verdict({ passed, mistakes, review }: NonNullable<QuizController['outcome']>): string {
  if (!mistakes)
    return passed ? 'You passed! Well done.' : 'Not quite there yet. Review the answers below and try again.';
  const left = review.filter((q) => !q.correct).length;
  if (left === 0) return 'You got every one right this time. Well done!';
  return `${left} still ${left === 1 ? 'needs' : 'need'} work. Review ${left === 1 ? 'it' : 'them'} below and try again.`;
}

/** While the server grades, when it cannot be reached, or when it refuses (expired or already submitted). */
function GradingState({ quiz }: { quiz: QuizController }) {
  const outcome = quiz.outcome!;
  if (outcome.gradingFailed) {
    return (
      <div role="alert" className="rounded-xl bg-amber-50 p-6 text-sm text-amber-900 ring-1 ring-amber-200">
        <p className="flex items-center gap-2">
          <AlertTriangle className="size-5 shrink-0" aria-hidden /> {QUIZ_TEXTS.gradingOffline}
        </p>
        <button type="button" onClick={quiz.retryGrading} className="mt-3 font-semibold underline">
          Try again
        </button>
      </div>
    );
  }
  if (outcome.gradingError) {
    return (
      <div className="text-center">
        <p role="alert" className="rounded-xl bg-rose-50 p-6 text-sm text-rose-900 ring-1 ring-rose-200">
          {outcome.gradingError}
        </p>
        <div className="mt-6">
          <RetakeButton quiz={quiz} />
        </div>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
      <Loader2 className="size-5 animate-spin" aria-hidden /> {QUIZ_TEXTS.grading}
    </p>
  );
}

export function QuizResults({ quiz, allowRetries }: { quiz: QuizController; allowRetries: boolean }) {
  const outcome = quiz.outcome!;
  const { record, passed, review, graded, practice, mistakes } = outcome;
  if (!record) return <GradingState quiz={quiz} />;
  return (
    <div>
      {practice && (
        <p className="mb-6 flex items-center gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          <GraduationCap className="size-5 shrink-0" aria-hidden />
          <span>
            <strong>{mistakes ? QUIZ_TEXTS.mistakesLabel : QUIZ_TEXTS.practiceLabel}.</strong>{' '}
            {mistakes ? QUIZ_TEXTS.mistakesNote : QUIZ_TEXTS.practiceNote}
          </span>
        </p>
      )}
      <div className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Your result</p>
        <p className="mt-2 text-6xl font-extrabold text-slate-900" aria-label={`Grade ${record.grade}`}>
          {record.grade}
        </p>
        <p className="mt-2 text-lg text-slate-700">
          {record.score} / {record.total} correct · {record.percentage}%
        </p>
        <p className={`mt-2 font-semibold ${passed ? 'text-emerald-700' : 'text-rose-700'}`}>{verdict(outcome)}</p>
      </div>

      <ResultSection id="category-performance" title="Performance by category" className="mt-8">
        <ul className="mt-3 space-y-3">
          {record.categories.map((c) => (
            <li key={c.name}>
              <div className="flex justify-between text-sm text-slate-700">
                <span>{categoryLabel(c.name)}</span>
                <span>
                  {c.correct}/{c.total} ({c.percentage}%)
                </span>
              </div>
              <ProgressBar
                value={c.percentage}
                label={`${categoryLabel(c.name)} score`}
                tone={c.percentage >= 60 ? 'good' : 'bad'}
              />
            </li>
          ))}
        </ul>
      </ResultSection>

      <div className="mt-8">{passed && graded && <CertificatePanel graded={graded} />}</div>

      {allowRetries && (
        <div className="mt-6 text-center">
          <RetakeButton quiz={quiz} />
        </div>
      )}

      <div className="mt-10">
        <ReviewMistakes review={review} retake={quiz.retake} onRetake={(ids) => void quiz.retakeMistakes(ids)} />
      </div>

      <ResultSection id="review-heading" title="Review your answers" className="mt-10" large>
        <ol className="mt-4 space-y-4">
          {review.map((q, i) => (
            <li key={q.id} className="rounded-xl p-4 ring-1 ring-slate-200">
              <ReviewedAnswer
                q={q}
                heading={
                  <>
                    {q.correct ? (
                      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-label="Correct" />
                    ) : (
                      <XCircle className="mt-0.5 size-5 shrink-0 text-rose-600" aria-label="Incorrect" />
                    )}
                    {i + 1}. {q.question}
                  </>
                }
              />
            </li>
          ))}
        </ol>
      </ResultSection>
    </div>
  );
}
