import { describe, expect, it } from 'vitest';
import { createWindowBudget } from './window-budget.js';

describe('createWindowBudget', () => {
  it('allows max takes per key and window, then again in the next window; prune forgets finished windows', () => {
    let t = 0;
    const budget = createWindowBudget(2, 1000, () => t);
    expect([budget.take('a'), budget.take('a'), budget.take('a'), budget.take('b')]).toEqual([true, true, false, true]);
    t = 999;
    expect(budget.take('a')).toBe(false);
    expect(budget.prune()).toBe(0);
    t = 1000;
    expect(budget.prune()).toBe(2);
    expect(budget.size()).toBe(0);
    expect(budget.take('a')).toBe(true);
  });
});
