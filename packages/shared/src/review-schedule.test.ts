import { describe, expect, it } from 'vitest';
import { ReviewQueueSchema, type ReviewItem, type ReviewQueue } from './contracts/review.js';
import { REVIEW_QUEUE_MAX } from './domain/review.js';
import {
  DAY_MS,
  applyOutcomes,
  dueItems,
  mergeQueues,
  nextDueAt,
  readableQueue,
  recordOutcomes,
} from './review-schedule.js';

const T0 = new Date('2025-03-10T18:30:00.000Z');
const at = (days: number, ms = 0) => new Date(T0.getTime() + days * DAY_MS + ms);
const miss = (questionId: number) => ({ questionId, correct: false });
const hit = (questionId: number) => ({ questionId, correct: true });
const item = (questionId: number, box: number, dueAt: Date, updatedAt: Date): ReviewItem => ({
  questionId,
  box,
  dueAt: dueAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

describe('recordOutcomes', () => {
  it('puts a missed question in box 1, due exactly one day after the miss', () => {
    expect(recordOutcomes([], [miss(7)], T0)).toEqual([item(7, 1, at(1), T0)]);
  });

  it('ignores a right answer to a question that is not queued', () => {
    expect(recordOutcomes([], [hit(7)], T0)).toEqual([]);
  });

  it('moves a due question up through the boxes with intervals 1, 3, 7 and 21 days, then graduates it', () => {
    let queue = recordOutcomes([], [miss(1)], T0);
    const steps: Array<[number, number]> = [];
    let now = T0;
    for (const _ of [1, 2, 3]) {
      now = new Date(queue[0].dueAt);
      queue = recordOutcomes(queue, [hit(1)], now);
      steps.push([queue[0].box, (Date.parse(queue[0].dueAt) - now.getTime()) / DAY_MS]);
    }
    expect(steps).toEqual([
      [2, 3],
      [3, 7],
      [4, 21],
    ]);
    const last = applyOutcomes(queue, [hit(1)], new Date(queue[0].dueAt));
    expect(last.queue).toEqual([]);
    expect(last.moves).toEqual([{ questionId: 1, move: 'graduated', item: null }]);
  });

  it('does not count a right answer before the question is due (a same-day retake)', () => {
    const queue = [item(3, 2, at(3), T0)];
    expect(recordOutcomes(queue, [hit(3)], at(3, -1))).toEqual(queue);
    expect(recordOutcomes(queue, [hit(3)], at(3))).toEqual([item(3, 3, at(10), at(3))]);
  });

  it('sends a wrong answer back to box 1 from any box, due or not', () => {
    const queue = [item(4, 4, at(21), T0), item(5, 3, at(2), T0)];
    const result = applyOutcomes(queue, [miss(4), miss(5)], at(5));
    expect(result.queue).toEqual([item(4, 1, at(6), at(5)), item(5, 1, at(6), at(5))]);
    expect(result.moves.map((m) => m.move)).toEqual(['back', 'back']);
  });

  it('reports each move and keeps the queue ordered by due date, then question id', () => {
    const queue = [item(9, 1, at(1), T0), item(2, 2, at(1), T0)];
    const result = applyOutcomes(queue, [hit(9), miss(6), hit(8)], at(1));
    expect(result.moves.map((m) => [m.questionId, m.move])).toEqual([
      [9, 'up'],
      [6, 'added'],
      [8, 'unchanged'],
    ]);
    expect(result.queue.map((i) => i.questionId)).toEqual([2, 6, 9]);
    expect(ReviewQueueSchema.safeParse(result.queue).success).toBe(true);
  });

  it('never holds more than the queue limit, dropping the latest due', () => {
    const full: ReviewQueue = Array.from({ length: REVIEW_QUEUE_MAX }, (_, i) => item(i + 1, 4, at(30), T0));
    const queue = recordOutcomes(full, [miss(10_000)], T0);
    expect(queue).toHaveLength(REVIEW_QUEUE_MAX);
    expect(queue[0].questionId).toBe(10_000);
    expect(queue.some((i) => i.questionId === REVIEW_QUEUE_MAX)).toBe(false);
  });
});

describe('dueItems and nextDueAt', () => {
  const queue = [item(1, 1, at(1), T0), item(2, 2, at(3), T0), item(3, 1, at(1, 1), T0)];

  it('counts a question as due from its due moment on, not a millisecond before', () => {
    expect(dueItems(queue, at(1, -1))).toEqual([]);
    expect(dueItems(queue, at(1)).map((i) => i.questionId)).toEqual([1]);
    expect(dueItems(queue, at(1, 1)).map((i) => i.questionId)).toEqual([1, 3]);
    expect(dueItems(queue, at(3)).map((i) => i.questionId)).toEqual([1, 3, 2]);
  });

  it('names the next due moment among the questions not due yet', () => {
    expect(nextDueAt(queue, T0)).toBe(at(1).toISOString());
    expect(nextDueAt(queue, at(1, 1))).toBe(at(3).toISOString());
    expect(nextDueAt(queue, at(3))).toBeNull();
    expect(nextDueAt([], T0)).toBeNull();
  });
});

describe('mergeQueues', () => {
  it('keeps every question of both queues, each with its latest entry', () => {
    const phone = [item(1, 2, at(4), at(1)), item(2, 1, at(1), T0)];
    const laptop = [item(1, 1, at(3), at(2)), item(3, 3, at(9), at(2))];
    const merged = mergeQueues(phone, laptop);
    expect(merged).toEqual([item(2, 1, at(1), T0), item(1, 1, at(3), at(2)), item(3, 3, at(9), at(2))]);
    expect(mergeQueues(laptop, phone)).toEqual(merged);
  });

  it('settles a tie on the same update time the same way whichever queue comes first', () => {
    const a = [item(1, 3, at(7), T0)];
    const b = [item(1, 1, at(1), T0)];
    expect(mergeQueues(a, b)).toEqual(b);
    expect(mergeQueues(b, a)).toEqual(b);
  });

  it('leaves a queue as it is when merged with an empty one or itself', () => {
    const queue = [item(1, 1, at(1), T0), item(2, 2, at(3), T0)];
    expect(mergeQueues(queue, [])).toEqual(queue);
    expect(mergeQueues([], queue)).toEqual(queue);
    expect(mergeQueues(queue, queue)).toEqual(queue);
  });
});

describe('ReviewQueueSchema', () => {
  it('accepts a stored queue and rejects a bad box, date, duplicate or oversized list', () => {
    const ok = [item(1, 1, at(1), T0)];
    expect(ReviewQueueSchema.safeParse(ok).success).toBe(true);
    expect(ReviewQueueSchema.safeParse([{ ...ok[0], box: 5 }]).success).toBe(false);
    expect(ReviewQueueSchema.safeParse([{ ...ok[0], box: 0 }]).success).toBe(false);
    expect(ReviewQueueSchema.safeParse([{ ...ok[0], dueAt: 'tomorrow' }]).success).toBe(false);
    expect(ReviewQueueSchema.safeParse([...ok, ...ok]).success).toBe(false);
    const tooMany = Array.from({ length: REVIEW_QUEUE_MAX + 1 }, (_, i) => item(i + 1, 1, at(1), T0));
    expect(ReviewQueueSchema.safeParse(tooMany).success).toBe(false);
  });
});

describe('readableQueue', () => {
  it('keeps the well-formed items of a stored queue, one per question, and leaves out the rest', () => {
    const good = item(3, 2, at(3), T0);
    const later = item(1, 1, at(5), T0);
    expect(
      readableQueue([
        later,
        good,
        { ...good, box: 1 },
        { ...good, questionId: 4, box: 5 },
        { ...good, questionId: 5, dueAt: 'soon' },
        { ...good, questionId: -1 },
        { ...good, questionId: 1.5 },
        null,
        'x',
      ]),
    ).toEqual([good, later]);
    expect(readableQueue({ questionId: 1 })).toEqual([]);
    expect(readableQueue(null)).toEqual([]);
  });
});
