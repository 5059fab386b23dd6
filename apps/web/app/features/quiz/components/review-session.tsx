import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { REVIEW_INTERVALS_DAYS, type PracticeGradedQuestion, type ReviewItem } from '@ai4n/shared';
import { dueItems, nextDueAt, type ReviewMove } from '@ai4n/shared/review-schedule';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/progress-bar';
import { AnswerFeedback, optionStyle, rightAnswerText } from './answer-feedback';
import { fetchPracticeQuestions, gradePractice } from '../api/quiz-api';
import { gradedDraws } from '../lib/graded-draws';
import { applyToQueue, forgetQuestions, formatReviewTime, readReviewQueue } from '../lib/review-queue';

export const REVIEW_TEXTS = {
  loading: 'Loading your review questions…',
  loadFailed: "Your review questions couldn't be loaded. Please check your connection and try again.",
  checkFailed: "Your answer couldn't be checked. Please check your connection and try again.",
  noneLeft: 'These questions are no longer in the quiz, so they have left your review list.',
  gone: 'This question is no longer in the quiz, so it has left your review list.',
} as const;

/** "3 moved up, 1 back to day 1": what the session did to the questions' schedule. */
export function summaryText(moves: ReviewMove[]): string {
  const count = (move: ReviewMove) => moves.filter((m) => m === move).length;
  const parts = [
    count('up') && `${count('up')} moved up`,
    count('graduated') && `${count('graduated')} learned for good`,
    count('back') && `${count('back')} back to day 1`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'No changes to your review schedule';
}

/** What a checked answer did, in words. */
function moveText(move: ReviewMove, item: ReviewItem | null): string {
  if (move === 'graduated') return 'Correct! You know this one now, so it leaves your review list.';
  if (move === 'up' && item) {
    const days = REVIEW_INTERVALS_DAYS[item.box - 1];
    return `Correct! It moves up and comes back in ${days} ${days === 1 ? 'day' : 'days'}.`;
  }
  if (move === 'back' || move === 'added') return 'It comes back for review tomorrow.';
  return 'Correct!';
}

function nextReviewText(): string {
  const now = new Date();
  const queue = readReviewQueue();
  const due = dueItems(queue, now).length;
  if (due > 0)
    return `${due} more ${due === 1 ? 'question is' : 'questions are'} due: start another review when you're ready.`;
  const next = nextDueAt(queue, now);
  return next ? `Next review: ${formatReviewTime(next)}.` : 'Your review list is empty. Nice work!';
}

/**
 * A short review of due questions, one at a time: answer, see right or wrong with the explanation
 * (checked on the server), then a summary of how the schedule moved.
 */
export function ReviewSession({ questionIds, onClose }: { questionIds: number[]; onClose: () => void }) {
  // Only questions this browser's graded quizzes showed can be reviewed (the server refuses others).
  const [shown] = useState(() => gradedDraws.covering(questionIds));
  const round = useQuery({
    queryKey: ['quizzes', 'review', shown],
    queryFn: () =>
      shown.drawIds.length ? fetchPracticeQuestions(shown.drawIds, shown.questionIds) : { questions: [] },
    retry: false,
    staleTime: Infinity,
    meta: { persist: false },
  });
  const questions = round.data?.questions ?? [];
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const [graded, setGraded] = useState<PracticeGradedQuestion | null>(null);
  const [gone, setGone] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [moves, setMoves] = useState<Array<{ move: ReviewMove; item: ReviewItem | null }>>([]);
  const [finished, setFinished] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Questions the server no longer asks leave the queue.
  useEffect(() => {
    if (!round.data) return;
    const asked = new Set(round.data.questions.map((q) => q.id));
    forgetQuestions(questionIds.filter((id) => !asked.has(id)));
  }, [round.data, questionIds]);

  useEffect(() => heading.current?.focus(), [index, finished, round.isSuccess]);

  if (round.isPending)
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-10 text-slate-600">
        <Loader2 className="size-5 animate-spin" aria-hidden /> {REVIEW_TEXTS.loading}
      </p>
    );
  if (round.isError)
    return (
      <div className="text-center">
        <p role="alert" className="text-red-700">
          {REVIEW_TEXTS.loadFailed}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Button tone="primary" size="lg" onClick={() => void round.refetch()}>
            Try again
          </Button>
          <Button size="lg" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    );
  if (questions.length === 0 || finished)
    return (
      <div className="text-center">
        <h3 ref={heading} tabIndex={-1} className="text-2xl font-extrabold text-slate-900 outline-none">
          Review complete
        </h3>
        <p role="status" className="mt-3 text-lg font-semibold text-slate-800">
          {questions.length === 0 ? REVIEW_TEXTS.noneLeft : summaryText(moves.map((m) => m.move))}
        </p>
        <p className="mt-2 text-slate-600">{nextReviewText()}</p>
        <Button tone="primary" size="lg" className="mt-6" onClick={onClose}>
          Done
        </Button>
      </div>
    );

  const question = questions[index];
  const isLast = index === questions.length - 1;
  const answered = graded !== null || gone;
  const lastMove = graded ? moves[moves.length - 1] : undefined;

  const check = async () => {
    if (chosen === null) return;
    setChecking(true);
    setError(null);
    try {
      const result = (await gradePractice(shown.drawIds, [{ questionId: question.id, answer: chosen }])).questions[0];
      if (result) {
        setGraded(result);
        const [move] = applyToQueue([{ questionId: question.id, correct: result.correct }]);
        setMoves((list) => [...list, move]);
      } else {
        forgetQuestions([question.id]);
        setGone(true);
      }
    } catch {
      setError(REVIEW_TEXTS.checkFailed);
    } finally {
      setChecking(false);
    }
  };

  const next = () => {
    if (isLast) return setFinished(true);
    setIndex(index + 1);
    setChosen(null);
    setGraded(null);
    setGone(false);
  };

  return (
    <div>
      <div className="flex items-center justify-between text-sm font-semibold text-slate-700">
        <h3 ref={heading} tabIndex={-1} className="outline-none">
          Review: question {index + 1} of {questions.length}
        </h3>
        <Button tone="link" size="inline" onClick={onClose}>
          Stop review
        </Button>
      </div>
      <div className="mt-2">
        <ProgressBar value={index + 1} max={questions.length} label="Review progress" />
      </div>
      <fieldset className="mt-8" disabled={answered || checking}>
        <legend className="text-xl font-bold text-slate-900">{question.question}</legend>
        <div className="mt-5 grid gap-3">
          {question.options.map((option, i) => (
            <label
              key={option}
              className={`flex items-start gap-3 rounded-xl p-4 ring-1 ${answered ? '' : 'cursor-pointer'} ${optionStyle(i, chosen, graded?.correctAnswer)}`}
            >
              <input
                type="radio"
                name={`review-${question.id}`}
                className="mt-1 accent-brand-600"
                checked={chosen === i}
                onChange={() => setChosen(i)}
              />
              <span className="text-slate-800">{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div aria-live="polite">
        {graded && (
          <AnswerFeedback
            correct={graded.correct}
            headline={
              graded.correct
                ? moveText(lastMove?.move ?? 'unchanged', lastMove?.item ?? null)
                : rightAnswerText(question.options, graded.correctAnswer)
            }
            explanation={graded.explanation}
            note={!graded.correct && <p className="mt-2 text-slate-700">{moveText('back', null)}</p>}
          />
        )}
        {gone && <p className="mt-5 text-sm text-slate-700">{REVIEW_TEXTS.gone}</p>}
      </div>
      {error && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-8 flex justify-end">
        {answered ? (
          <Button tone="primary" size="lg" onClick={next}>
            {isLast ? 'See summary' : 'Next question'}
          </Button>
        ) : (
          <Button tone="primary" size="lg" onClick={() => void check()} disabled={chosen === null} busy={checking}>
            Check answer
          </Button>
        )}
      </div>
    </div>
  );
}
