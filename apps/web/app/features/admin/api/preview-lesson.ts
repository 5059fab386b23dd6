import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LessonPreviewHtml } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys } from './admin-query';

/** Lesson content as saving would store it: sanitized by the server itself. */
export const previewLesson = async (content: string): Promise<string> =>
  (await adminRequest<LessonPreviewHtml>('/admin/lessons/preview', { method: 'POST', body: { content } })).html;

/** The preview of `content` (none asked for while it is blank); the last one stays shown while the next is made. */
export const useLessonPreview = (content: string) =>
  useQuery({
    queryKey: [...adminKeys.lessonPreview, content],
    queryFn: () => previewLesson(content),
    enabled: content.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
    meta: { persist: false },
  });
