/** Prompt Lab plans and pricing (docs/spec/public-site.md section 9; marketing only). */

export const YEARLY_DISCOUNT_PERCENT = 17;
export const FREE_TRIAL_DAYS = 7;
export const MONEY_BACK_DAYS = 14;
export const FREE_SIGNUP_CREDITS = 10;
/** When the Lab's model list and its comparison were last checked: both go out of date. */
export const LAB_FACTS_AS_OF = 'November 2026';

export type BillingPeriod = 'monthly' | 'yearly';
export type LabKind = 'text' | 'image' | 'video' | 'audio' | 'code';

export interface LabPlan {
  id: 'starter' | 'professional' | 'enterprise';
  name: string;
  monthlyPriceUsd: number;
  credits: number;
  pricePerCreditUsd: number;
  savingsPercent: number;
  popular: boolean;
  features: string[];
  /** What the plan's credits can be spent on. */
  includes: LabKind[];
}

const PLANS: Array<Omit<LabPlan, 'pricePerCreditUsd' | 'savingsPercent'>> = [
  {
    id: 'starter',
    name: 'Starter',
    monthlyPriceUsd: 20,
    credits: 100,
    popular: false,
    features: ['100 credits every month', 'All text and image models', 'Prompt Gallery included', 'Email support'],
    includes: ['text', 'image', 'code'],
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPriceUsd: 40,
    credits: 250,
    popular: true,
    features: [
      '250 credits every month',
      'All models in the Lab, video and audio included',
      'Side-by-side model comparison',
      'Priority support',
    ],
    includes: ['text', 'image', 'video', 'audio', 'code'],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPriceUsd: 60,
    credits: 500,
    popular: false,
    features: [
      '500 credits every month',
      'All models in the Lab, video and audio included',
      'Team workspace and shared prompts',
      'Dedicated onboarding call',
    ],
    includes: ['text', 'image', 'video', 'audio', 'code'],
  },
];

const perCredit = (plan: { monthlyPriceUsd: number; credits: number }) => plan.monthlyPriceUsd / plan.credits;

/** Each plan with its price per credit, and what it saves per credit against the first (Starter). */
export const LAB_PLANS: LabPlan[] = PLANS.map((plan) => ({
  ...plan,
  pricePerCreditUsd: Math.round(perCredit(plan) * 100) / 100,
  savingsPercent: Math.round((1 - perCredit(plan) / perCredit(PLANS[0])) * 100),
}));

/** Indicative credits per generation (docs/spec/public-site.md section 9). */
export const CREDIT_COSTS = [
  { id: 'text', kind: 'Text', credits: '1-3', min: 1, max: 3 },
  { id: 'image', kind: 'Image', credits: '5-10', min: 5, max: 10 },
  { id: 'video', kind: 'Video', credits: '20-50', min: 20, max: 50 },
  { id: 'code', kind: 'Code', credits: '2-5', min: 2, max: 5 },
] as const satisfies ReadonlyArray<{ id: LabKind; kind: string; credits: string; min: number; max: number }>;

/** The cheapest plan whose credits can be spent on this kind of content. */
export function cheapestPlanWith(kind: LabKind): LabPlan {
  return LAB_PLANS.filter((p) => p.includes.includes(kind)).sort((a, b) => a.monthlyPriceUsd - b.monthlyPriceUsd)[0];
}

/**
 * How many generations of one kind a plan's monthly credits buy, from the dearest to the cheapest
 * generation ({ min: 33, max: 100 } text generations on Starter); null when the plan does not include it.
 */
export function generationsPerMonth(
  plan: LabPlan,
  cost: { id: LabKind; min: number; max: number },
): { min: number; max: number } | null {
  if (!plan.includes.includes(cost.id)) return null;
  return { min: Math.floor(plan.credits / cost.max), max: Math.floor(plan.credits / cost.min) };
}

export const PRICING_GUARANTEES = [
  {
    title: `${MONEY_BACK_DAYS}-day money-back guarantee`,
    text: 'Not for you? Ask within 14 days and get a full refund.',
  },
  {
    title: `${FREE_SIGNUP_CREDITS} free credits`,
    text: `Every new account starts with ${FREE_SIGNUP_CREDITS} credits to try the text, image and code models; video and audio come with the ${PLANS.find((p) => p.includes.includes('video'))!.name} plan and up.`,
  },
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
