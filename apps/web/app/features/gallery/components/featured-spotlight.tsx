import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { usePrompts } from '../api/gallery-api';

export function FeaturedSpotlight({ onOpen }: { onOpen: (id: string) => void }) {
  const { data } = usePrompts({ featured: true, page: 1, limit: 1, sortBy: 'rating' });
  const prompt = data?.prompts[0];
  if (!prompt) return null;
  return (
    <section aria-labelledby="spotlight-heading" className="px-4 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-r from-brand-700 to-fuchsia-700 p-8 text-white sm:p-10">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-100">
          <Star className="size-4 fill-current" aria-hidden /> Featured prompt
        </p>
        <h2 id="spotlight-heading" className="mt-2 text-3xl font-extrabold">
          {prompt.title}
        </h2>
        <p className="mt-3 max-w-2xl text-brand-50">{prompt.description}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" onClick={() => onOpen(prompt.id)} className="rounded-xl bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50">
            View this prompt
          </button>
          <Link to="/prompt-lab" className="rounded-xl px-5 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10">
            Try This in Prompt Lab
          </Link>
        </div>
      </div>
    </section>
  );
}
