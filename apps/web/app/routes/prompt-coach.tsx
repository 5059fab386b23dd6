import { COACH_PAID_CREDITS, COACH_PRICE_USD } from '@ai4n/shared';
import type { Route } from './+types/prompt-coach';
import { CoachWorkspace } from '../features/coach/components/coach-workspace';
import { pageMeta } from '../lib/seo';
import { SITE_NAME } from '../lib/site';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/prompt-coach',
    title: `Prompt Coach: AI feedback on your prompts | ${SITE_NAME}`,
    description: `Get your prompt graded for clarity, specificity and structure, with strengths, fixes and a suggested rewrite. Your first analysis is free; $${COACH_PRICE_USD} unlocks ${COACH_PAID_CREDITS} more.`,
    image: 'coach',
  });

export default function PromptCoach() {
  return <CoachWorkspace />;
}
