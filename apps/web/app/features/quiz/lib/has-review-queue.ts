import { useEffect, useState } from 'react';
import { REVIEW_QUEUE_CHANGE_EVENT, REVIEW_QUEUE_STORAGE_KEY as REVIEW_QUEUE_KEY } from '@ai4n/shared';
import { storedValue, STORAGE_PREFIX } from '../../../lib/storage';

/*
 * Whether this browser holds a review queue: small on purpose, so that Prompt School's first view
 * loads the review code (review-queue.ts, the Leitner rules) only for a visitor with something to review.
 */

const hasStoredQueue = () => {
  const text = storedValue(`${STORAGE_PREFIX}${REVIEW_QUEUE_KEY}`).get();
  return text !== null && text !== '[]';
};

/** True once this browser holds a review queue (written in this tab or another). */
export function useHasReviewQueue(): boolean {
  const [present, setPresent] = useState(false);
  useEffect(() => {
    const check = () => setPresent(hasStoredQueue());
    check();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.endsWith(REVIEW_QUEUE_KEY)) check();
    };
    window.addEventListener(REVIEW_QUEUE_CHANGE_EVENT, check);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(REVIEW_QUEUE_CHANGE_EVENT, check);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return present;
}
