import { Eye, Heart, Star } from 'lucide-react';
import { libraryCategoryOf, PROMPT_TAG_FILTER_MAX, type Prompt } from '@ai4n/shared';
import { ratingText } from '../lib/prompt-rating';

export const MAX_CARD_TAGS = 3;
export const MAX_CARD_BUSINESS_TYPES = 2;

function Chips({
  items,
  max,
  tone,
  label,
  onPick,
}: {
  items: string[];
  max: number;
  tone: string;
  label: string;
  /** Makes each chip a button: a tag joins the filter. */
  onPick?: { action: (item: string) => void; label: (item: string) => string; disabled: (item: string) => boolean };
}) {
  if (items.length === 0) return null;
  const extra = items.length - max;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {items.slice(0, max).map((item) =>
        onPick ? (
          <li key={item}>
            <button
              type="button"
              onClick={() => onPick.action(item)}
              disabled={onPick.disabled(item)}
              aria-label={onPick.label(item)}
              className={`rounded-full px-2 py-0.5 text-xs hover:underline disabled:cursor-default disabled:no-underline ${tone}`}
            >
              {item}
            </button>
          </li>
        ) : (
          <li key={item} className={`rounded-full px-2 py-0.5 text-xs ${tone}`}>
            {item}
          </li>
        ),
      )}
      {extra > 0 && <li className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">+{extra} more</li>}
    </ul>
  );
}

export function FavoriteButton({ active, onToggle, title }: { active: boolean; onToggle: () => void; title: string }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={active}
      aria-label={active ? `Remove ${title} from favorites` : `Add ${title} to favorites`}
      className="rounded-full p-2 text-rose-600 hover:bg-rose-50"
    >
      <Heart className={`size-5 ${active ? 'fill-current' : ''}`} aria-hidden />
    </button>
  );
}

export function PromptCard({
  prompt,
  view,
  favorite,
  onToggleFavorite,
  onOpen,
  onTagClick,
  chosenTags = [],
}: {
  prompt: Prompt;
  view: 'grid' | 'list';
  favorite: boolean;
  onToggleFavorite: () => void;
  onOpen: () => void;
  /** A tag clicked on the card joins the tags filtered by. */
  onTagClick?: (tag: string) => void;
  /** The tags filtered by now (lower-cased). */
  chosenTags?: string[];
}) {
  const category = libraryCategoryOf(prompt.category);
  const chosen = (tag: string) => chosenTags.includes(tag.toLowerCase());
  const tagPick = onTagClick && {
    action: onTagClick,
    label: (tag: string) => (chosen(tag) ? `Tag ${tag}: already filtered by` : `Filter by tag ${tag}`),
    disabled: (tag: string) => chosen(tag) || chosenTags.length >= PROMPT_TAG_FILTER_MAX,
  };
  return (
    <article
      aria-labelledby={`prompt-${prompt.id}`}
      className={`flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${view === 'grid' ? 'h-full flex-col' : 'flex-col sm:flex-row sm:items-start'}`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
              {category?.name ?? prompt.category}
              {prompt.isFeatured && (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 normal-case text-amber-800">Featured</span>
              )}
            </p>
            <h3 id={`prompt-${prompt.id}`} className="mt-1 text-lg font-bold text-slate-900">
              {prompt.title}
            </h3>
          </div>
          <FavoriteButton active={favorite} onToggle={onToggleFavorite} title={prompt.title} />
        </div>
        <p className="mt-2 text-sm text-slate-600">{prompt.description}</p>
        <div className="mt-3 space-y-2">
          <Chips
            items={prompt.tags}
            max={MAX_CARD_TAGS}
            tone="bg-brand-50 text-brand-800"
            label="Tags"
            onPick={tagPick}
          />
          <Chips
            items={prompt.business_types}
            max={MAX_CARD_BUSINESS_TYPES}
            tone="bg-emerald-50 text-emerald-800"
            label="Business types"
          />
        </div>
      </div>
      <div className={`flex items-center justify-between gap-4 ${view === 'list' ? 'sm:flex-col sm:items-end' : ''}`}>
        <p className="flex items-center gap-3 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Star className={`size-4 text-amber-400 ${prompt.rating === null ? '' : 'fill-amber-400'}`} aria-hidden />{' '}
            {ratingText(prompt.rating)}
            {prompt.rating !== null && <span className="sr-only"> average rating</span>}
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye className="size-4" aria-hidden /> {prompt.views}
            <span className="sr-only"> views</span>
          </span>
        </p>
        <button
          type="button"
          onClick={onOpen}
          aria-label={`View prompt: ${prompt.title}`}
          className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700"
        >
          View prompt
        </button>
      </div>
    </article>
  );
}
