import { LAB_PLANS, MONEY_BACK_DAYS, YEARLY_DISCOUNT_PERCENT } from '@ai4n/shared';
import type { Route } from './+types/pricing';
import { PricingGuarantees, PricingPlans } from '../features/marketing/components/pricing-sections';
import { Hydrate } from '../lib/hydrate';
import { pageMeta } from '../lib/seo';
import { SITE_NAME } from '../lib/site';

const planNames = LAB_PLANS.map((plan) => plan.name);
const fromPrice = Math.min(...LAB_PLANS.map((plan) => plan.monthlyPriceUsd));

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/pricing',
    title: `Prompt Lab Pricing: plans and credits | ${SITE_NAME}`,
    description: `Compare Prompt Lab's ${planNames.slice(0, -1).join(', ')} and ${planNames.at(-1)} plans: monthly credits from $${fromPrice} a month, ${YEARLY_DISCOUNT_PERCENT}% off when paid yearly, and a ${MONEY_BACK_DAYS}-day money-back guarantee.`,
    image: 'pricing',
  });

export default function Pricing() {
  return (
    <>
      <PricingPlans />
      <Hydrate>
        <PricingGuarantees />
      </Hydrate>
    </>
  );
}
