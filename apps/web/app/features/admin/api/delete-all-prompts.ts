import type { DeletedResponse } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

export const deleteAllPrompts = () => adminRequest<DeletedResponse>('/prompts/bulk/all', { method: 'DELETE' });

export const useDeleteAllPrompts = () => useAdminWrite(deleteAllPrompts, entityKeys.prompts);
