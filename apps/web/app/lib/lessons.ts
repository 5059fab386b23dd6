import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lesson } from '@ai4n/shared';
import { apiRequest } from './api-client';

export const getLessons = () => apiRequest<Lesson[]>('/lessons', { auth: false });

export const lessonsQueryOptions = () => queryOptions({ queryKey: ['lessons'], queryFn: getLessons });

/**
 * Active lessons in course order (Prompt School, and the gallery's "Learn it in Lesson N" links);
 * the copy persisted in the browser is the offline fallback.
 */
export const useLessons = () => useQuery(lessonsQueryOptions());
