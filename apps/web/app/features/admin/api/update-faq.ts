import type { Faq, FaqUpdate } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

/** Any fields of the FAQ; those left out stay as they are. */
export const updateFaq = ({ id, data }: { id: string; data: FaqUpdate }) =>
  adminRequest<Faq>(`/faqs/${id}`, { method: 'PUT', body: data });

export const useUpdateFaq = () => useAdminWrite(updateFaq, entityKeys.faqs);
