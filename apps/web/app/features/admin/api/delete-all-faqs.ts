import type { DeletedResponse } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

export const deleteAllFaqs = () => adminRequest<DeletedResponse>('/faqs/bulk/all', { method: 'DELETE' });

export const useDeleteAllFaqs = () => useAdminWrite(deleteAllFaqs, entityKeys.faqs);
