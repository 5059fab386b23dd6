import type { Route } from './+types/prompt-gallery';
import { CategoryGrid } from '../features/gallery/components/category-grid';
import { CustomPromptOffer } from '../features/gallery/components/custom-prompt-offer';
import { FeaturedSpotlight } from '../features/gallery/components/featured-spotlight';
import { GalleryHero } from '../features/gallery/components/gallery-hero';
import { PromptLibrary } from '../features/gallery/components/prompt-library';
import { useGalleryParams } from '../features/gallery/lib/use-gallery-params';
import { SITE_NAME } from '../lib/site';

export const meta: Route.MetaFunction = () => [
  { title: `Prompt Gallery: ready-to-use business prompts | ${SITE_NAME}` },
];

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
