import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizSettings } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys } from './admin-query';

export const getQuizSettings = () => adminRequest<QuizSettings>('/questions/meta/settings');

export const quizSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.quizSettings, queryFn: getQuizSettings, retry: false });

export const useQuizSettings = () => useQuery(quizSettingsQueryOptions());
