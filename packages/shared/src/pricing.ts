/** Prompt Lab plans and pricing (public-site.md section 9; marketing only). */

export const YEARLY_DISCOUNT_PERCENT = 17;
export const FREE_TRIAL_DAYS = 7;
export const MONEY_BACK_DAYS = 14;
export const FREE_SIGNUP_CREDITS = 10;
export const LAB_MODEL_COUNT = '50+';

export type BillingPeriod = 'monthly' | 'yearly';

export interface LabPlan {
  id: 'starter' | 'professional' | 'enterprise';
  name: string;
  monthlyPriceUsd: number;
  credits: number;
  pricePerCreditUsd: number;
  savingsPercent: number;
  popular: boolean;
  features: string[];
}

export const LAB_PLANS: LabPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    monthlyPriceUsd: 20,
    credits: 100,
    pricePerCreditUsd: 0.2,
    savingsPercent: 0,
    popular: false,
    features: ['100 credits every month', 'All text and image models', 'Prompt Gallery included', 'Email support'],
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPriceUsd: 40,
    credits: 250,
    pricePerCreditUsd: 0.16,
    savingsPercent: 20,
    popular: true,
    features: ['250 credits every month', 'All 50+ models, video and audio included', 'Side-by-side model comparison', 'Priority support'],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPriceUsd: 60,
    credits: 500,
    pricePerCreditUsd: 0.12,
    savingsPercent: 40,
    popular: false,
    features: ['500 credits every month', 'All 50+ models', 'Team workspace and shared prompts', 'Dedicated onboarding call'],
  },
];

export const CREDIT_COSTS = [
  { kind: 'Text', credits: '1-3' },
  { kind: 'Image', credits: '5-10' },
  { kind: 'Video', credits: '20-50' },
  { kind: 'Code', credits: '2-5' },
] as const;

export const PRICING_GUARANTEES = [
  { title: `${MONEY_BACK_DAYS}-day money-back guarantee`, text: 'Not for you? Ask within 14 days and get a full refund.' },
  { title: `${FREE_SIGNUP_CREDITS} free credits`, text: 'Every new account starts with 10 credits to try any model.' },
  { title: 'Cancel anytime', text: 'No contract. Credits reset monthly and do not roll over.' },
] as const;

/** Yearly price: twelve months less 17 %, rounded to whole cents. */
export function yearlyPriceUsd(monthlyPriceUsd: number): number {
  return Math.round(monthlyPriceUsd * 12 * (100 - YEARLY_DISCOUNT_PERCENT)) / 100;
}

/** What a plan costs per month when billed for the given period. */
export function effectiveMonthlyPriceUsd(monthlyPriceUsd: number, period: BillingPeriod): number {
  return period === 'monthly' ? monthlyPriceUsd : Math.round((yearlyPriceUsd(monthlyPriceUsd) / 12) * 100) / 100;
}
