import { Check } from 'lucide-react';
import {
  FREE_TRIAL_DAYS,
  LAB_PLANS,
  YEARLY_DISCOUNT_PERCENT,
  effectiveMonthlyPriceUsd,
  yearlyPriceUsd,
  type BillingPeriod,
} from '@ai4n/shared';
import { IconList } from '../../../components/icon-list';
import { EXTERNAL_REGISTER_URL } from '../../../lib/site';

const usd = (n: number) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;

export function BillingToggle({ period, onChange }: { period: BillingPeriod; onChange: (p: BillingPeriod) => void }) {
  return (
    <div role="radiogroup" aria-label="Billing period" className="inline-flex rounded-full bg-slate-100 p-1">
      {(['monthly', 'yearly'] as const).map((p) => (
        <button
          key={p}
          type="button"
          role="radio"
          aria-checked={period === p}
          onClick={() => onChange(p)}
          className={`rounded-full px-5 py-2 text-sm font-semibold ${period === p ? 'bg-white text-slate-900 shadow' : 'text-slate-600'}`}
        >
          {p === 'monthly' ? 'Monthly' : `Yearly (save ${YEARLY_DISCOUNT_PERCENT}%)`}
        </button>
      ))}
    </div>
  );
}

export function PlanCards({ period = 'monthly' }: { period?: BillingPeriod }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {LAB_PLANS.map((plan) => (
        <li
          key={plan.id}
          aria-label={`${plan.name} plan`}
          className={`relative flex flex-col rounded-3xl bg-white p-8 ring-1 ${plan.popular ? 'shadow-xl ring-2 ring-brand-600' : 'shadow-sm ring-slate-200'}`}
        >
          {plan.popular && (
            <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white">
              Most popular
            </span>
          )}
          <h3 className="text-xl font-bold text-slate-900">{plan.name}</h3>
          <p className="mt-4 flex items-baseline gap-1">
            <span className="text-4xl font-extrabold text-slate-900">
              {usd(effectiveMonthlyPriceUsd(plan.monthlyPriceUsd, period))}
            </span>
            <span className="text-slate-600">/month</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {period === 'yearly' ? `${usd(yearlyPriceUsd(plan.monthlyPriceUsd))} billed yearly` : 'Billed monthly'}
          </p>
          <p className="mt-4 text-sm font-semibold text-slate-800">
            {plan.credits} credits · {usd(plan.pricePerCreditUsd)} per credit
            {plan.savingsPercent > 0 && (
              <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-emerald-800">
                Save {plan.savingsPercent}%
              </span>
            )}
          </p>
          <IconList
            items={plan.features}
            icon={Check}
            iconClassName="size-5 text-emerald-600"
            className="mt-6 flex-1 space-y-3"
            itemClassName="text-slate-700"
          />
          <a
            href={EXTERNAL_REGISTER_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={`mt-8 rounded-xl px-5 py-3 text-center font-semibold ${
              plan.popular ? 'bg-brand-600 text-white hover:bg-brand-700' : 'bg-slate-900 text-white hover:bg-slate-700'
            }`}
          >
            Start {FREE_TRIAL_DAYS}-day free trial<span className="sr-only"> of {plan.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
