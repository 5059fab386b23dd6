import type { MessageResponse } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

/** Archives a lesson: hidden from visitors, kept in the console. */
export const archiveLesson = (id: number) =>
  adminRequest<MessageResponse>(`/lessons/${id}?archive=true`, { method: 'DELETE' });

export const useArchiveLesson = () => useAdminWrite(archiveLesson, entityKeys.lessons);
