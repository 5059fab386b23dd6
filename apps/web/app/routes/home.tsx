import type { Route } from './+types/home';
import {
  Benefits,
  ClosingCta,
  HomeHero,
  JourneySteps,
  StatsBand,
  Testimonials,
} from '../features/marketing/components/home-sections';
import { Hydrate } from '../lib/hydrate';
import { pageMeta } from '../lib/seo';
import { SITE_NAME } from '../lib/site';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/',
    title: `${SITE_NAME}: learn to use AI with confidence`,
    description: `New to AI? Start with a free prompt course and certificate, get feedback on your own prompts, borrow free business prompts and try leading AI models.`,
    image: 'home',
  });

export default function Home() {
  return (
    <>
      <HomeHero />
      {/* Each section below the hero hydrates on its own, when seen (lib/hydrate). */}
      <Hydrate>
        <JourneySteps />
      </Hydrate>
      <Hydrate>
        <Benefits />
      </Hydrate>
      <Hydrate>
        <StatsBand />
      </Hydrate>
      <Hydrate>
        <Testimonials />
      </Hydrate>
      <Hydrate>
        <ClosingCta />
      </Hydrate>
    </>
  );
}
