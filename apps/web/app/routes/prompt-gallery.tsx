import type { Route } from './+types/prompt-gallery';
import { CategoryGrid } from '../features/gallery/components/category-grid';
import { CustomPromptOffer } from '../features/gallery/components/custom-prompt-offer';
import { FeaturedSpotlight } from '../features/gallery/components/featured-spotlight';
import { GalleryHero } from '../features/gallery/components/gallery-hero';
import { PromptLibrary } from '../features/gallery/components/prompt-library';
import { useGalleryParams } from '../features/gallery/lib/use-gallery-params';
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

export default function PromptGallery() {
  const gallery = useGalleryParams();
  return (
    <>
      <GalleryHero />
      <FeaturedSpotlight onOpen={(id) => gallery.update({ prompt: id })} />
      <CategoryGrid selected={gallery.params.category} onSelect={(id) => gallery.update({ category: id })} />
      <PromptLibrary />
      <CustomPromptOffer />
    </>
  );
}
