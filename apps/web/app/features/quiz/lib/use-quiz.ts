import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { drawQuestions, gradeFor, scoreQuiz, type Question, type QuizGraded, type QuizSettings } from '@ai4n/shared';
import { ApiError } from '../../../lib/api-client';
import { storedJson } from '../../../lib/storage';
import { generateQuiz, questionBankQueryOptions, submitQuizResult } from '../api/quiz-api';
import { QUIZ_TEXTS } from './quiz-texts';
import type { QuizResultRecord } from './quiz-history';

/** The spec's quiz session, kept in the browser so a reload resumes it. */
export interface QuizSession {
  id: string;
  questions: Question[];
  currentQuestionIndex: number;
  answers: Record<number, number>;
  score: number;
  startTime: number;
  endTime: number | null;
  completed: boolean;
  percentage: number;
}

export type QuizStatus = 'intro' | 'loading' | 'error' | 'empty' | 'active' | 'finished';

export interface QuizOutcome {
  record: QuizResultRecord;
  passed: boolean;
  /** Server grading: null while pending, or when the server could not be reached. */
  graded: QuizGraded | null;
  gradingFailed: boolean;
}

const sessionStore = storedJson<QuizSession | null>('quiz-session', null);

export function useQuiz(settings: QuizSettings, onFinished: (record: QuizResultRecord) => void) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<QuizStatus>('intro');
  const [session, setSession] = useState<QuizSession | null>(null);
  const [usingCache, setUsingCache] = useState(false);
  const [errorDetail, setErrorDetail] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<QuizOutcome | null>(null);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  useEffect(() => {
    const saved = sessionStore.get();
    if (saved && !saved.completed && saved.questions.length > 0) {
      setSession(saved);
      setStatus('active');
    }
  }, []);

  const save = (next: QuizSession | null) => {
    sessionStore.set(next);
    setSession(next);
  };

  const begin = (questions: Question[], fromCache: boolean) => {
    setUsingCache(fromCache);
    setOutcome(null);
    save({
      id: crypto.randomUUID(),
      questions,
      currentQuestionIndex: 0,
      answers: {},
      score: 0,
      startTime: Date.now(),
      endTime: null,
      completed: false,
      percentage: 0,
    });
    setStatus('active');
  };

  /** A fresh draw from the server; when it cannot be reached, a draw from the cached bank with a warning. */
  const start = useCallback(async () => {
    setStatus('loading');
    setErrorDetail(null);
    const count = settingsRef.current.questionsPerQuiz;
    try {
      const { questions } = await generateQuiz(count);
      begin(questions, false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        setStatus('empty');
        return;
      }
      const cached = queryClient.getQueryData(questionBankQueryOptions().queryKey) ?? [];
      if (cached.length > 0) {
        begin(drawQuestions(cached, count), true);
      } else {
        setErrorDetail(QUIZ_TEXTS.noCache);
        setStatus('error');
      }
    }
  }, [queryClient]);

  /** Refreshes the local copy of the bank; reports whether it worked. */
  const refreshQuestions = useCallback(async (): Promise<boolean> => {
    try {
      await queryClient.fetchQuery({ ...questionBankQueryOptions(), staleTime: 0 });
      return true;
    } catch {
      return false;
    }
  }, [queryClient]);

  const answer = (option: number) => {
    if (!session) return;
    const question = session.questions[session.currentQuestionIndex];
    save({ ...session, answers: { ...session.answers, [question.id]: option } });
  };

  const goTo = (index: number) => {
    if (!session || index < 0 || index >= session.questions.length) return;
    save({ ...session, currentQuestionIndex: index });
  };

  const grade = async (finished: QuizSession, record: QuizResultRecord) => {
    try {
      const graded = await submitQuizResult({
        answers: finished.questions.map((q) => ({ questionId: q.id, answer: finished.answers[q.id] ?? -1 })),
        timeSpentSeconds: record.timeSpentSeconds,
      });
      setOutcome((o) => (o ? { ...o, graded, gradingFailed: false } : o));
    } catch {
      setOutcome((o) => (o ? { ...o, gradingFailed: true } : o));
    }
  };

  const finish = () => {
    if (!session) return;
    const passingScore = settingsRef.current.passingScore;
    const answers = new Map(Object.entries(session.answers).map(([id, a]) => [Number(id), a]));
    const result = scoreQuiz(session.questions, answers);
    const endTime = Date.now();
    const finished: QuizSession = { ...session, endTime, completed: true, score: result.score, percentage: result.percentage };
    const record: QuizResultRecord = {
      type: 'prompt-school',
      score: result.score,
      total: result.total,
      percentage: result.percentage,
      grade: gradeFor(result.percentage, passingScore),
      timeSpentSeconds: Math.round((endTime - session.startTime) / 1000),
      categories: result.categories,
      completedAt: new Date(endTime).toISOString(),
    };
    sessionStore.set(null);
    setSession(finished);
    setOutcome({ record, passed: result.percentage >= passingScore, graded: null, gradingFailed: false });
    setStatus('finished');
    onFinished(record);
    void grade(finished, record);
  };

  const retryGrading = () => {
    if (session && outcome) {
      setOutcome({ ...outcome, gradingFailed: false });
      void grade(session, outcome.record);
    }
  };

  const reset = () => {
    save(null);
    setOutcome(null);
    setUsingCache(false);
    setStatus('intro');
  };

  return { status, session, usingCache, errorDetail, outcome, start, refreshQuestions, answer, goTo, finish, retryGrading, reset };
}

export type QuizController = ReturnType<typeof useQuiz>;
