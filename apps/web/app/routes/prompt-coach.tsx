import type { Route } from './+types/prompt-coach';
import { CoachWorkspace } from '../features/coach/components/coach-workspace';
import { SITE_NAME } from '../lib/site';

export const meta: Route.MetaFunction = () => [{ title: `Prompt Coach: AI feedback on your prompts | ${SITE_NAME}` }];

export default function PromptCoach() {
  return <CoachWorkspace />;
}
