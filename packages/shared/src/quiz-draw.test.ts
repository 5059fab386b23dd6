import { describe, expect, it } from 'vitest';
import { drawQuestions } from './quiz-draw.js';

/** A small deterministic generator, so each case is repeatable. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

const bank = (perCategory: Record<string, number>) => {
  let id = 0;
  return Object.entries(perCategory).flatMap(([category, n]) =>
    Array.from({ length: n }, () => ({ id: ++id, category })),
  );
};

const countBy = (qs: Array<{ category: string }>) =>
  qs.reduce<Record<string, number>>((acc, q) => ({ ...acc, [q.category]: (acc[q.category] ?? 0) + 1 }), {});

describe('drawQuestions', () => {
  it('spreads 20 questions evenly over four full categories, all distinct', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const drawn = drawQuestions(bank({ basics: 21, fundamentals: 21, outcomes: 21, advanced: 21 }), 20, seeded(seed));
      expect(drawn).toHaveLength(20);
      expect(new Set(drawn.map((q) => q.id)).size).toBe(20);
      expect(countBy(drawn)).toEqual({ basics: 5, fundamentals: 5, outcomes: 5, advanced: 5 });
    }
  });

  it('gives the turns of a category that runs out to the others', () => {
    const drawn = drawQuestions(bank({ basics: 2, fundamentals: 10, outcomes: 10 }), 12, seeded(7));
    expect(countBy(drawn)).toEqual({ basics: 2, fundamentals: 5, outcomes: 5 });
  });

  it('returns the whole bank when it is smaller than the count, and nothing from an empty bank', () => {
    expect(drawQuestions(bank({ basics: 3 }), 10, seeded(1))).toHaveLength(3);
    expect(drawQuestions([], 10)).toEqual([]);
  });

  it('draws a different order on different runs', () => {
    const pool = bank({ basics: 10, advanced: 10 });
    const a = drawQuestions(pool, 10, seeded(1)).map((q) => q.id);
    const b = drawQuestions(pool, 10, seeded(2)).map((q) => q.id);
    expect(a).not.toEqual(b);
  });

  describe('avoiding the previous attempt', () => {
    it('leaves out the avoided questions when the bank has enough others', () => {
      const pool = bank({ basics: 10, fundamentals: 10, outcomes: 10, advanced: 10 });
      const avoid = pool.filter((q) => q.id % 2 === 0).map((q) => q.id);
      for (let seed = 1; seed <= 20; seed++) {
        const drawn = drawQuestions(pool, 20, seeded(seed), avoid);
        expect(drawn).toHaveLength(20);
        expect(drawn.filter((q) => avoid.includes(q.id))).toEqual([]);
        expect(countBy(drawn)).toEqual({ basics: 5, fundamentals: 5, outcomes: 5, advanced: 5 });
      }
    });

    it('prefers other categories to reusing a question', () => {
      const pool = bank({ basics: 4, fundamentals: 10 });
      const avoid = pool.filter((q) => q.category === 'basics').map((q) => q.id);
      const drawn = drawQuestions(pool, 8, seeded(3), avoid);
      expect(countBy(drawn)).toEqual({ fundamentals: 8 });
    });

    it('reuses only as many avoided questions as the bank lacks', () => {
      const pool = bank({ basics: 6, fundamentals: 6 });
      const avoid = pool.slice(0, 9).map((q) => q.id);
      const drawn = drawQuestions(pool, 5, seeded(5), avoid);
      expect(drawn).toHaveLength(5);
      expect(new Set(drawn.map((q) => q.id)).size).toBe(5);
      expect(
        drawn
          .filter((q) => !avoid.includes(q.id))
          .map((q) => q.id)
          .sort(),
      ).toEqual([10, 11, 12]);
    });

    it('is deterministic for the same random source, and unknown avoided ids change nothing', () => {
      const pool = bank({ basics: 8, advanced: 8 });
      const a = drawQuestions(pool, 6, seeded(9), [1, 2, 999]).map((q) => q.id);
      const b = drawQuestions(pool, 6, seeded(9), [1, 2, 999]).map((q) => q.id);
      expect(a).toEqual(b);
      expect(drawQuestions(pool, 6, seeded(4), [999])).toEqual(drawQuestions(pool, 6, seeded(4)));
    });
  });
});
