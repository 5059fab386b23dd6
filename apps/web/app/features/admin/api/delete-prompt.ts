import type { PromptDeleteResponse } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

/** Deletes a prompt for good (archivePrompt only hides it). */
export const deletePrompt = (id: string) => adminRequest<PromptDeleteResponse>(`/prompts/${id}`, { method: 'DELETE' });

export const useDeletePrompt = () => useAdminWrite(deletePrompt, entityKeys.prompts);
