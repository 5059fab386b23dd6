import type { DeletedResponse } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

export const deleteAllLessons = () => adminRequest<DeletedResponse>('/lessons/bulk/all', { method: 'DELETE' });

export const useDeleteAllLessons = () => useAdminWrite(deleteAllLessons, entityKeys.lessons);
