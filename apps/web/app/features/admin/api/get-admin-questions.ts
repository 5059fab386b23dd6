import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminQuestion } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys } from './admin-query';

/** Every quiz question whatever its state. */
export const getAdminQuestions = () => adminRequest<AdminQuestion[]>('/questions/admin/all');

export const adminQuestionsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.questions, queryFn: getAdminQuestions, retry: false });

export const useAdminQuestions = () => useQuery(adminQuestionsQueryOptions());
