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
import { SITE_NAME } from '../lib/site';

export const meta: Route.MetaFunction = () => [{ title: `Prompt Lab: 50+ AI models in one place | ${SITE_NAME}` }];

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
