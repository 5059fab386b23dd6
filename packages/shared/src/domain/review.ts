/** Leitner boxes: a question in box n comes back for review this many days after its last answer. */
export const REVIEW_INTERVALS_DAYS = [1, 3, 7, 21] as const;
export const REVIEW_BOXES = REVIEW_INTERVALS_DAYS.length;
/** The most questions one review queue holds (the latest-due are dropped beyond it). */
export const REVIEW_QUEUE_MAX = 500;
/** The most questions one review session asks. */
export const REVIEW_SESSION_SIZE = 10;

/** Where a browser keeps its review queue (under the site's storage prefix), and the event its tab hears when it changes. */
export const REVIEW_QUEUE_STORAGE_KEY = 'review-queue';
export const REVIEW_QUEUE_CHANGE_EVENT = 'review-queue:change';
