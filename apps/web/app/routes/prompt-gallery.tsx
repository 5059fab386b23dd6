import type { Route } from './+types/prompt-gallery';
import { PageHero } from '../components/page-hero';
import { SITE_NAME } from '../lib/site';

export const meta: Route.MetaFunction = () => [{ title: `Prompt Gallery: ready-to-use business prompts | ${SITE_NAME}` }];

export default function PromptGallery() {
  return (
    <PageHero
      eyebrow="Prompt Gallery · Free"
      title="Proven prompts for your business"
      subtitle="Browse curated prompts for sales, marketing, support, HR, finance and more. Copy one, fill in the blanks, and get to work."
    />
  );
}
