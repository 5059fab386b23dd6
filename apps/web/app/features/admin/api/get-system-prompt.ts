import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachSystemPrompt } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys } from './admin-query';

/** The Prompt Coach's system prompt. */
export async function getSystemPrompt(): Promise<string> {
  return (await adminRequest<CoachSystemPrompt>('/prompts/meta/system-prompt')).prompt;
}

export const systemPromptQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.systemPrompt, queryFn: getSystemPrompt, retry: false, meta: { persist: false } });

export const useSystemPrompt = () => useQuery(systemPromptQueryOptions());
