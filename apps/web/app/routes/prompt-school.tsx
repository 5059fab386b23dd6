import { SCHOOL_FACTS } from '@ai4n/shared';
import type { Route } from './+types/prompt-school';
import { PageHero, StatTiles } from '../components/page-hero';
import { useLessons } from '../features/school/api/get-lessons';
import { CourseSection } from '../features/school/components/course-section';
import { useQuizSettings } from '../features/quiz/api/quiz-api';
import { QUIZ_SECTION_ID, QuizSection } from '../features/quiz/components/quiz-section';
import { scrollToSection } from '../lib/scroll';
import { SITE_NAME } from '../lib/site';

export const meta: Route.MetaFunction = () => [{ title: `Prompt School: free prompt course and certificate | ${SITE_NAME}` }];

const heroButton = 'rounded-xl px-6 py-3 font-semibold';

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
        subtitle={`${lessonCount} expert lessons (about ${SCHOOL_FACTS.courseHours} hours), then a ${questionCount}-question quiz and a free certificate.`}
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
          <button type="button" onClick={() => scrollToSection('lessons')} className={`${heroButton} bg-brand-600 text-white hover:bg-brand-700`}>
            Start Learning
          </button>
          <button type="button" onClick={takeQuiz} className={`${heroButton} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`}>
            Take Quiz
          </button>
        </div>
      </PageHero>
      <CourseSection onTakeQuiz={takeQuiz} />
      <QuizSection />
    </>
  );
}
