import { FREE_TRIAL_DAYS, cheapestPlanWith } from '@ai4n/shared';
import type { Route } from './+types/prompt-lab';
import {
  LabAudiences,
  LabCallToAction,
  LabCostComparison,
  LabFeatureTabs,
  LabHero,
  LabModelTable,
  LabPlans,
} from '../features/marketing/components/lab-sections';
import { Hydrate } from '../lib/hydrate';
import { pageMeta } from '../lib/seo';
import { SITE_NAME } from '../lib/site';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/prompt-lab',
    title: `Prompt Lab: leading AI models for text, images, video and audio | ${SITE_NAME}`,
    description: `Prompt Lab offers leading AI models for text, images, video and audio. Try it free for ${FREE_TRIAL_DAYS} days; plans start at $${cheapestPlanWith('text').monthlyPriceUsd} a month, with video and audio from $${cheapestPlanWith('video').monthlyPriceUsd}.`,
    image: 'lab',
  });

export default function PromptLab() {
  return (
    <>
      <LabHero />
      {/* Each section below the hero hydrates on its own, when seen (lib/hydrate). */}
      <Hydrate>
        <LabFeatureTabs />
      </Hydrate>
      <Hydrate>
        <LabModelTable />
      </Hydrate>
      <Hydrate>
        <LabAudiences />
      </Hydrate>
      <Hydrate>
        <LabPlans />
      </Hydrate>
      <Hydrate>
        <LabCostComparison />
      </Hydrate>
      <Hydrate>
        <LabCallToAction />
      </Hydrate>
    </>
  );
}
