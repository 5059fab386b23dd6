import { describe, expect, it } from 'vitest';
import {
  CREDIT_COSTS,
  LAB_PLANS,
  PRICING_GUARANTEES,
  cheapestPlanWith,
  effectiveMonthlyPriceUsd,
  generationsPerMonth,
  yearlyPriceUsd,
} from './pricing.js';

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

describe('what a plan buys', () => {
  const cost = (id: string) => CREDIT_COSTS.find((c) => c.id === id)!;
  const [starter, professional, enterprise] = LAB_PLANS;

  it('counts generations from the dearest to the cheapest, and none of a kind the plan lacks', () => {
    expect(generationsPerMonth(starter, cost('text'))).toEqual({ min: 33, max: 100 });
    expect(generationsPerMonth(starter, cost('image'))).toEqual({ min: 10, max: 20 });
    // The $20 plan has text and image only: video starts with the $40 plan.
    expect(generationsPerMonth(starter, cost('video'))).toBeNull();
    expect(generationsPerMonth(professional, cost('video'))).toEqual({ min: 5, max: 12 });
    expect(generationsPerMonth(enterprise, cost('video'))).toEqual({ min: 10, max: 25 });
  });

  it('names the cheapest plan of each kind', () => {
    expect(cheapestPlanWith('text').monthlyPriceUsd).toBe(20);
    expect(cheapestPlanWith('video').monthlyPriceUsd).toBe(40);
    expect(cheapestPlanWith('audio').monthlyPriceUsd).toBe(40);
  });
});

describe('guarantees', () => {
  it('promises the free credits only for the kinds a new account can use, and no model count', () => {
    const text = JSON.stringify({ PRICING_GUARANTEES, LAB_PLANS });
    expect(text).not.toMatch(/any model|\d+\+ models/);
    expect(PRICING_GUARANTEES[1].text).toMatch(
      /text, image and code models; video and audio come with the Professional plan/,
    );
  });
});
