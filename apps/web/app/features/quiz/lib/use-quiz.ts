import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { drawQuestions, type QuizGraded, type QuizSettings, type ReviewedQuestion } from '@ai4n/shared';
import { ApiError } from '../../../lib/api-client';
import { storedJson } from '../../../lib/storage';
import {
  drawQuiz,
  fetchPracticeQuestions,
  gradePractice,
  lockAnswer,
  questionBankQueryOptions,
  submitQuizResult,
} from '../api/quiz-api';
import { gradedDraws } from './graded-draws';
import { practiceBank } from './practice-bank';
import { QUIZ_TEXTS } from './quiz-texts';
import type { QuizResultRecord } from './quiz-history';
import {
  answersOf,
  certifiedSession,
  localFeedback,
  mistakesSession,
  outcomesOf,
  practiceSession,
  recordOfGraded,
  revealedBy,
  revealedByFeedback,
  scoreMistakes,
  scorePractice,
  type QuizSession,
} from './quiz-session';

export type { QuizSession } from './quiz-session';
export type QuizStatus = 'intro' | 'loading' | 'error' | 'empty' | 'active' | 'finished';

export interface QuizOutcome {
  /** A practice quiz (the browser's copy, or a mistakes round): no certificate, not in the history. */
  practice: boolean;
  /** "Retake only my mistakes": the questions missed, graded by the server. */
  mistakes: boolean;
  /** Null while the server grades a certified quiz. */
  record: QuizResultRecord | null;
  review: ReviewedQuestion[];
  passed: boolean;
  graded: QuizGraded | null;
  /** The server could not be reached: the answers are kept and grading can be tried again. */
  gradingFailed: boolean;
  /** The server refused to grade (the quiz expired or was already submitted): a fresh quiz is needed. */
  gradingError: string | null;
}

const PENDING: QuizOutcome = {
  practice: false,
  mistakes: false,
  record: null,
  review: [],
  passed: false,
  graded: null,
  gradingFailed: false,
  gradingError: null,
};
const MISTAKES_PENDING: QuizOutcome = { ...PENDING, practice: true, mistakes: true };
const sessionStore = storedJson<QuizSession | null>('quiz-session', null);
/** The question ids of the last certified quiz drawn: the next draw leaves them out where the bank allows. */
const lastAttemptStore = storedJson<number[]>('quiz-last-attempt', []);

/** The server refused (4xx other than too many requests): trying the same request again will not help. */
const refused = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status !== undefined && error.status < 500 && error.status !== 429;

