import { useSearchParams } from 'react-router';
import { GALLERY_PAGE_SIZE, PROMPT_SORT_FIELDS, PROMPT_TAG_FILTER_MAX, tagFilterOf } from '@ai4n/shared';
import { useHydrated } from '../../../lib/use-hydrated';
import type { PromptListParams } from '../api/gallery-api';

export type GalleryView = 'grid' | 'list';

export interface GalleryState {
  params: PromptListParams;
  favoritesOnly: boolean;
  view: GalleryView;
  openPromptId: string | null;
}

/**
 * The tags filtered by (`tags=a,b`; an older link's single `tag` is read too): lower-cased, without
 * repeats, at most PROMPT_TAG_FILTER_MAX.
 */
export const readTags = (search: URLSearchParams): string[] =>
  tagFilterOf(search.get('tags') ?? search.get('tag')).slice(0, PROMPT_TAG_FILTER_MAX);

/** The `tags` URL value of a choice of tags (null: none). */
export const tagsParam = (tags: readonly string[]): string | null =>
  tags.length ? tagFilterOf(tags.join(',')).slice(0, PROMPT_TAG_FILTER_MAX).join(',') : null;

/** Filters, search, sort, view, page and the open prompt live in the URL: shareable and reload-proof. */
export function useGalleryParams() {
  const [urlSearch, setSearch] = useSearchParams();
  // The prerendered page has no query: render that first, then the URL's view.
  const search = useHydrated() ? urlSearch : new URLSearchParams();
  const sortBy = search.get('sortBy');
  const state: GalleryState = {
    params: {
      category: search.get('category') || undefined,
      search: search.get('search') || undefined,
      businessType: search.get('businessType') || undefined,
      tags: readTags(search),
      featured: search.get('featured') === 'true' ? true : undefined,
      sortBy: sortBy && (PROMPT_SORT_FIELDS as readonly string[]).includes(sortBy) ? sortBy : undefined,
      sortOrder: search.get('sortOrder') === 'asc' ? 'asc' : search.get('sortOrder') === 'desc' ? 'desc' : undefined,
      page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
      limit: GALLERY_PAGE_SIZE,
    },
    favoritesOnly: search.get('favorites') === 'true',
    view: search.get('view') === 'list' ? 'list' : 'grid',
    openPromptId: search.get('prompt'),
  };

  /** Sets or clears keys; any change other than the page or the open prompt goes back to page 1. */
  const update = (changes: Record<string, string | null | undefined>) => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (Object.keys(changes).some((k) => k !== 'page' && k !== 'prompt' && k !== 'view')) next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  /** Filters by these tags (every one must match); the older `tag` parameter goes. */
  const setTags = (tags: readonly string[]) => update({ tags: tagsParam(tags), tag: null });

  const clear = () =>
    setSearch(new URLSearchParams(state.view === 'list' ? { view: 'list' } : {}), {
      replace: true,
      preventScrollReset: true,
    });

  return { ...state, update, setTags, clear };
}
