import type { Route } from './+types/pricing';
import { PricingGuarantees, PricingPlans } from '../features/marketing/components/pricing-sections';
import { SITE_NAME } from '../lib/site';

export const meta: Route.MetaFunction = () => [{ title: `Lab Pricing | ${SITE_NAME}` }];

export default function Pricing() {
  return (
    <>
      <PricingPlans />
      <PricingGuarantees />
    </>
  );
}
