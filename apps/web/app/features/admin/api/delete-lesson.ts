import type { MessageResponse } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

/** Deletes the lesson for good. */
export const deleteLesson = (id: number) =>
  adminRequest<MessageResponse>(`/lessons/${id}?permanent=true`, { method: 'DELETE' });

export const useDeleteLesson = () => useAdminWrite(deleteLesson, entityKeys.lessons);