export function useQuiz(settings: QuizSettings, onFinished: (record: QuizResultRecord) => void) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<QuizStatus>('intro');
  const [session, setSession] = useState<QuizSession | null>(null);
  const [usingCache, setUsingCache] = useState(false);
  const [errorDetail, setErrorDetail] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<QuizOutcome | null>(null);
  /** The answer the server is checking (immediate feedback): shown as chosen meanwhile. */
  const [checking, setChecking] = useState<{ questionId: number; option: number } | null>(null);
  const [answerError, setAnswerError] = useState<string | null>(null);
  /** "Retake only my mistakes": loading its questions, or why they could not be loaded. */
  const [retake, setRetake] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  // The latest settings and callback, for the async steps that outlive the render that began them.
  const settingsRef = useRef(settings);
  const onFinishedRef = useRef(onFinished);
  useEffect(() => {
    settingsRef.current = settings;
    onFinishedRef.current = onFinished;
  });

  const save = useCallback((next: QuizSession | null) => {
    sessionStore.set(next);
    setSession(next);
  }, []);
  const update = (change: (current: QuizSession) => QuizSession) =>
    setSession((current) => {
      const next = current && change(current);
      sessionStore.set(next);
      return next;
    });

  /**
   * Sends a finished quiz to the server, which grades it and reveals the answers: a certified quiz
   * (kept in the history), or a mistakes round (never certified, not in the history).
   */
  const grade = useCallback(async (finished: QuizSession) => {
    const pending = finished.mode === 'mistakes' ? MISTAKES_PENDING : PENDING;
    setOutcome(pending);
    try {
      let outcome: QuizOutcome;
      if (finished.mode === 'mistakes') {
        const passingScore = settingsRef.current.passingScore;
        const answers = answersOf(finished);
        const { drawIds } = gradedDraws.covering(answers.map((a) => a.questionId));
        const { record, review } = scoreMistakes(finished, await gradePractice(drawIds, answers), passingScore);
        outcome = { ...pending, record, review, passed: record.percentage >= passingScore };
      } else {
        const graded = await submitQuizResult({ drawId: finished.drawId!, answers: answersOf(finished) });
        gradedDraws.add(
          finished.drawId!,
          finished.questions.map((q) => q.id),
        );
        const record = recordOfGraded(graded, new Date());
        outcome = { ...pending, record, review: graded.review, passed: graded.passed, graded };
        onFinishedRef.current(record);
      }
      practiceBank.add(revealedBy(outcome.review));
      // The review code loads once there is something to review (it is not on the first view).
      const outcomes = outcomesOf(outcome.review);
      void import('./review-queue').then((queue) => queue.applyToQueue(outcomes));
      sessionStore.set(null);
      setSession((s) => s && { ...s, score: outcome.record!.score, percentage: outcome.record!.percentage });
      setOutcome(outcome);
    } catch (error) {
      if (refused(error)) {
        sessionStore.set(null);
        setOutcome({ ...pending, gradingError: error.message });
      } else {
        setOutcome({ ...pending, gradingFailed: true });
      }
    }
  }, []);

  useEffect(() => {
    const saved = sessionStore.get();
    // A session saved by an older version of the quiz (no mode) cannot be graded any more.
    if (!saved?.mode || saved.questions.length === 0) return sessionStore.set(null);
    setSession(saved);
    setUsingCache(saved.mode === 'practice');
    if (!saved.completed) setStatus('active');
    else if (saved.mode !== 'practice') {
      // Finished but not graded yet (offline, or reloaded meanwhile): send it again.
      setStatus('finished');
      void grade(saved);
    }
  }, [grade]);

  const begin = useCallback(
    (next: QuizSession, fromCache: boolean) => {
      setUsingCache(fromCache);
      setOutcome(null);
      setAnswerError(null);
      setRetake({ loading: false, error: null });
      save(next);
      setStatus('active');
    },
    [save],
  );

  /** A fresh draw from the server; when it cannot be reached, a practice quiz from the revealed questions. */
  const start = useCallback(async () => {
    setStatus('loading');
    setErrorDetail(null);
    const { questionsPerQuiz, showFeedbackImmediately } = settingsRef.current;
    try {
      const draw = await drawQuiz(lastAttemptStore.get());
      lastAttemptStore.set(draw.questions.map((q) => q.id));
      begin(certifiedSession(draw), false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        setStatus('empty');
        return;
      }
      const pool = practiceBank.get();
      if (pool.length > 0) {
        begin(practiceSession(drawQuestions(pool, questionsPerQuiz), showFeedbackImmediately), true);
      } else {
        setErrorDetail(QUIZ_TEXTS.noCache);
        setStatus('error');
      }
    }
  }, [begin]);

  /** "Retake only my mistakes": a practice round of exactly these questions, graded by the server at the end. */
  const retakeMistakes = useCallback(
    async (questionIds: number[]) => {
      if (questionIds.length === 0) return;
      setRetake({ loading: true, error: null });
      try {
        const shown = gradedDraws.covering(questionIds);
        const { questions } = shown.drawIds.length
          ? await fetchPracticeQuestions(shown.drawIds, shown.questionIds)
          : { questions: [] };
        if (questions.length === 0) setRetake({ loading: false, error: QUIZ_TEXTS.mistakesGone });
        else begin(mistakesSession(questions), false);
      } catch (error) {
        setRetake({ loading: false, error: refused(error) ? error.message : QUIZ_TEXTS.mistakesFailed });
      }
    },
    [begin],
  );

  /** Refreshes the local copy of the bank (it prunes the practice questions); reports whether it worked. */
  const refreshQuestions = useCallback(async (): Promise<boolean> => {
    try {
      await queryClient.fetchQuery({ ...questionBankQueryOptions(), staleTime: 0 });
      return true;
    } catch {
      return false;
    }
  }, [queryClient]);

  const answer = async (option: number) => {
    if (!session || checking !== null) return;
    const question = session.questions[session.currentQuestionIndex];
    if (session.feedback[question.id]) return; // locked by immediate feedback
    setAnswerError(null);
    const choose = (s: QuizSession, feedback = localFeedback(question, option)) => ({
      ...s,
      answers: { ...s.answers, [question.id]: option },
      feedback: s.immediate && feedback ? { ...s.feedback, [question.id]: feedback } : s.feedback,
    });
    if (!session.immediate || session.mode === 'practice') return save(choose(session));

    setChecking({ questionId: question.id, option });
    try {
      const feedback = await lockAnswer(session.drawId!, { questionId: question.id, answer: option });
      practiceBank.add([revealedByFeedback(question, feedback)]);
      update((s) => choose(s, feedback));
    } catch (error) {
      setAnswerError(error instanceof ApiError && error.status === 409 ? error.message : QUIZ_TEXTS.answerFailed);
    } finally {
      setChecking(null);
    }
  };

  const goTo = (index: number) => {
    if (!session || index < 0 || index >= session.questions.length) return;
    setAnswerError(null);
    save({ ...session, currentQuestionIndex: index });
  };

  const finish = () => {
    if (!session) return;
    const finished: QuizSession = { ...session, endTime: Date.now(), completed: true };
    setStatus('finished');
    if (finished.mode === 'practice') {
      const passingScore = settingsRef.current.passingScore;
      const { record, review } = scorePractice(finished, passingScore);
      save(null);
      setSession({ ...finished, score: record.score, percentage: record.percentage });
      setOutcome({ ...PENDING, practice: true, record, review, passed: record.percentage >= passingScore });
      return;
    }
    // Kept until graded, so a reload or a lost connection does not lose the answers.
    save(finished);
    void grade(finished);
  };

  const retryGrading = () => {
    if (session?.completed && outcome?.gradingFailed) void grade(session);
  };

  const reset = () => {
    save(null);
    setOutcome(null);
    setUsingCache(false);
    setAnswerError(null);
    setRetake({ loading: false, error: null });
    setStatus('intro');
  };

  return {
    status,
    session,
    usingCache,
    errorDetail,
    outcome,
    checking,
    answerError,
    retake,
    start,
    retakeMistakes,
    refreshQuestions,
    answer,
    goTo,
    finish,
    retryGrading,
    reset,
  };
}

export type QuizController = ReturnType<typeof useQuiz>;
