import type { Route } from './+types/prompt-gallery';
import { BusinessTypeLinks } from '../features/gallery/components/business-type-links';
import { CategoryGrid } from '../features/gallery/components/category-grid';
import { CustomPromptOffer } from '../features/gallery/components/custom-prompt-offer';
import { FeaturedSpotlight } from '../features/gallery/components/featured-spotlight';
import { GalleryHero } from '../features/gallery/components/gallery-hero';
import { PromptLibrary } from '../features/gallery/components/prompt-library';
import { useGalleryParams } from '../features/gallery/lib/use-gallery-params';
import { Hydrate } from '../lib/hydrate';
import { pageMeta } from '../lib/seo';
import { SITE_NAME } from '../lib/site';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/prompt-gallery',
    title: `Prompt Gallery: ready-to-use business prompts | ${SITE_NAME}`,
    description:
      'Browse free, curated AI prompts for sales, marketing, support, HR, finance and more. Filter by category or business type, copy a prompt and fill in the blanks.',
    image: 'gallery',
  });

/** The prerender has no query: a link with filters or an open prompt shows them at once. */
const openedWithQuery = () => window.location.search !== '';

export default function PromptGallery() {
  const gallery = useGalleryParams();
  return (
    <>
      <GalleryHero />
      {/* Below the hero, each hydrates on its own (lib/hydrate); at once for a link with filters. */}
      <Hydrate now={openedWithQuery}>
        <FeaturedSpotlight onOpen={(id) => gallery.update({ prompt: id })} />
      </Hydrate>
      <Hydrate now={openedWithQuery}>
        <CategoryGrid selected={gallery.params.category} onSelect={(id) => gallery.update({ category: id })} />
      </Hydrate>
      <Hydrate now={openedWithQuery}>
        <PromptLibrary />
      </Hydrate>
      <Hydrate>
        <BusinessTypeLinks />
      </Hydrate>
      <Hydrate>
        <CustomPromptOffer />
      </Hydrate>
    </>
  );
}
