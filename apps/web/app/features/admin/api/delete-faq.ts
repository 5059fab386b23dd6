import type { MessageResponse } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

/** Deletes the FAQ for good. */
export const deleteFaq = (id: string) =>
  adminRequest<MessageResponse>(`/faqs/${id}?permanent=true`, { method: 'DELETE' });

export const useDeleteFaq = () => useAdminWrite(deleteFaq, entityKeys.faqs);
