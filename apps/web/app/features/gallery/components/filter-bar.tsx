import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LayoutGrid, List } from 'lucide-react';
import { BUSINESS_TYPES, LIBRARY_CATEGORIES } from '@ai4n/shared';
import { FilterSelect, SearchBox } from '../../../components/ui/field';
import type { useGalleryParams } from '../lib/use-gallery-params';
import { businessTypePath } from './business-type-links';
import { TagChooser, type TagCount } from './tag-chooser';

export const SEARCH_DEBOUNCE_MS = 300;

/** The default order (no sortBy) is the best rated first. */
const SORTS = { views: 'Most viewed', created_at: 'Newest', title: 'Title A–Z' } as const;
const SORT_KEYS = Object.keys(SORTS) as (keyof typeof SORTS)[];
const CATEGORY_IDS = LIBRARY_CATEGORIES.map((c) => c.id);
const categoryName = (id: string) => LIBRARY_CATEGORIES.find((c) => c.id === id)?.name ?? id;

export function FilterBar({
  gallery,
  popularTags = [],
}: {
  gallery: ReturnType<typeof useGalleryParams>;
  /** The most used tags, offered as chips. */
  popularTags?: TagCount[];
}) {
  const { params, favoritesOnly, view, update, setTags } = gallery;
  const [text, setText] = useState(params.search ?? '');
  // The search this box last wrote to the URL, and the writes the URL has not echoed yet: an echo
  // (even a late one, on a busy machine, of an earlier write) must not overwrite what is being typed.
  const written = useRef(params.search ?? '');
  const unechoed = useRef<string[]>([]);

  // Follow the URL when something else changes it (back button, Clear filters).
  useEffect(() => {
    const fromUrl = params.search ?? '';
    const echo = unechoed.current.indexOf(fromUrl);
    if (echo >= 0) {
      unechoed.current.splice(0, echo + 1);
      return;
    }
    if (fromUrl !== written.current) {
      written.current = fromUrl;
      setText(fromUrl);
    }
  }, [params.search]);
  // Writes with the URL as it is then: the timer restarts only when the text changes.
  const latestUpdate = useRef(update);
  useLayoutEffect(() => {
    latestUpdate.current = update;
  });
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === written.current) return;
    const timer = setTimeout(() => {
      written.current = wanted;
      unechoed.current.push(wanted);
      latestUpdate.current({ search: wanted || null });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div role="search" aria-label="Filter prompts" className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBox
          label="Search prompts"
          placeholder="Search prompts, e.g. cold email"
          value={text}
          onChange={setText}
          className=""
        />
        <div className="flex flex-wrap items-center gap-2">
          <FilterSelect
            label="Category"
            value={params.category ?? ''}
            onChange={(v) => update({ category: v || null })}
            all="All categories"
            options={CATEGORY_IDS}
            optionLabel={categoryName}
          />
          <FilterSelect
            label="Business type"
            value={params.businessType ?? ''}
            onChange={(v) => update({ businessType: v || null })}
            all="All business types"
            options={BUSINESS_TYPES}
          />
          <FilterSelect
            label="Sort by"
            value={params.sortBy ?? ''}
            onChange={(v) => update({ sortBy: v || null, sortOrder: null })}
            all="Top rated"
            options={SORT_KEYS}
            optionLabel={(k) => SORTS[k]}
          />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={params.featured === true}
              onChange={(e) => update({ featured: e.target.checked ? 'true' : null })}
            />
            Featured only
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={favoritesOnly}
              onChange={(e) => update({ favorites: e.target.checked ? 'true' : null })}
            />
            Favorites only
          </label>
          <div className="flex rounded-lg ring-1 ring-slate-300" role="group" aria-label="Layout">
            <button
              type="button"
              aria-pressed={view === 'grid'}
              onClick={() => update({ view: null })}
              className={`rounded-l-lg p-2 ${view === 'grid' ? 'bg-slate-900 text-white' : 'text-slate-700'}`}
            >
              <LayoutGrid className="size-4" aria-hidden />
              <span className="sr-only">Grid view</span>
            </button>
            <button
              type="button"
              aria-pressed={view === 'list'}
              onClick={() => update({ view: 'list' })}
              className={`rounded-r-lg p-2 ${view === 'list' ? 'bg-slate-900 text-white' : 'text-slate-700'}`}
            >
              <List className="size-4" aria-hidden />
              <span className="sr-only">List view</span>
            </button>
          </div>
        </div>
      </div>
      {params.businessType && (BUSINESS_TYPES as readonly string[]).includes(params.businessType) && (
        <p className="text-sm">
          <Link to={businessTypePath(params.businessType)} className="font-semibold text-brand-700 underline">
            The most useful prompts for {params.businessType}, by job
          </Link>
        </p>
      )}
      <TagChooser selected={params.tags ?? []} popular={popularTags} onChange={setTags} />
    </div>
  );
}
