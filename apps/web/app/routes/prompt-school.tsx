import { lazy } from 'react';
import { SCHOOL_FACTS, courseDurationText } from '@ai4n/shared';
import type { Route } from './+types/prompt-school';
import { PageHero, StatTiles } from '../components/page-hero';
import { Button } from '../components/ui/button';
import { useLessons } from '../lib/lessons';
import { CourseSection } from '../features/school/components/course-section';
import { useQuizSettings } from '../features/quiz/api/quiz-api';
import { Hydrate } from '../lib/hydrate';
import { QUIZ_SECTION_ID, scrollToSection } from '../lib/scroll';
import { pageMeta } from '../lib/seo';
import { SITE_NAME } from '../lib/site';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/prompt-school',
    title: `Prompt School: free prompt course and certificate | ${SITE_NAME}`,
    description: `A free beginner prompt course: ${SCHOOL_FACTS.lessons} short expert lessons (about ${courseDurationText()}), then a ${SCHOOL_FACTS.quizQuestions}-question quiz. Score ${SCHOOL_FACTS.passingScorePercent}% or more to earn a certificate.`,
    image: 'school',
  });

// The quiz's code (its screens, draws and texts) loads when its section hydrates, not with the page.
const QuizSection = lazy(() =>
  import('../features/quiz/components/quiz-section').then((module) => ({ default: module.QuizSection })),
);

const openedAtSection = () => window.location.hash !== '';

export default function PromptSchool() {
  const { data: lessons } = useLessons();
  const { data: settings } = useQuizSettings();
  const takeQuiz = () => scrollToSection(QUIZ_SECTION_ID);
  // Until the API answers (and in the prerendered HTML) the tiles show the course as designed.
  const lessonCount = lessons?.length || SCHOOL_FACTS.lessons;
  const questionCount = settings?.questionsPerQuiz ?? SCHOOL_FACTS.quizQuestions;

  return (
    <>
      <PageHero
        eyebrow="Prompt School · Free"
        title="Learn to write prompts that work"
        subtitle={`${lessonCount} expert lessons (about ${courseDurationText()}), then a ${questionCount}-question quiz and a free certificate.`}
      >
        <StatTiles
          tiles={[
            { value: String(lessonCount), label: 'Expert lessons' },
            { value: String(SCHOOL_FACTS.modelsCovered), label: 'AI models covered' },
            { value: String(questionCount), label: 'Quiz questions' },
            { value: 'Free', label: 'Certificate' },
          ]}
        />
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Button tone="primary" size="lg" onClick={() => scrollToSection('lessons')}>
            Start Learning
          </Button>
          <Button size="lg" onClick={takeQuiz}>
            Take Quiz
          </Button>
        </div>
      </PageHero>
      {/* Below the hero, each hydrates on its own when seen (lib/hydrate); at once for a link to a lesson. */}
      <Hydrate now={openedAtSection}>
        <CourseSection onTakeQuiz={takeQuiz} />
      </Hydrate>
      <Hydrate now={openedAtSection}>
        <QuizSection />
      </Hydrate>
    </>
  );
}
