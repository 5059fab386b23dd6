import type { Prompt } from '@ai4n/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * A public gallery prompt (GET /api/prompts/:id), or null when there is no such active prompt
 * (unknown, draft or archived). Other failures (offline, server error) throw.
 */
export async function getGalleryPrompt(id: string): Promise<Prompt | null> {
  try {
    return await apiRequest<Prompt>(`/prompts/${encodeURIComponent(id)}`, { auth: false });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
