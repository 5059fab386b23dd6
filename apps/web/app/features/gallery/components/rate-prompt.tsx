import { useState } from 'react';
import { Star } from 'lucide-react';
import { MIN_RATINGS_SHOWN, RATING_MAX, ratingSummary, ratingsCount } from '@ai4n/shared';
import { usePromptRating, useRatePrompt } from '../api/gallery-api';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);
const stars = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/** The visitor's own 1-5 rating of a prompt: one per visitor, changeable; the average shows from a few ratings. */
export function RatePrompt({ promptId }: { promptId: string }) {
  const { data } = usePromptRating(promptId);
  const rate = useRatePrompt(promptId);
  const [hover, setHover] = useState<number | null>(null);
  const yours = data?.yourRating ?? null;
  const lit = hover ?? yours ?? 0;

  return (
    <section aria-labelledby="rate-prompt-heading" className="mt-6 rounded-2xl bg-amber-50 p-5">
      <h3 id="rate-prompt-heading" className="font-bold text-slate-900">
        Rate this prompt
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Tried it? Your rating helps other beginners choose. One rating per visitor: rate again to change yours.
      </p>
      <div
        role="group"
        aria-label="Your rating"
        className="mt-3 flex items-center gap-1"
        onMouseLeave={() => setHover(null)}
      >
        {STARS.map((n) => (
          <button
            key={n}
            type="button"
            aria-label={`Rate ${stars(n)}`}
            aria-pressed={yours === n}
            disabled={rate.isPending}
            onClick={() => rate.mutate(n)}
            onMouseEnter={() => setHover(n)}
            onFocus={() => setHover(n)}
            onBlur={() => setHover(null)}
            className="rounded p-1 text-amber-500 hover:bg-amber-100 disabled:opacity-60"
          >
            <Star className={`size-7 ${n <= lit ? 'fill-current' : ''}`} aria-hidden />
          </button>
        ))}
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700">
        {yours !== null && (rate.isSuccess ? `Thanks! You rated it ${stars(yours)}.` : `You rated it ${stars(yours)}.`)}
      </p>
      {rate.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          Your rating could not be saved ({rate.error.message}). Please try again.
        </p>
      )}
      {data && (
        <p className="mt-1 text-sm text-slate-600">
          {data.average !== null
            ? `Average ${ratingSummary(data.average, data.count)}.`
            : `Not rated yet: the average shows from ${ratingsCount(MIN_RATINGS_SHOWN)} (${data.count} so far).`}
        </p>
      )}
    </section>
  );
}
