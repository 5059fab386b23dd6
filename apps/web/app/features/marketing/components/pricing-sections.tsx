import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { CREDIT_COSTS, PRICING_GUARANTEES, type BillingPeriod } from '@ai4n/shared';
import { FeatureCards, HeadedSection, PageHero } from '../../../components/page-hero';
import { pricingFaqNote } from '../marketing-content';
import { BillingToggle, PlanCards } from './plan-cards';

export function PricingPlans() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <>
      <PageHero
        eyebrow="Lab Pricing"
        title="Plans that grow with you"
        subtitle="Pick a monthly credit pack for Prompt Lab. Pay yearly and save 17%."
      >
        <div className="mt-10 flex justify-center">
          <BillingToggle period={period} onChange={setPeriod} />
        </div>
      </PageHero>
      <section aria-labelledby="plans-heading" className="px-4 pb-20 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <h2 id="plans-heading" className="sr-only">
            Plans
          </h2>
          <PlanCards period={period} />
        </div>
      </section>
    </>
  );
}

export function PricingGuarantees() {
  return (
    <HeadedSection id="guarantees-heading" title="Try it without worry" className="bg-slate-50 py-20" width="max-w-6xl">
      <FeatureCards
        columns="md:grid-cols-3"
        cards={PRICING_GUARANTEES.map((g) => ({
          ...g,
          icon: <ShieldCheck className="size-8 text-emerald-600" aria-hidden />,
        }))}
      />
      <div className="mt-14">
        <h3 className="text-center text-xl font-bold text-slate-900">What a credit buys</h3>
        <dl className="mx-auto mt-6 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
          {CREDIT_COSTS.map((c) => (
            <div key={c.kind} className="rounded-2xl bg-white p-5 text-center ring-1 ring-slate-200">
              <dt className="text-sm text-slate-600">{c.kind}</dt>
              <dd className="mt-1 text-2xl font-extrabold text-brand-700">{c.credits}</dd>
              <dd className="text-xs text-slate-500">credits each</dd>
            </div>
          ))}
        </dl>
        <p className="mx-auto mt-6 max-w-2xl text-center text-slate-600">{pricingFaqNote}</p>
      </div>
    </HeadedSection>
  );
}
