import { describe, expect, it } from 'vitest';
import { GRADED_DRAWS_KEPT } from '@ai4n/shared';
import { coveringDraws, withDraw, type GradedDraw } from './graded-draws';

const draw = (drawId: string, questionIds: number[]): GradedDraw => ({ drawId, questionIds });

describe('graded draws', () => {
  it('names the newest draw that asked each question, once, and leaves out questions no draw asked', () => {
    const draws = [draw('new', [1, 2]), draw('old', [2, 3, 4])];
    expect(coveringDraws(draws, [3, 9, 2, 1, 4])).toEqual({ drawIds: ['old', 'new'], questionIds: [3, 2, 1, 4] });
    expect(coveringDraws(draws, [9])).toEqual({ drawIds: [], questionIds: [] });
  });

  it('keeps the newest draws first, each once, up to the limit', () => {
    let draws: GradedDraw[] = [];
    for (let i = 0; i < GRADED_DRAWS_KEPT + 5; i++) draws = withDraw(draws, draw(`d${i}`, [i]));
    draws = withDraw(draws, draw('d104', [104, 105]));
    expect(draws).toHaveLength(GRADED_DRAWS_KEPT);
    expect(draws[0]).toEqual(draw('d104', [104, 105]));
    expect(draws.filter((d) => d.drawId === 'd104')).toHaveLength(1);
    expect(draws.at(-1)?.drawId).toBe('d5');
  });
});
