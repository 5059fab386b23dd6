import type { MessageResponse } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

/** Deletes the question for good. */
export const deleteQuestion = (id: number) =>
  adminRequest<MessageResponse>(`/questions/${id}?permanent=true`, { method: 'DELETE' });

export const useDeleteQuestion = () => useAdminWrite(deleteQuestion, entityKeys.questions);
