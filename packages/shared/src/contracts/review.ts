import { z } from 'zod';
import { int32 } from './common.js';
import { REVIEW_BOXES, REVIEW_QUEUE_MAX } from '../domain/review.js';

/** One question waiting for review: its Leitner box and when it is due. */
export const ReviewItemSchema = z.object({
  questionId: int32().positive(),
  box: z.number().int().min(1).max(REVIEW_BOXES),
  dueAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type ReviewItem = z.infer<typeof ReviewItemSchema>;

export const ReviewQueueSchema = z
  .array(ReviewItemSchema)
  .max(REVIEW_QUEUE_MAX, `A review queue holds at most ${REVIEW_QUEUE_MAX} questions.`)
  .refine(
    (items) => new Set(items.map((i) => i.questionId)).size === items.length,
    'Each question may be queued once.',
  );

export type ReviewQueue = z.infer<typeof ReviewQueueSchema>;

/** A graded answer to a quiz, practice or review question. */
export const ReviewOutcomeSchema = z.object({ questionId: int32().positive(), correct: z.boolean() });

export type ReviewOutcome = z.infer<typeof ReviewOutcomeSchema>;

/** Answers graded together, at the time they were answered (the schedule counts from it). */
export const ReviewOutcomesSchema = z.object({
  at: z.iso.datetime(),
  outcomes: z.array(ReviewOutcomeSchema).min(1).max(100),
});

export type ReviewOutcomes = z.infer<typeof ReviewOutcomesSchema>;
