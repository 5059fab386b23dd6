import { useCallback, useEffect, useState } from 'react';
import {
  REVIEW_QUEUE_CHANGE_EVENT,
  REVIEW_QUEUE_STORAGE_KEY,
  type ReviewOutcome,
  type ReviewQueue,
  type SchoolProgress,
  type UserProfile,
} from '@ai4n/shared';
import { applyOutcomes, dueItems, nextDueAt, readableQueue } from '@ai4n/shared/review-schedule';
import { readAccount } from '../../../lib/account';
import { apiRequest } from '../../../lib/api-client';
import { storedJson, storedValue, STORAGE_PREFIX } from '../../../lib/storage';

/**
 * The spaced-review queue (Leitner boxes, packages/shared review-schedule) kept in this browser.
 * For a signed-in user the account holds it too: the first visit after a sign-in merges this
 * browser's queue into the account's and takes the result; after that, each answer is sent to the
 * account as it is graded and the browser takes the account's queue back.
 */
const QUEUE_KEY = REVIEW_QUEUE_STORAGE_KEY;
const CHANGE_EVENT = REVIEW_QUEUE_CHANGE_EVENT;
const store = storedJson<unknown>(QUEUE_KEY, []);
/** The user whose queue this browser's copy is (merged in and kept up to date); empty after changes made signed out. */
const syncedFor = storedValue(`${STORAGE_PREFIX}review-queue-synced`);

/** This browser's queue; anything unreadable reads as empty. */
export function readReviewQueue(): ReviewQueue {
  return readableQueue(store.get());
}

function write(queue: ReviewQueue) {
  store.set(queue);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Saves to the signed-in account and takes the account's queue back. This browser's queue goes along
 * until it has been merged once (a sign-in, or changes made while signed out or offline); answers
 * already applied here are applied again there without changing anything.
 */
async function saveToAccount(body: object = {}): Promise<boolean> {
  const account = readAccount();
  if (!account) return false;
  const merge = syncedFor.get() === account.userId ? {} : { reviewQueue: readReviewQueue() };
  try {
    const progress = await apiRequest<SchoolProgress>(`/users/${account.userId}/progress`, {
      method: 'PUT',
      body: { ...merge, ...body },
    });
    if (readAccount()?.userId !== account.userId) return false;
    write(progress.reviewQueue ?? []);
    syncedFor.set(account.userId);
    return true;
  } catch {
    // Kept in this browser; the next save merges it into the account.
    syncedFor.set(null);
    return false;
  }
}

/**
 * Records graded answers: a miss enters the queue (or goes back to day 1), a due right answer moves
 * up. Says what happened to each question (the review session's summary).
 */
export function applyToQueue(outcomes: ReviewOutcome[], now: Date = new Date()) {
  const result = applyOutcomes(readReviewQueue(), outcomes, now);
  if (outcomes.length === 0) return result.moves;
  write(result.queue);
  if (readAccount()) void saveToAccount({ reviewOutcomes: { at: now.toISOString(), outcomes } });
  else syncedFor.set(null);
  return result.moves;
}

/** Questions the quiz no longer asks leave the queue (the account drops them when it saves). */
export function forgetQuestions(questionIds: number[]): void {
  if (questionIds.length === 0) return;
  const gone = new Set(questionIds);
  write(readReviewQueue().filter((item) => !gone.has(item.questionId)));
  if (readAccount()) void saveToAccount();
}

/**
 * On a visit while signed in: this browser's queue goes into the account once (a save that merges);
 * after that the account's latest is only read, so a page view writes nothing.
 */
async function syncWithAccount(): Promise<void> {
  const account = readAccount();
  if (!account) return;
  if (syncedFor.get() !== account.userId) {
    await saveToAccount();
    return;
  }
  try {
    const profile = await apiRequest<UserProfile>(`/users/${account.userId}`);
    if (readAccount()?.userId === account.userId) write(profile.promptSchool.reviewQueue ?? []);
  } catch {
    // This browser's copy stands until the next visit.
  }
}

export interface ReviewStatus {
  queue: ReviewQueue;
  due: ReviewQueue;
  nextDueAt: string | null;
}

function statusAt(queue: ReviewQueue, now: Date): ReviewStatus {
  return { queue, due: dueItems(queue, now), nextDueAt: nextDueAt(queue, now) };
}

/** The queue and what is due now, following changes (other tabs, a sign-in, the page coming back into view). */
export function useReviewQueue(accountId: string | null = null) {
  const [status, setStatus] = useState<ReviewStatus>(() => statusAt([], new Date(0)));
  const refresh = useCallback(() => setStatus(statusAt(readReviewQueue(), new Date())), []);

  useEffect(() => {
    refresh();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.endsWith(QUEUE_KEY)) refresh();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener(CHANGE_EVENT, refresh);
    window.addEventListener('storage', onStorage);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener(CHANGE_EVENT, refresh);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  useEffect(() => {
    if (accountId) void syncWithAccount();
  }, [accountId]);

  return status;
}

/** A review time for people: "Tue, Mar 11, 6:30 PM". */
export const formatReviewTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
