import { useRef, useState, type KeyboardEvent } from 'react';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { CREDIT_COSTS, FREE_TRIAL_DAYS, LAB_PLANS, generationsPerMonth } from '@ai4n/shared';
import { PageHero, SectionHeading } from '../../../components/page-hero';
import { EXTERNAL_REGISTER_URL } from '../../../lib/site';
import { labAudiences, labCostCopy, labFeatureTabs, labHero, labModels, labModelsAsOf } from '../marketing-content';
import { NamedIcon } from './named-icon';
import { PlanCards } from './plan-cards';

const signUpClass = 'inline-flex items-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700';

function SignUpLink({ children }: { children: string }) {
  return (
    <a href={EXTERNAL_REGISTER_URL} target="_blank" rel="noopener noreferrer" className={signUpClass}>
      {children} <ArrowRight className="size-4" aria-hidden />
    </a>
  );
}

export function LabHero() {
  return (
    <PageHero eyebrow="Prompt Lab" title={labHero.title} subtitle={labHero.subtitle}>
      <div className="mt-10 flex justify-center">
        <SignUpLink>{`Start your ${FREE_TRIAL_DAYS}-day free trial`}</SignUpLink>
      </div>
    </PageHero>
  );
}

export function LabFeatureTabs() {
  const [active, setActive] = useState(labFeatureTabs[0].id);
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const tab = labFeatureTabs.find((t) => t.id === active)!;
  const onKey = (event: KeyboardEvent) => {
    const i = labFeatureTabs.findIndex((t) => t.id === active);
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = labFeatureTabs[(i + delta + labFeatureTabs.length) % labFeatureTabs.length].id;
    setActive(next);
    refs.current[next]?.focus();
  };
  return (
    <section aria-labelledby="lab-features-heading" className="py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading id="lab-features-heading" title="One workspace for every kind of content" />
        <div role="tablist" aria-label="What you can create" className="mt-10 flex flex-wrap justify-center gap-2" onKeyDown={onKey}>
          {labFeatureTabs.map((t) => (
            <button
              key={t.id}
              ref={(el) => {
                refs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`lab-tab-${t.id}`}
              aria-selected={active === t.id}
              aria-controls="lab-tab-panel"
              tabIndex={active === t.id ? 0 : -1}
              onClick={() => setActive(t.id)}
              className={`inline-flex items-center gap-2 rounded-full px-5 py-2 font-semibold ${
                active === t.id ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
              }`}
            >
              <NamedIcon name={t.icon} className="size-4" /> {t.label}
            </button>
          ))}
        </div>
        <div id="lab-tab-panel" role="tabpanel" aria-labelledby={`lab-tab-${tab.id}`} className="mt-8 rounded-3xl bg-slate-50 p-8 ring-1 ring-slate-200">
          <h3 className="text-2xl font-bold text-slate-900">{tab.headline}</h3>
          <p className="mt-2 text-slate-600">{tab.text}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {tab.examples.map((e) => (
              <li key={e} className="flex gap-2 text-slate-700">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden /> {e}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm font-semibold text-brand-700">{tab.credits}</p>
        </div>
      </div>
    </section>
  );
}

export function LabModelTable() {
  return (
    <section aria-labelledby="lab-models-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading id="lab-models-heading" title="Popular models included" text="A few of the 50+ models you can switch between in one click." />
        <div className="mt-10 overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">AI models available in Prompt Lab</caption>
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3">Model</th>
                <th scope="col" className="px-4 py-3">Provider</th>
                <th scope="col" className="px-4 py-3">Type</th>
                <th scope="col" className="px-4 py-3">Best for</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {labModels.map((m) => (
                <tr key={m.name}>
                  <th scope="row" className="px-4 py-3 font-semibold text-slate-900">{m.name}</th>
                  <td className="px-4 py-3 text-slate-600">{m.provider}</td>
                  <td className="px-4 py-3 text-slate-600">{m.kind}</td>
                  <td className="px-4 py-3 text-slate-600">{m.bestFor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-xs text-slate-500">{labModelsAsOf}</p>
      </div>
    </section>
  );
}

export function LabAudiences() {
  return (
    <section aria-labelledby="lab-audience-heading" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="lab-audience-heading" title="Who Prompt Lab is for" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {labAudiences.map((a) => (
            <li key={a.title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
              <NamedIcon name={a.icon} className="size-8 text-brand-600" />
              <h3 className="mt-4 text-lg font-bold text-slate-900">{a.title}</h3>
              <p className="mt-2 text-slate-600">{a.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function LabPlans() {
  return (
    <section aria-labelledby="lab-plans-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="lab-plans-heading" title="Simple plans" text={`Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial.`} />
        <div className="mt-12">
          <PlanCards />
        </div>
      </div>
    </section>
  );
}

/** The plans compared with each other in generations a month; a kind a plan lacks says so. */
export function LabCostComparison() {
  return (
    <section aria-labelledby="lab-cost-heading" className="py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading id="lab-cost-heading" title={labCostCopy.title} text={labCostCopy.intro} />
        <div className="mt-10 overflow-x-auto rounded-2xl ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Generations a month on each Prompt Lab plan</caption>
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3">Plan</th>
                {CREDIT_COSTS.map((c) => (
                  <th key={c.id} scope="col" className="px-4 py-3">
                    {c.kind} <span className="font-normal text-slate-600">({c.credits} credits each)</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {LAB_PLANS.map((plan) => (
                <tr key={plan.id}>
                  <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                    {plan.name} <span className="font-normal text-slate-600">${plan.monthlyPriceUsd}/month, {plan.credits} credits</span>
                  </th>
                  {CREDIT_COSTS.map((c) => {
                    const range = generationsPerMonth(plan, c);
                    return (
                      <td key={c.id} className="px-4 py-3 text-slate-700">
                        {range ? `${range.min}-${range.max}` : <span className="text-slate-500">Not included</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-4 text-sm text-slate-600">{labCostCopy.otherTools}</p>
      </div>
    </section>
  );
}

export function LabCallToAction() {
  return (
    <section aria-labelledby="lab-cta-heading" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl bg-slate-900 px-6 py-14 text-center text-white">
        <h2 id="lab-cta-heading" className="text-3xl font-extrabold">
          Ready to try 50+ models?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-300">Sign up in a minute and explore every model with 10 free credits.</p>
        <div className="mt-8 flex justify-center">
          <SignUpLink>Create your free account</SignUpLink>
        </div>
      </div>
    </section>
  );
}
