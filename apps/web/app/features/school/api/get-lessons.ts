import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lesson } from '@ai4n/shared';
import { apiRequest } from '../../../lib/api-client';

export const getLessons = () => apiRequest<Lesson[]>('/lessons', { auth: false });

export const lessonsQueryOptions = () => queryOptions({ queryKey: ['lessons'], queryFn: getLessons });

/** Active lessons in course order; the copy persisted in the browser is the offline fallback. */
export const useLessons = () => useQuery(lessonsQueryOptions());
