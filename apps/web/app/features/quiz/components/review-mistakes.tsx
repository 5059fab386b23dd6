import { useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, ListChecks, PartyPopper, RotateCcw } from 'lucide-react';
import { lessonHref, type ReviewedQuestion } from '@ai4n/shared';
import { Button } from '../../../components/ui/button';
import { ReviewedAnswer } from './reviewed-answer';

const questionsText = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`;

/**
 * "Review mistakes": each missed question with the answer given, the right one, why, and the
 * lesson that teaches it; and "Retake only my mistakes", a practice round of exactly those.
 */
export function ReviewMistakes({
  review,
  retake,
  onRetake,
}: {
  review: ReviewedQuestion[];
  retake: { loading: boolean; error: string | null };
  onRetake: (questionIds: number[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const missed = review.filter((q) => !q.correct);

  return (
    <section aria-labelledby="mistakes-heading" className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-6">
      <h4 id="mistakes-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <ListChecks className="size-5 text-brand-600" aria-hidden /> Review mistakes
      </h4>
      {missed.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-slate-700">
          <PartyPopper className="size-5 shrink-0 text-emerald-600" aria-hidden />
          No mistakes to review: you answered every question correctly. Well done!
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            You missed {questionsText(missed.length)}. See the right answers and why, read the lesson that teaches each
            one, then try just those again.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              size="lg"
              aria-expanded={open}
              aria-controls="mistakes-list"
              onClick={() => setOpen((o) => !o)}
              icon={<ListChecks className="size-4" aria-hidden />}
            >
              {open ? 'Hide mistakes' : 'Review mistakes'}
            </Button>
            <Button
              tone="primary"
              size="lg"
              busy={retake.loading}
              onClick={() => onRetake(missed.map((q) => q.id))}
              icon={<RotateCcw className="size-4" aria-hidden />}
            >
              Retake only my mistakes
            </Button>
          </div>
          <p className="mt-2 text-sm text-slate-600">A practice round: graded at the end, no certificate.</p>
          {retake.error && (
            <p role="alert" className="mt-3 rounded-lg bg-rose-50 p-3 text-sm text-rose-900 ring-1 ring-rose-200">
              {retake.error}
            </p>
          )}
          <ol id="mistakes-list" hidden={!open} aria-label="Your mistakes" className="mt-5 space-y-4">
            {missed.map((q) => (
              <li key={q.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
                <ReviewedAnswer q={q} heading={q.question} headingId={`mistake-${q.id}`}>
                  {q.lessonId != null && (
                    <Link
                      to={lessonHref(q.lessonId)}
                      aria-describedby={`mistake-${q.id}`}
                      className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
                    >
                      <BookOpen className="size-4" aria-hidden /> Read the lesson
                    </Link>
                  )}
                </ReviewedAnswer>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
