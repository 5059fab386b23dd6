import type { PromptListQuery, PromptListResponse } from '@ai4n/shared';
import { promptOfPiece } from '../src/modules/prompts/prompt-list-answer.js';
import type { PromptService } from '../src/modules/prompts/prompt-service.js';

/**
 * A gallery list with each prompt read back from the JSON of its piece: what a client gets from
 * the route, which sends the pieces as they are (prompt-list-answer.ts).
 */
export async function listed(
  service: Pick<PromptService, 'pieces'>,
  query: PromptListQuery,
  viewer?: { admin: boolean },
): Promise<PromptListResponse> {
  const answer = await service.pieces(query, viewer);
  return { ...answer, prompts: answer.prompts.map(promptOfPiece) };
}
