import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLesson } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys } from './admin-query';

/** Every lesson whatever its state, in course order. */
export const getAdminLessons = () => adminRequest<AdminLesson[]>('/lessons/admin/all');

/** Kept in the browser as the console's offline fallback. */
export const adminLessonsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.lessons, queryFn: getAdminLessons, retry: false });

export const useAdminLessons = () => useQuery(adminLessonsQueryOptions());
