import type { CoachSystemPrompt } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys, useAdminWrite } from './admin-query';

/** Saves the Prompt Coach's system prompt; the next analysis starts from it. */
export const updateSystemPrompt = (prompt: string) =>
  adminRequest<CoachSystemPrompt>('/prompts/meta/system-prompt', {
    method: 'PUT',
    body: { prompt } satisfies CoachSystemPrompt,
  });

export const useUpdateSystemPrompt = () => useAdminWrite(updateSystemPrompt, [adminKeys.systemPrompt]);
