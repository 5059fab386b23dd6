import type { Prompt } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

/** Brings an archived prompt back. */
export const unarchivePrompt = (id: string) => adminRequest<Prompt>(`/prompts/${id}/unarchive`, { method: 'PUT' });

export const useUnarchivePrompt = () => useAdminWrite(unarchivePrompt, entityKeys.prompts);
