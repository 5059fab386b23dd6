import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { AlertTriangle, ChevronLeft, ChevronRight, Loader2 } from 'lucide-react';
import { SEARCH_RANKED_LIMIT, type PromptListResponse } from '@ai4n/shared';
import { usePromptCategories, usePromptSync, usePrompts } from '../api/gallery-api';
import { useFavorites } from '../lib/favorites';
import { filterLocally } from '../lib/local-filter';
import { useGalleryParams } from '../lib/use-gallery-params';
import { FilterBar } from './filter-bar';
import { PromptCard } from './prompt-card';
import { Button } from '../../../components/ui/button';
import { useWhenIdle } from '../../../lib/use-when-idle';

// A prompt's details load when one is opened: the list is the first view.
const PromptDetailModal = lazy(() =>
  import('./prompt-detail-modal').then((module) => ({ default: module.PromptDetailModal })),
);

export const GALLERY_TEXTS = {
  cached: 'Failed to load prompts from server. Using cached data.',
  failed: 'Failed to load prompts from server. Please check your connection and try again.',
  empty: 'No prompts found',
  loading: 'Loading prompts...',
} as const;

export function PromptLibrary() {
  const gallery = useGalleryParams();
  const { params, favoritesOnly, view, openPromptId, update, setTags, clear } = gallery;
  const { data: meta } = usePromptCategories();
  const chosenTags = params.tags ?? [];
  // A tag on a card joins the tags filtered by.
  const addTag = (tag: string) => {
    const lower = tag.toLowerCase();
    if (!chosenTags.includes(lower)) setTags([...chosenTags, lower]);
  };
  const favorites = useFavorites();
  const server = usePrompts(params, !favoritesOnly);
  // The offline copy is fetched when the browser is idle after the first view, or at once when a
  // view needs it (favorites, or the server's list failed).
  const idle = useWhenIdle();
  const { data: synced } = usePromptSync(favoritesOnly || server.isError || idle);

  let result: PromptListResponse | undefined;
  let usingCache = false;
  if (favoritesOnly) result = synced ? filterLocally(synced, params, favorites.ids) : undefined;
  else if (server.data && !server.isError) result = server.data;
  else if (server.isError && synced) {
    result = filterLocally(synced, params);
    usingCache = true;
  }

  const openSummary = openPromptId
    ? (result?.prompts.find((p) => p.id === openPromptId) ?? synced?.find((p) => p.id === openPromptId))
    : undefined;

  // The server corrected a misspelled search: its prompts follow the exact matches, and a link runs
  // the corrected search.
  const didYouMean = !favoritesOnly && params.search ? result?.didYouMean : null;

  let body;
  if (result && result.prompts.length > 0) {
    body = (
      <>
        <p className="mb-4 text-sm text-slate-600" aria-live="polite">
          {result.pagination.totalCount}
          {params.search && !params.sortBy && result.pagination.totalCount >= SEARCH_RANKED_LIMIT ? '+' : ''} prompt
          {result.pagination.totalCount === 1 ? '' : 's'}
        </p>
        <ul className={view === 'grid' ? 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-4'}>
          {result.prompts.map((prompt) => (
            <li key={prompt.id}>
              <PromptCard
                prompt={prompt}
                view={view}
                favorite={favorites.isFavorite(prompt.id)}
                onToggleFavorite={() => favorites.toggle(prompt.id)}
                onOpen={() => update({ prompt: prompt.id })}
                onTagClick={addTag}
                chosenTags={chosenTags}
              />
            </li>
          ))}
        </ul>
        {result.pagination.total > 1 && (
          <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4">
            <Button
              size="md"
              disabled={params.page <= 1}
              onClick={() => update({ page: String(params.page - 1) })}
              icon={<ChevronLeft className="size-4" aria-hidden />}
            >
              Previous page
            </Button>
            <span className="text-sm text-slate-700">
              Page {params.page} of {result.pagination.total}
            </span>
            <Button
              size="md"
              disabled={params.page >= result.pagination.total}
              onClick={() => update({ page: String(params.page + 1) })}
            >
              Next page <ChevronRight className="size-4" aria-hidden />
            </Button>
          </nav>
        )}
      </>
    );
  } else if (result) {
    body = (
      <div className="rounded-2xl bg-white py-16 text-center ring-1 ring-slate-200">
        <p className="text-xl font-bold text-slate-900">{GALLERY_TEXTS.empty}</p>
        <p className="mt-2 text-slate-600">
          {favoritesOnly ? 'Tap the heart on a prompt to keep it here.' : 'Try other words or fewer filters.'}
        </p>
        <Button tone="primary" size="md" onClick={clear} className="mt-6">
          Clear filters
        </Button>
      </div>
    );
  } else if (server.isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center text-red-800">
        <p className="font-semibold">{GALLERY_TEXTS.failed}</p>
        <Button tone="danger" size="md" onClick={() => void server.refetch()} className="mt-4">
          Try Again
        </Button>
      </div>
    );
  } else {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-500">
        <Loader2 className="size-5 animate-spin" aria-hidden /> {GALLERY_TEXTS.loading}
      </p>
    );
  }

  return (
    <section id="library" aria-labelledby="library-heading" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="library-heading" className="sr-only">
          Prompt library
        </h2>
        {usingCache && (
          <p
            role="alert"
            className="mb-4 flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
          >
            <AlertTriangle className="size-5 shrink-0" aria-hidden /> {GALLERY_TEXTS.cached}
          </p>
        )}
        <FilterBar gallery={gallery} popularTags={meta?.tags} />
        {didYouMean && <DidYouMean corrected={didYouMean} />}
        <div className="mt-6">{body}</div>
      </div>
      {openPromptId && (
        <Suspense fallback={null}>
          <PromptDetailModal
            key={openPromptId}
            promptId={openPromptId}
            summary={openSummary}
            onClose={() => update({ prompt: null })}
            favorite={favorites.isFavorite(openPromptId)}
            onToggleFavorite={() => favorites.toggle(openPromptId)}
          />
        </Suspense>
      )}
    </section>
  );
}

/** "Did you mean newsletter?": the link is the gallery's address with the corrected search, from its first page. */
function DidYouMean({ corrected }: { corrected: string }) {
  const location = useLocation();
  const next = new URLSearchParams(location.search);
  next.set('search', corrected);
  next.delete('page');
  return (
    <p className="mt-4 text-slate-700" role="status">
      Did you mean{' '}
      <Link
        to={{ pathname: location.pathname, search: `?${next}` }}
        replace
        preventScrollReset
        className="font-semibold text-brand-700 underline"
      >
        {corrected}
      </Link>
      ?
    </p>
  );
}
