// '@ai4n/shared/review-schedule': only the review code (loaded when there is something to review) needs it, so it stays out of the main entry and the site-wide chunk.
import type { ReviewItem, ReviewOutcome, ReviewQueue } from './contracts/review.js';
import { REVIEW_BOXES, REVIEW_INTERVALS_DAYS, REVIEW_QUEUE_MAX } from './domain/review.js';

/**
 * Spaced review with Leitner boxes (intervals 1, 3, 7 and 21 days), as pure functions of the queue.
 *
 * - A missed question (in any quiz, practice or review) goes to box 1, due exactly one day (24 hours)
 *   after the miss. A question already queued goes back to box 1 the same way.
 * - A right answer counts as a review only when the question is due: it moves up one box, due after
 *   that box's interval; a right answer in the last box (21 days) graduates it out of the queue.
 * - A right answer to a question that is not due yet (a retake the same day) or not queued changes
 *   nothing: the spacing is what makes it stick.
 * - "Due" means `dueAt <= now`, to the millisecond: nothing is due early.
 */

export const DAY_MS = 86_400_000;

/** The queue in a stable order: soonest due first, then by question id. */
function ordered(items: Iterable<ReviewItem>): ReviewQueue {
  return [...items]
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.questionId - b.questionId)
    .slice(0, REVIEW_QUEUE_MAX);
}

function placed(questionId: number, box: number, now: Date): ReviewItem {
  return {
    questionId,
    box,
    dueAt: new Date(now.getTime() + REVIEW_INTERVALS_DAYS[box - 1] * DAY_MS).toISOString(),
    updatedAt: now.toISOString(),
  };
}

export const isDue = (item: ReviewItem, now: Date) => Date.parse(item.dueAt) <= now.getTime();

/** What one answer does to a question's place in the queue. */
export type ReviewMove = 'added' | 'up' | 'back' | 'graduated' | 'unchanged';

/** The queue after graded answers, in the order given, and what happened to each question. */
export function applyOutcomes(
  queue: ReviewQueue,
  outcomes: readonly ReviewOutcome[],
  now: Date,
): { queue: ReviewQueue; moves: Array<{ questionId: number; move: ReviewMove; item: ReviewItem | null }> } {
  const byId = new Map(queue.map((item) => [item.questionId, item]));
  const moves = outcomes.map(({ questionId, correct }) => {
    const current = byId.get(questionId);
    let move: ReviewMove = 'unchanged';
    if (!correct) {
      byId.set(questionId, placed(questionId, 1, now));
      move = current ? 'back' : 'added';
    } else if (current && isDue(current, now)) {
      if (current.box >= REVIEW_BOXES) {
        byId.delete(questionId);
        move = 'graduated';
      } else {
        byId.set(questionId, placed(questionId, current.box + 1, now));
        move = 'up';
      }
    }
    return { questionId, move, item: byId.get(questionId) ?? null };
  });
  return { queue: ordered(byId.values()), moves };
}

/** The queue after graded answers (see the rules above). */
export function recordOutcomes(queue: ReviewQueue, outcomes: readonly ReviewOutcome[], now: Date): ReviewQueue {
  return applyOutcomes(queue, outcomes, now).queue;
}

/** The questions due at `now`, soonest first. */
export function dueItems(queue: ReviewQueue, now: Date): ReviewQueue {
  return ordered(queue.filter((item) => isDue(item, now)));
}

/** When the next question not yet due comes up, or null when nothing is waiting. */
export function nextDueAt(queue: ReviewQueue, now: Date): string | null {
  return ordered(queue.filter((item) => !isDue(item, now)))[0]?.dueAt ?? null;
}

/** Which of two entries for one question wins a merge: the latest answer, then the lower box, then the sooner due. */
function newer(a: ReviewItem, b: ReviewItem): ReviewItem {
  const byTime = Date.parse(a.updatedAt) - Date.parse(b.updatedAt);
  if (byTime !== 0) return byTime > 0 ? a : b;
  if (a.box !== b.box) return a.box < b.box ? a : b;
  return a.dueAt <= b.dueAt ? a : b;
}

/**
 * Two queues as one (two devices, or a browser signing in): every question of either is kept, each
 * with its most recently updated entry. The result does not depend on the order of the arguments.
 */
export function mergeQueues(a: ReviewQueue, b: ReviewQueue): ReviewQueue {
  const byId = new Map<number, ReviewItem>();
  for (const item of [...a, ...b]) {
    const seen = byId.get(item.questionId);
    byId.set(item.questionId, seen ? newer(seen, item) : item);
  }
  return ordered(byId.values());
}

const isIsoTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * A queue read from storage the browser does not control (no zod here: this runs on the first view
 * of Prompt School): the well-formed items, one per question, in order; anything else is left out.
 */
export function readableQueue(value: unknown): ReviewQueue {
  if (!Array.isArray(value)) return [];
  const byId = new Map<number, ReviewItem>();
  for (const item of value as Partial<ReviewItem>[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { questionId, box, dueAt, updatedAt } = item;
    if (!Number.isInteger(questionId) || (questionId as number) <= 0 || (questionId as number) > 2_147_483_647)
      continue;
    if (!Number.isInteger(box) || (box as number) < 1 || (box as number) > REVIEW_BOXES) continue;
    if (!isIsoTime(dueAt) || !isIsoTime(updatedAt) || byId.has(questionId as number)) continue;
    byId.set(questionId as number, { questionId: questionId as number, box: box as number, dueAt, updatedAt });
  }
  return ordered(byId.values());
}
