import type { Question, QuestionInput } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

export const createQuestion = (data: QuestionInput) =>
  adminRequest<Question>('/questions', { method: 'POST', body: data });

export const useCreateQuestion = () => useAdminWrite(createQuestion, entityKeys.questions);
