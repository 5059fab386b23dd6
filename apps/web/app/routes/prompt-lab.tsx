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
      <LabFeatureTabs />
      <LabModelTable />
      <LabAudiences />
      <LabPlans />
      <LabCostComparison />
      <LabCallToAction />
    </>
  );
}
