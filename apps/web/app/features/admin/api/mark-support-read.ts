import type { SupportMessage, SupportStatusBody } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys, useAdminWrite } from './admin-query';

export type SupportStatusInput = { id: string } & SupportStatusBody;

/** Marks a support message read, or unread again. */
export const markSupportRead = ({ id, status }: SupportStatusInput) =>
  adminRequest<SupportMessage>(`/support/${id}`, { method: 'PUT', body: { status } satisfies SupportStatusBody });

export const useMarkSupportRead = () => useAdminWrite(markSupportRead, [adminKeys.support]);
