import { useEffect, useRef, useState } from 'react';
import { LayoutGrid, List, Search } from 'lucide-react';
import { BUSINESS_TYPES, LIBRARY_CATEGORIES } from '@ai4n/shared';
import type { useGalleryParams } from '../lib/use-gallery-params';

export const SEARCH_DEBOUNCE_MS = 300;

const SORTS = [
  { value: '', label: 'Top rated' },
  { value: 'views', label: 'Most viewed' },
  { value: 'created_at', label: 'Newest' },
  { value: 'title', label: 'Title A–Z' },
];

const selectClass = 'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';

export function FilterBar({ gallery }: { gallery: ReturnType<typeof useGalleryParams> }) {
  const { params, favoritesOnly, view, update } = gallery;
  const [text, setText] = useState(params.search ?? '');
  // The search this box last wrote to the URL: its echo must not overwrite what is being typed.
  const written = useRef(params.search ?? '');

  // Follow the URL when something else changes it (back button, Clear filters).
  useEffect(() => {
    const fromUrl = params.search ?? '';
    if (fromUrl !== written.current) {
      written.current = fromUrl;
      setText(fromUrl);
    }
  }, [params.search]);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === written.current) return;
    const timer = setTimeout(() => {
      written.current = wanted;
      update({ search: wanted || null });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div role="search" aria-label="Filter prompts" className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 lg:flex-row lg:items-center">
      <label className="relative flex-1">
        <span className="sr-only">Search prompts</span>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search prompts, e.g. cold email"
          className="w-full rounded-lg border border-slate-300 py-2 pl-9 pr-3"
        />
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <label>
          <span className="sr-only">Category</span>
          <select className={selectClass} value={params.category ?? ''} onChange={(e) => update({ category: e.target.value || null })}>
            <option value="">All categories</option>
            {LIBRARY_CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">Business type</span>
          <select className={selectClass} value={params.businessType ?? ''} onChange={(e) => update({ businessType: e.target.value || null })}>
            <option value="">All business types</option>
            {BUSINESS_TYPES.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">Sort by</span>
          <select className={selectClass} value={params.sortBy ?? ''} onChange={(e) => update({ sortBy: e.target.value || null, sortOrder: null })}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={params.featured === true} onChange={(e) => update({ featured: e.target.checked ? 'true' : null })} />
          Featured only
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={favoritesOnly} onChange={(e) => update({ favorites: e.target.checked ? 'true' : null })} />
          Favorites only
        </label>
        <div className="flex rounded-lg ring-1 ring-slate-300" role="group" aria-label="Layout">
          <button type="button" aria-pressed={view === 'grid'} onClick={() => update({ view: null })} className={`rounded-l-lg p-2 ${view === 'grid' ? 'bg-slate-900 text-white' : 'text-slate-700'}`}>
            <LayoutGrid className="size-4" aria-hidden />
            <span className="sr-only">Grid view</span>
          </button>
          <button type="button" aria-pressed={view === 'list'} onClick={() => update({ view: 'list' })} className={`rounded-r-lg p-2 ${view === 'list' ? 'bg-slate-900 text-white' : 'text-slate-700'}`}>
            <List className="size-4" aria-hidden />
            <span className="sr-only">List view</span>
          </button>
        </div>
      </div>
    </div>
  );
}
