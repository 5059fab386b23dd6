import type { DeletedResponse } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

export const deleteAllQuestions = () => adminRequest<DeletedResponse>('/questions/bulk/all', { method: 'DELETE' });

export const useDeleteAllQuestions = () => useAdminWrite(deleteAllQuestions, entityKeys.questions);
