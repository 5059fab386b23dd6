import type { PromptDeleteResponse } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

/** Archives an active prompt: it leaves the public gallery but is kept. */
export const archivePrompt = (id: string) =>
  adminRequest<PromptDeleteResponse>(`/prompts/${id}?archive=true`, { method: 'DELETE' });

export const useArchivePrompt = () => useAdminWrite(archivePrompt, entityKeys.prompts);
