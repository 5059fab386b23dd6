import { LIBRARY_CATEGORIES } from '@ai4n/shared';
import { PageHero, StatTiles } from '../../../components/page-hero';
import { usePromptCategories, usePromptStats } from '../api/gallery-api';
import { Button } from '../../../components/ui/button';

export const NAVIGATE_TO_AI_LAB_EVENT = 'navigate-to-ai-lab';

/** 45200 → '45.2K'; below a thousand the number itself. */
export function formatThousands(n: number): string {
  return n >= 1000 ? `${(n / 1000).toFixed(1).replace(/\.0$/, '')}K` : String(n);
}

export function GalleryHero() {
  const { data: stats } = usePromptStats();
  const { data: categories } = usePromptCategories();
  const total = stats?.totalPrompts ?? 0;
  const categoryCount = categories?.categories.filter((c) => c.count > 0).length || LIBRARY_CATEGORIES.length;
  // Visitors' ratings only: with none to average, no figure (not the spec's 5.0 of docs/spec/public-site.md section 9, which nobody gave).
  const rating = stats && stats.avgRating > 0 ? stats.avgRating.toFixed(1) : '—';

  return (
    <PageHero
      eyebrow="Prompt Gallery · Free"
      title="Proven prompts for your business"
      subtitle="Browse curated prompts for sales, marketing, support, HR, finance and more. Copy one, fill in the blanks, and get to work."
    >
      <StatTiles
        tiles={[
          { value: total ? String(total) : '—', label: 'Prompts' },
          { value: String(categoryCount), label: 'Categories' },
          { value: formatThousands(stats?.totalViews ?? 0), label: 'Total views' },
          { value: rating, label: 'Average rating' },
        ]}
      />
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <Button
          tone="primary"
          size="lg"
          onClick={() => window.scrollBy({ top: window.innerHeight, behavior: 'smooth' })}
        >
          Browse Gallery
        </Button>
        <Button size="lg" onClick={() => window.dispatchEvent(new Event(NAVIGATE_TO_AI_LAB_EVENT))}>
          Try AI Lab
        </Button>
      </div>
    </PageHero>
  );
}
