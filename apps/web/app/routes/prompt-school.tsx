import { SCHOOL_FACTS } from '@ai4n/shared';
import type { Route } from './+types/prompt-school';
import { PageHero, StatTiles } from '../components/page-hero';
import { SITE_NAME } from '../lib/site';

export const meta: Route.MetaFunction = () => [{ title: `Prompt School: free prompt course and certificate | ${SITE_NAME}` }];

export default function PromptSchool() {
  return (
    <PageHero
      eyebrow="Prompt School · Free"
      title="Learn to write prompts that work"
      subtitle={`${SCHOOL_FACTS.lessons} expert lessons (about ${SCHOOL_FACTS.courseHours} hours), then a ${SCHOOL_FACTS.quizQuestions}-question quiz and a free certificate.`}
    >
      <StatTiles
        tiles={[
          { value: String(SCHOOL_FACTS.lessons), label: 'Expert lessons' },
          { value: String(SCHOOL_FACTS.modelsCovered), label: 'AI models covered' },
          { value: String(SCHOOL_FACTS.quizQuestions), label: 'Quiz questions' },
          { value: 'Free', label: 'Certificate' },
        ]}
      />
    </PageHero>
  );
}
