import { storedCategoriesFor, titleSortKey, type Prompt, type PromptListResponse } from '@ai4n/shared';
import type { PromptListParams } from '../api/gallery-api';

const sorters: Record<string, (a: Prompt, b: Prompt) => number> = {
  rating: (a, b) => (a.rating ?? 0) - (b.rating ?? 0),
  views: (a, b) => a.views - b.views,
  created_at: (a, b) => a.created_at.localeCompare(b.created_at),
  title: (a, b) => titleSortKey(a.title).localeCompare(titleSortKey(b.title)),
};

const hasEveryTag = (prompt: Prompt, tags: string[]) => {
  const own = new Set(prompt.tags.map((t) => t.toLowerCase()));
  return tags.every((t) => own.has(t.toLowerCase()));
};

/**
 * The gallery's filters applied in the browser to the synced copy: used offline and for the
 * favorites view. Search is a plain word match here (the server ranks full text).
 */
export function filterLocally(prompts: Prompt[], params: PromptListParams, onlyIds?: Set<string>): PromptListResponse {
  const categories = params.category ? storedCategoriesFor(params.category) : null;
  const words = (params.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const tags = params.tags ?? [];
  const matches = prompts.filter((p) => {
    if (p.status !== 'active') return false;
    if (onlyIds && !onlyIds.has(p.id)) return false;
    if (categories && !categories.includes(p.category)) return false;
    if (params.businessType && !p.business_types.includes(params.businessType)) return false;
    // Every chosen tag, case ignored, as on the server.
    if (tags.length && !hasEveryTag(p, tags)) return false;
    if (params.featured !== undefined && p.isFeatured !== params.featured) return false;
    const haystack = `${p.title} ${p.description} ${p.tags.join(' ')} ${p.prompt_text}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
  const sortBy = params.sortBy ?? 'rating';
  const order = params.sortOrder ?? (sortBy === 'title' ? 'asc' : 'desc');
  matches.sort((a, b) => {
    // As on the server, prompts without a shown rating come last whichever the direction.
    if (sortBy === 'rating' && (a.rating === null) !== (b.rating === null)) return a.rating === null ? 1 : -1;
    return (order === 'asc' ? 1 : -1) * sorters[sortBy](a, b);
  });
  const start = (params.page - 1) * params.limit;
  const page = matches.slice(start, start + params.limit);
  return {
    prompts: page,
    pagination: {
      current: params.page,
      total: Math.ceil(matches.length / params.limit),
      count: page.length,
      totalCount: matches.length,
    },
    // Typos are forgiven by the server's search only.
    didYouMean: null,
  };
}
