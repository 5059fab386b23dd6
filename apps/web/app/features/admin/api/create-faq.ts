import type { Faq, FaqInput } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

export const createFaq = (data: FaqInput) => adminRequest<Faq>('/faqs', { method: 'POST', body: data });

export const useCreateFaq = () => useAdminWrite(createFaq, entityKeys.faqs);
