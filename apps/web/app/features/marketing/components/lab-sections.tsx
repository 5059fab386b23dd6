import { useState } from 'react';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { CREDIT_COSTS, FREE_SIGNUP_CREDITS, FREE_TRIAL_DAYS, LAB_PLANS, generationsPerMonth } from '@ai4n/shared';
import { FeatureCards, HeadedSection, PageHero } from '../../../components/page-hero';
import { PillTabs } from '../../../components/ui/pill-tabs';
import { BodyCells, HeaderCells, Table, TableScroll } from '../../../components/ui/table';
import { EXTERNAL_REGISTER_URL } from '../../../lib/site';
import { labAudiences, labCostCopy, labFeatureTabs, labHero, labModels, labModelsAsOf } from '../marketing-content';
import { IconList } from '../../../components/icon-list';
import { NamedIcon } from '../../../components/named-icon';
import { PlanCards } from './plan-cards';

const signUpClass =
  'inline-flex items-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700';

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
  const tab = labFeatureTabs.find((t) => t.id === active)!;
  return (
    <HeadedSection
      id="lab-features-heading"
      title="One workspace for every kind of content"
      className="py-20"
      width="max-w-5xl"
    >
      <PillTabs
        label="What you can create"
        tabs={labFeatureTabs.map((t) => t.id)}
        active={active}
        onSelect={setActive}
        idPrefix="lab"
        tabLabel={(id) => {
          const t = labFeatureTabs.find((f) => f.id === id)!;
          return (
            <>
              <NamedIcon name={t.icon} className="size-4" /> {t.label}
            </>
          );
        }}
        look={(selected) =>
          `inline-flex items-center gap-2 rounded-full px-5 py-2 font-semibold ${
            selected ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
          }`
        }
      />
      <div
        id="lab-panel"
        role="tabpanel"
        aria-labelledby={`lab-tab-${tab.id}`}
        className="mt-8 rounded-3xl bg-slate-50 p-8 ring-1 ring-slate-200"
      >
        <h3 className="text-2xl font-bold text-slate-900">{tab.headline}</h3>
        <p className="mt-2 text-slate-600">{tab.text}</p>
        <IconList
          items={tab.examples}
          icon={CheckCircle2}
          iconClassName="size-5 text-brand-600"
          className="mt-6 grid gap-3 sm:grid-cols-2"
          itemClassName="text-slate-700"
        />
        <p className="mt-6 text-sm font-semibold text-brand-700">{tab.credits}</p>
      </div>
    </HeadedSection>
  );
}

export function LabModelTable() {
  return (
    <HeadedSection
      id="lab-models-heading"
      title="Popular models included"
      text="Leading model families for text, images, video, audio and code, dated below."
      className="bg-slate-50 py-20"
      width="max-w-5xl"
    >
      <TableScroll
        label="AI models available in Prompt Lab"
        className="mt-10"
        frame="rounded-2xl ring-1 ring-slate-200"
      >
        <Table
          caption="AI models available in Prompt Lab"
          look="ruled"
          head={<HeaderCells titles={['Model', 'Provider', 'Type', 'Best for']} className="px-4 py-3" />}
        >
          {labModels.map((m) => (
            <tr key={m.name}>
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                {m.name}
              </th>
              <BodyCells values={[m.provider, m.kind, m.bestFor]} className="px-4 py-3 text-slate-600" />
            </tr>
          ))}
        </Table>
      </TableScroll>
      <p className="mt-3 text-xs text-slate-500">{labModelsAsOf}</p>
    </HeadedSection>
  );
}

export function LabAudiences() {
  return (
    <HeadedSection id="lab-audience-heading" title="Who Prompt Lab is for" className="py-20">
      <FeatureCards
        columns="sm:grid-cols-2 lg:grid-cols-4"
        cards={labAudiences.map((a) => ({ ...a, icon: <NamedIcon name={a.icon} className="size-8 text-brand-600" /> }))}
      />
    </HeadedSection>
  );
}

export function LabPlans() {
  return (
    <HeadedSection
      id="lab-plans-heading"
      title="Simple plans"
      text={`Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial.`}
      className="bg-slate-50 py-20"
    >
      <div className="mt-12">
        <PlanCards />
      </div>
    </HeadedSection>
  );
}

/** The plans compared with each other in generations a month; a kind a plan lacks says so. */
export function LabCostComparison() {
  return (
    <HeadedSection
      id="lab-cost-heading"
      title={labCostCopy.title}
      text={labCostCopy.intro}
      className="py-20"
      width="max-w-4xl"
    >
      <TableScroll
        label="Generations a month on each Prompt Lab plan"
        className="mt-10"
        frame="rounded-2xl ring-1 ring-slate-200"
      >
        <Table
          caption="Generations a month on each Prompt Lab plan"
          look="ruled"
          head={
            <>
              <th scope="col" className="px-4 py-3">
                Plan
              </th>
              {CREDIT_COSTS.map((c) => (
                <th key={c.id} scope="col" className="px-4 py-3">
                  {c.kind} <span className="font-normal text-slate-600">({c.credits} credits each)</span>
                </th>
              ))}
            </>
          }
        >
          {LAB_PLANS.map((plan) => (
            <tr key={plan.id}>
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                {plan.name}{' '}
                <span className="font-normal text-slate-600">
                  ${plan.monthlyPriceUsd}/month, {plan.credits} credits
                </span>
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
        </Table>
      </TableScroll>
      <p className="mt-4 text-sm text-slate-600">{labCostCopy.otherTools}</p>
    </HeadedSection>
  );
}

export function LabCallToAction() {
  return (
    <section aria-labelledby="lab-cta-heading" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl bg-slate-900 px-6 py-14 text-center text-white">
        <h2 id="lab-cta-heading" className="text-3xl font-extrabold">
          Ready to try leading AI models?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-300">
          Sign up in a minute and try the text, image and code models with {FREE_SIGNUP_CREDITS} free credits.
        </p>
        <div className="mt-8 flex justify-center">
          <SignUpLink>Create your free account</SignUpLink>
        </div>
      </div>
    </section>
  );
}
