import { COACH_PAID_CREDITS, COACH_PRICE_USD } from '@ai4n/shared';
import type { Route } from './+types/prompt-coach';
import { PageHero } from '../components/page-hero';
import { SITE_NAME } from '../lib/site';

export const meta: Route.MetaFunction = () => [{ title: `Prompt Coach: AI feedback on your prompts | ${SITE_NAME}` }];

export default function PromptCoach() {
  return (
    <PageHero
      eyebrow={`Prompt Coach · $${COACH_PRICE_USD}`}
      title="Get expert feedback on your prompts"
      subtitle={`Describe what you want, and an AI coach grades your prompt for clarity, specificity and structure, then rewrites it. Your first analysis is free; $${COACH_PRICE_USD} unlocks ${COACH_PAID_CREDITS} more.`}
    />
  );
}
