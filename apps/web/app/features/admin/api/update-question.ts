import type { Question, QuestionUpdate } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

/** Any fields of the question; those left out stay as they are. */
export const updateQuestion = ({ id, data }: { id: number; data: QuestionUpdate }) =>
  adminRequest<Question>(`/questions/${id}`, { method: 'PUT', body: data });

export const useUpdateQuestion = () => useAdminWrite(updateQuestion, entityKeys.questions);
