import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  QUIZ_REFRESH_TIMEOUT_MS,
  type Certificate,
  type CertificateClaim,
  type Question,
  type QuestionStatsResponse,
  type QuizGraded,
  type QuizSettings,
  type QuizSubmission,
} from '@ai4n/shared';
import { apiRequest } from '../../../lib/api-client';

export const quizSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['questions', 'settings'], queryFn: () => apiRequest<QuizSettings>('/questions/meta/settings', { auth: false }) });
export const useQuizSettings = () => useQuery(quizSettingsQueryOptions());

export const questionStatsQueryOptions = () =>
  queryOptions({ queryKey: ['questions', 'stats'], queryFn: () => apiRequest<QuestionStatsResponse>('/questions/meta/stats', { auth: false }) });
export const useQuestionStats = () => useQuery(questionStatsQueryOptions());

/** The whole active bank, fetched with a 5 s timeout: the local copy used when the server is unreachable. */
export const questionBankQueryOptions = () =>
  queryOptions({
    queryKey: ['questions', 'bank'],
    queryFn: () => apiRequest<Question[]>('/questions', { auth: false, timeoutMs: QUIZ_REFRESH_TIMEOUT_MS }),
    retry: false,
  });
export const useQuestionBank = () => useQuery(questionBankQueryOptions());

export const generateQuiz = (count: number) =>
  apiRequest<{ questions: Question[]; total: number }>(`/questions/quiz/generate?count=${count}&includeExplanations=true`, { auth: false });

export const submitQuizResult = (body: QuizSubmission) => apiRequest<QuizGraded>('/quizzes/results', { method: 'POST', body, auth: false });

export const claimCertificate = (body: CertificateClaim) => apiRequest<Certificate>('/certificates', { method: 'POST', body, auth: false });

export const certificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['certificates', code],
    queryFn: () => apiRequest<Certificate>(`/certificates/${encodeURIComponent(code)}`, { auth: false }),
    retry: false,
  });
export const useCertificate = (code: string) => useQuery(certificateQueryOptions(code));
