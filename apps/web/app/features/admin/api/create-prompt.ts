import type { Prompt, PromptInput } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

export const createPrompt = (data: PromptInput) => adminRequest<Prompt>('/prompts', { method: 'POST', body: data });

export const useCreatePrompt = () => useAdminWrite(createPrompt, entityKeys.prompts);
