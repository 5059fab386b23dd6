import { GRADED_DRAWS_KEPT } from '@ai4n/shared';
import { storedJson } from '../../../lib/storage';

/** A certified quiz this browser had graded, and the questions it asked. */
export interface GradedDraw {
  drawId: string;
  questionIds: number[];
}

/** Adds a graded draw, newest first, keeping the newest GRADED_DRAWS_KEPT. */
export function withDraw(draws: readonly GradedDraw[], added: GradedDraw): GradedDraw[] {
  return [added, ...draws.filter((d) => d.drawId !== added.drawId)].slice(0, GRADED_DRAWS_KEPT);
}

/**
 * The draws to name for a practice round of these questions (the newest that asked each), and the
 * questions they cover, in the order asked: the server grades practice only for those.
 */
export function coveringDraws(draws: readonly GradedDraw[], questionIds: readonly number[]) {
  const drawIds = new Set<string>();
  const covered: number[] = [];
  for (const id of questionIds) {
    const draw = draws.find((d) => d.questionIds.includes(id));
    if (!draw) continue;
    drawIds.add(draw.drawId);
    covered.push(id);
  }
  return { drawIds: [...drawIds], questionIds: covered };
}

const store = storedJson<GradedDraw[]>('quiz-graded-draws', []);

const readable = (value: unknown): GradedDraw[] =>
  Array.isArray(value)
    ? value.filter(
        (d): d is GradedDraw =>
          typeof d?.drawId === 'string' && Array.isArray(d.questionIds) && d.questionIds.every(Number.isInteger),
      )
    : [];

/**
 * The certified quizzes this browser had graded: "Retake only my mistakes" and the spaced review
 * name them, because the server practises only questions a visitor's graded quiz showed (issue 27).
 */
export const gradedDraws = {
  add(drawId: string, questionIds: number[]): void {
    store.set(withDraw(readable(store.get()), { drawId, questionIds }));
  },
  covering: (questionIds: readonly number[]) => coveringDraws(readable(store.get()), questionIds),
};
