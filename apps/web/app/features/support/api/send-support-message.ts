import { useMutation } from '@tanstack/react-query';
import type { SupportMessageBody, SupportMessageCreated } from '@ai4n/shared';
import { apiRequest } from '../../../lib/api-client';

export const sendSupportMessage = (body: SupportMessageBody) =>
  apiRequest<SupportMessageCreated>('/support', { method: 'POST', body, auth: false });

export const useSendSupportMessage = () => useMutation({ mutationFn: sendSupportMessage });
