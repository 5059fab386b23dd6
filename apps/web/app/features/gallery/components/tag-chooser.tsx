import { X } from 'lucide-react';
import { PROMPT_TAG_FILTER_MAX } from '@ai4n/shared';
import { Button, PlainIconButton } from '../../../components/ui/button';

export interface TagCount {
  name: string;
  count: number;
}

/**
 * Filter by several tags at once (a prompt must have every one): the most used tags as chips to
 * toggle, the chosen ones with a remove button each, and Clear tags.
 */
export function TagChooser({
  selected,
  popular,
  onChange,
}: {
  selected: string[];
  popular: TagCount[];
  onChange: (tags: string[]) => void;
}) {
  const full = selected.length >= PROMPT_TAG_FILTER_MAX;
  const toggle = (tag: string) =>
    onChange(selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag]);

  return (
    <div className="space-y-2 border-t border-slate-100 pt-3">
      {selected.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-slate-700">Showing prompts with every tag:</span>
          <ul className="flex flex-wrap gap-1.5" aria-label="Chosen tags">
            {selected.map((tag) => (
              <li
                key={tag}
                className="inline-flex items-center gap-1 rounded-full bg-brand-600 py-0.5 pl-3 pr-1 text-sm text-white"
              >
                {tag}
                <PlainIconButton
                  label={`Remove tag ${tag}`}
                  icon={X}
                  iconClassName="size-3.5"
                  onClick={() => toggle(tag)}
                  className="rounded-full p-1 hover:bg-brand-700"
                />
              </li>
            ))}
          </ul>
          <Button tone="link" size="inline" onClick={() => onChange([])}>
            Clear tags
          </Button>
        </div>
      )}
      {popular.length > 0 && (
        <div role="group" aria-label="Popular tags" className="flex flex-wrap items-center gap-1.5">
          <span className="mr-1 text-sm text-slate-600">Popular tags:</span>
          {popular.map(({ name, count }) => {
            const pressed = selected.includes(name);
            return (
              <button
                key={name}
                type="button"
                aria-pressed={pressed}
                disabled={full && !pressed}
                onClick={() => toggle(name)}
                className={`rounded-full px-2.5 py-0.5 text-xs ring-1 disabled:cursor-not-allowed disabled:opacity-50 ${
                  pressed
                    ? 'bg-brand-600 text-white ring-brand-600'
                    : 'bg-brand-50 text-brand-800 ring-brand-100 hover:bg-brand-100'
                }`}
              >
                {name} <span className="opacity-75">{count}</span>
                <span className="sr-only"> prompts</span>
              </button>
            );
          })}
        </div>
      )}
      {full && (
        <p className="text-xs text-slate-600">{`You can filter by up to ${PROMPT_TAG_FILTER_MAX} tags at once.`}</p>
      )}
    </div>
  );
}
