import { lazy, Suspense, useEffect, useState } from 'react';
import { DEFAULT_QUIZ_SETTINGS } from '@ai4n/shared';
import { useQuestionBank, useQuizSettings } from '../api/quiz-api';
import { useQuizHistory } from '../lib/quiz-history';
import { useQuiz } from '../lib/use-quiz';
import { QuizHistoryView } from './quiz-history-view';
import { practiceBank } from '../lib/practice-bank';
import { QuizEmpty, QuizFailure, QuizIntro, QuizLoading } from './quiz-screens';
import { useHasReviewQueue } from '../lib/has-review-queue';
import { useAccount } from '../../../lib/account';
import { QUIZ_SECTION_ID } from '../../../lib/scroll';

// The results and the certificate form load when a quiz is finished.
// The review banner's code loads only for a visitor with questions to review (or an account that may hold some).
const ReviewDue = lazy(() => import('./review-due').then((module) => ({ default: module.ReviewDue })));
// The quiz's own screens load when the quiz starts: the introduction is the first view.
const QuizQuestion = lazy(() => import('./quiz-question').then((module) => ({ default: module.QuizQuestion })));
const QuizResults = lazy(() => import('./quiz-results').then((module) => ({ default: module.QuizResults })));

/** Every quiz screen: intro, loading, failure, questions, results with certificate, and history. */
export function QuizSection() {
  const { data: settings = DEFAULT_QUIZ_SETTINGS } = useQuizSettings();
  const { data: bank } = useQuestionBank();
  // The practice copy keeps only the questions the server still asks, unchanged.
  useEffect(() => {
    if (bank) practiceBank.prune(bank);
  }, [bank]);
  const { history, record } = useQuizHistory();
  const quiz = useQuiz(settings, record);
  const [showHistory, setShowHistory] = useState(false);
  const { account } = useAccount();
  const showReview = useHasReviewQueue() || account !== null;

  const takeQuiz = () => {
    setShowHistory(false);
    quiz.reset();
  };

  let screen;
  if (showHistory)
    screen = <QuizHistoryView history={history} onTakeQuiz={takeQuiz} onClose={() => setShowHistory(false)} />;
  else if (quiz.status === 'loading') screen = <QuizLoading />;
  else if (quiz.status === 'error') screen = <QuizFailure quiz={quiz} />;
  else if (quiz.status === 'empty') screen = <QuizEmpty onBack={quiz.reset} />;
  else if (quiz.status === 'active' && quiz.session) screen = <QuizQuestion quiz={quiz} />;
  else if (quiz.status === 'finished' && quiz.outcome)
    screen = (
      <Suspense
        fallback={
          <p role="status" className="py-16 text-center text-slate-600">
            Loading your results…
          </p>
        }
      >
        <QuizResults quiz={quiz} allowRetries={settings.allowRetries} />
      </Suspense>
    );
  else screen = <QuizIntro quiz={quiz} settings={settings} onShowHistory={() => setShowHistory(true)} />;

  return (
    <section id={QUIZ_SECTION_ID} aria-labelledby="quiz-heading" className="py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="quiz-heading" className="text-center text-3xl font-extrabold text-slate-900">
          Final quiz &amp; certificate
        </h2>
        {showReview && (
          <Suspense fallback={null}>
            <ReviewDue />
          </Suspense>
        )}
        <div className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
          <Suspense fallback={<QuizLoading />}>{screen}</Suspense>
        </div>
      </div>
    </section>
  );
}
