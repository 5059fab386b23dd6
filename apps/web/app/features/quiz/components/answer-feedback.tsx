import type { ReactNode } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';

/** How an option looks: the right one and a wrong choice once checked, the chosen one before. */
export function optionStyle(i: number, chosen: number | null | undefined, correctAnswer: number | undefined) {
  if (correctAnswer !== undefined && i === correctAnswer) return 'bg-emerald-50 ring-2 ring-emerald-600';
  if (correctAnswer !== undefined && i === chosen) return 'bg-rose-50 ring-2 ring-rose-600';
  if (chosen === i) return 'bg-brand-50 ring-2 ring-brand-600';
  return correctAnswer !== undefined ? 'ring-slate-200' : 'ring-slate-200 hover:bg-slate-50';
}

/** "Not quite. The right answer is: …" */
export const rightAnswerText = (options: string[], correctAnswer: number) =>
  `Not quite. The right answer is: ${options[correctAnswer]}`;

/** Right or wrong once an answer is checked: a headline, why, and a note on what happens next. */
export function AnswerFeedback({
  correct,
  headline,
  explanation,
  note,
  status = false,
}: {
  correct: boolean;
  headline: string;
  explanation?: string | null;
  note?: ReactNode;
  /** Its own live region (the quiz); the review session announces it from a region around it. */
  status?: boolean;
}) {
  return (
    <div
      role={status ? 'status' : undefined}
      className={`mt-5 rounded-xl p-4 text-sm ring-1 ${correct ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-rose-50 text-rose-900 ring-rose-200'}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        {correct ? <CheckCircle2 className="size-5" aria-hidden /> : <XCircle className="size-5" aria-hidden />}
        {headline}
      </p>
      {explanation && <p className="mt-2 text-slate-700">{explanation}</p>}
      {note}
    </div>
  );
}
