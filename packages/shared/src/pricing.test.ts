import { describe, expect, it } from 'vitest';
import { LAB_PLANS, effectiveMonthlyPriceUsd, yearlyPriceUsd } from './pricing.js';

describe('yearly pricing', () => {
  it('is twelve months less 17 %', () => {
    expect(yearlyPriceUsd(20)).toBe(199.2);
    expect(yearlyPriceUsd(40)).toBe(398.4);
    expect(yearlyPriceUsd(60)).toBe(597.6);
  });

  it('gives the per-month equivalent of a yearly bill', () => {
    expect(effectiveMonthlyPriceUsd(20, 'monthly')).toBe(20);
    expect(effectiveMonthlyPriceUsd(20, 'yearly')).toBe(16.6);
    expect(effectiveMonthlyPriceUsd(60, 'yearly')).toBe(49.8);
  });

  it('keeps the plan figures of the spec', () => {
    expect(LAB_PLANS.map((p) => [p.monthlyPriceUsd, p.credits, p.pricePerCreditUsd, p.savingsPercent])).toEqual([
      [20, 100, 0.2, 0],
      [40, 250, 0.16, 20],
      [60, 500, 0.12, 40],
    ]);
  });
});
