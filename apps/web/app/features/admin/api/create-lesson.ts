import type { Lesson, LessonInput } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

export const createLesson = (data: LessonInput) => adminRequest<Lesson>('/lessons', { method: 'POST', body: data });

export const useCreateLesson = () => useAdminWrite(createLesson, entityKeys.lessons);
