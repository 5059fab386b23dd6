import {
  Benefits,
  ClosingCta,
  HomeHero,
  JourneySteps,
  StatsBand,
  Testimonials,
} from '../features/marketing/components/home-sections';

export default function Home() {
  return (
    <>
      <HomeHero />
      <JourneySteps />
      <Benefits />
      <StatsBand />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
