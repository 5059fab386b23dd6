import type { ReactNode } from 'react';
import type { ReviewedQuestion } from '@ai4n/shared';

/**
 * One graded question on the results screen: its heading, the answer given, the right answer when
 * it was missed, and why. Both the full review and "Review mistakes" show questions this way.
 */
export function ReviewedAnswer({
  q,
  heading,
  headingId,
  children,
}: {
  q: ReviewedQuestion;
  heading: ReactNode;
  headingId?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <p id={headingId} className="flex gap-2 font-semibold text-slate-900">
        {heading}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Your answer:{' '}
        <span className={q.correct ? 'text-emerald-700' : 'text-rose-700'}>{q.options[q.answer] ?? 'No answer'}</span>
      </p>
      {!q.correct && (
        <p className="text-sm text-slate-700">
          Right answer: <span className="font-semibold text-emerald-700">{q.options[q.correctAnswer]}</span>
        </p>
      )}
      {q.explanation && <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{q.explanation}</p>}
      {children}
    </>
  );
}
