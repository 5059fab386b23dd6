import type { Prompt, PromptUpdate } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

/** Any fields of a prompt; those left out stay as they are (e.g. `{ isFeatured: true }`). */
export const updatePrompt = ({ id, data }: { id: string; data: PromptUpdate }) =>
  adminRequest<Prompt>(`/prompts/${id}`, { method: 'PUT', body: data });

export const useUpdatePrompt = () => useAdminWrite(updatePrompt, entityKeys.prompts);
