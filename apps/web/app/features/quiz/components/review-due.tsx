import { lazy, Suspense, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { REVIEW_INTERVALS_DAYS, REVIEW_SESSION_SIZE } from '@ai4n/shared';
import { Button } from '../../../components/ui/button';
import { useAccount } from '../../../lib/account';
import { formatReviewTime, useReviewQueue } from '../lib/review-queue';

// The session's code loads when a review starts: the banner is on Prompt School's first view.
const ReviewSession = lazy(() => import('./review-session').then((module) => ({ default: module.ReviewSession })));

export const dueCountText = (count: number) => `${count} ${count === 1 ? 'question' : 'questions'} due for review`;

/**
 * Spaced review on Prompt School: how many missed questions are due, and a short review session.
 * Nothing shows until a question has been missed.
 */
export function ReviewDue() {
  const { account } = useAccount();
  const { queue, due, nextDueAt } = useReviewQueue(account?.userId ?? null);
  const [session, setSession] = useState<number[] | null>(null);

  if (session)
    return (
      <div className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <Suspense fallback={<p role="status">Loading your review questions…</p>}>
          <ReviewSession questionIds={session} onClose={() => setSession(null)} />
        </Suspense>
      </div>
    );
  if (queue.length === 0) return null;

  return (
    <section
      aria-labelledby="review-due-heading"
      className="mt-8 flex flex-col gap-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <CalendarClock className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden />
        <div aria-live="polite">
          <h3 id="review-due-heading" className="font-bold text-slate-900">
            {due.length > 0 ? dueCountText(due.length) : 'Nothing due for review today'}
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            {due.length > 0
              ? `Questions you missed come back after ${REVIEW_INTERVALS_DAYS.join(', ').replace(/, (\d+)$/, ' and $1')} days, until they stick.`
              : nextDueAt && `Come back ${formatReviewTime(nextDueAt)} for your next review.`}
          </p>
        </div>
      </div>
      {due.length > 0 && (
        <Button
          tone="primary"
          size="lg"
          className="shrink-0"
          onClick={() => setSession(due.slice(0, REVIEW_SESSION_SIZE).map((item) => item.questionId))}
        >
          Start review
        </Button>
      )}
    </section>
  );
}
