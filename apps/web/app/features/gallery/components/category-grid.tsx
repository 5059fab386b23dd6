import { AlertTriangle } from 'lucide-react';
import { LIBRARY_CATEGORIES } from '@ai4n/shared';
import { HeadedSection } from '../../../components/page-hero';
import { usePromptCategories } from '../api/gallery-api';
import { NamedIcon } from '../../../components/named-icon';

export function CategoryGrid({ selected, onSelect }: { selected?: string; onSelect: (id: string | null) => void }) {
  const { data } = usePromptCategories();
  const categories =
    data?.categories ??
    LIBRARY_CATEGORIES.map(({ stored: _stored, ...c }) => ({ ...c, count: null as number | null, isNew: false }));
  return (
    <HeadedSection id="categories-heading" title="Browse by category" className="py-12">
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {categories.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              aria-pressed={selected === c.id}
              onClick={() => onSelect(selected === c.id ? null : c.id)}
              className={`flex h-full w-full flex-col items-start gap-2 rounded-2xl p-4 text-left ring-1 transition-colors ${
                selected === c.id ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-slate-200 hover:bg-slate-50'
              }`}
            >
              <NamedIcon name={c.icon} className="size-6 text-brand-600" />
              <span className="font-semibold text-slate-900">{c.name}</span>
              <span className="flex items-center gap-1 text-xs text-slate-600">
                {c.count === null ? c.description : `${c.count} prompts`}
                {c.count === 0 && <AlertTriangle className="size-3.5 text-amber-600" aria-label="No prompts yet" />}
                {c.isNew && <span className="rounded bg-emerald-100 px-1.5 text-emerald-800">New</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
