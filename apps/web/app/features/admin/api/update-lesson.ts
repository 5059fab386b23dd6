import type { Lesson, LessonUpdate } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

/** Any fields of the lesson; those left out stay as they are. */
export const updateLesson = ({ id, data }: { id: number; data: LessonUpdate }) =>
  adminRequest<Lesson>(`/lessons/${id}`, { method: 'PUT', body: data });

export const useUpdateLesson = () => useAdminWrite(updateLesson, entityKeys.lessons);
