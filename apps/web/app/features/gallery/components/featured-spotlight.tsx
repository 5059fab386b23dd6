import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { GradientBanner } from '../../../components/gradient-banner';
import { usePrompts } from '../api/gallery-api';

export function FeaturedSpotlight({ onOpen }: { onOpen: (id: string) => void }) {
  const { data } = usePrompts({ featured: true, page: 1, limit: 1, sortBy: 'rating' });
  const prompt = data?.prompts[0];
  if (!prompt) return null;
  return (
    <GradientBanner
      headingId="spotlight-heading"
      eyebrow={
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-100">
          <Star className="size-4 fill-current" aria-hidden /> Featured prompt
        </p>
      }
      title={prompt.title}
      text={prompt.description}
      actions={
        <>
          <button
            type="button"
            onClick={() => onOpen(prompt.id)}
            className="rounded-xl bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            View this prompt
          </button>
          <Link
            to="/prompt-lab"
            className="rounded-xl px-5 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10"
          >
            Try This in Prompt Lab
          </Link>
        </>
      }
    />
  );
}
