import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  QUIZ_REFRESH_TIMEOUT_MS,
  type Certificate,
  type CertificateClaim,
  type PracticeGraded,
  type PracticeQuestions,
  type PracticeRequest,
  type PracticeSubmission,
  type QuestionStatsResponse,
  type QuizAnswer,
  type QuizAnswerFeedback,
  type QuizDraw,
  type QuizGraded,
  type QuizQuestion,
  type QuizSettings,
  type QuizSubmission,
} from '@ai4n/shared';
import { apiRequest } from '../../../lib/api-client';

export const quizSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['questions', 'settings'],
    queryFn: () => apiRequest<QuizSettings>('/questions/meta/settings', { auth: false }),
  });
export const useQuizSettings = () => useQuery(quizSettingsQueryOptions());

export const questionStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['questions', 'stats'],
    queryFn: () => apiRequest<QuestionStatsResponse>('/questions/meta/stats', { auth: false }),
  });
export const useQuestionStats = () => useQuery(questionStatsQueryOptions());

/**
 * The active bank as the public sees it (no answers), fetched with a 5 s timeout: it tells which
 * of the browser's practice questions the server still asks.
 */
export const questionBankQueryOptions = () =>
  queryOptions({
    queryKey: ['questions', 'bank'],
    queryFn: () => apiRequest<QuizQuestion[]>('/questions', { auth: false, timeoutMs: QUIZ_REFRESH_TIMEOUT_MS }),
    retry: false,
  });
export const useQuestionBank = () => useQuery(questionBankQueryOptions());

/** A certified quiz drawn by the server, without its answers; it leaves out the `avoid` ids where the bank allows. */
export const drawQuiz = (avoid: number[] = []) =>
  apiRequest<QuizDraw>('/quizzes/draws', { method: 'POST', body: { avoid }, auth: false });

/** Immediate feedback: the server checks the answer and locks it. */
export const lockAnswer = (drawId: string, body: QuizAnswer) =>
  apiRequest<QuizAnswerFeedback>(`/quizzes/draws/${encodeURIComponent(drawId)}/answers`, {
    method: 'POST',
    body,
    auth: false,
  });

export const submitQuizResult = (body: QuizSubmission) =>
  apiRequest<QuizGraded>('/quizzes/results', { method: 'POST', body, auth: false });

/** A practice round of questions of these graded draws (active ones, in the order asked), without their answers. */
export const fetchPracticeQuestions = (drawIds: string[], questionIds: number[]) =>
  apiRequest<PracticeQuestions>('/quizzes/practice', {
    method: 'POST',
    body: { drawIds, questionIds } satisfies PracticeRequest,
    auth: false,
  });

/** Grades a practice round of these graded draws' questions on the server: never certified, never kept. */
export const gradePractice = (drawIds: string[], answers: QuizAnswer[]) =>
  apiRequest<PracticeGraded>('/quizzes/practice/results', {
    method: 'POST',
    body: { drawIds, answers } satisfies PracticeSubmission,
    auth: false,
  });

export const claimCertificate = (body: CertificateClaim) =>
  apiRequest<Certificate>('/certificates', { method: 'POST', body, auth: false });

export const certificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['certificates', code],
    queryFn: () => apiRequest<Certificate>(`/certificates/${encodeURIComponent(code)}`, { auth: false }),
    retry: false,
  });
export const useCertificate = (code: string) => useQuery(certificateQueryOptions(code));
