import type { Prompt, PromptListResponse, PromptRating } from '@ai4n/shared';

/** How a prompt's rating reads on a card: its visitors' average, or that it has none to show yet. */
export function ratingText(rating: number | null): string {
  return rating === null ? 'Not rated yet' : rating.toFixed(1);
}

type Cached = Prompt | Prompt[] | PromptListResponse | undefined;

/**
 * A cached read of the gallery (one prompt, the synced list, or a page) with a prompt's new rating,
 * so every card and the open modal agree at once; anything else is left as it is.
 */
export function withRating<T>(data: T, promptId: string, rating: PromptRating): T {
  const update = (p: Prompt): Prompt =>
    p.id === promptId ? { ...p, rating: rating.average, ratingCount: rating.count } : p;
  const cached = data as Cached;
  if (!cached || typeof cached !== 'object') return data;
  if (Array.isArray(cached)) return cached.map(update) as T;
  if ('prompts' in cached && Array.isArray(cached.prompts))
    return { ...cached, prompts: cached.prompts.map(update) } as T;
  if ('id' in cached && 'prompt_text' in cached) return update(cached) as T;
  return data;
}
