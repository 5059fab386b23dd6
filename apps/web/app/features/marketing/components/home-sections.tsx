import { Link, useNavigate } from 'react-router';
import { ArrowRight, Quote } from 'lucide-react';
import { CLAIM_LABELS, countClaim } from '@ai4n/shared';
import { GradientBanner } from '../../../components/gradient-banner';
import { FeatureCards, HeadedSection, PageHero } from '../../../components/page-hero';
import { scrollToTop } from '../../../lib/scroll';
import { useSiteClaims } from '../../../lib/site-claims';
import { benefits, closingCta, heroCopy, homeEyebrow, initialsOf, journeySteps } from '../marketing-content';
import { NamedIcon } from '../../../components/named-icon';

const primaryButton =
  'inline-flex items-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700';
const secondaryButton =
  'inline-flex items-center gap-2 rounded-xl bg-white px-6 py-3 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50';

export function HomeHero() {
  const { students } = useSiteClaims();
  return (
    <PageHero eyebrow={homeEyebrow(students)} title={heroCopy.title} subtitle={heroCopy.subtitle}>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <Link to="/prompt-school" className={primaryButton}>
          Start Learning Free <ArrowRight className="size-4" aria-hidden />
        </Link>
        <Link to="/prompt-lab" className={secondaryButton}>
          Try Prompt Lab
        </Link>
      </div>
    </PageHero>
  );
}

export function JourneySteps() {
  const navigate = useNavigate();
  return (
    <HeadedSection
      id="journey-heading"
      title="Your AI journey in 4 steps"
      text="Go at your own pace: each step builds on the one before."
      className="py-20"
    >
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {journeySteps.map((step, i) => (
          <li key={step.step} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="text-sm font-bold uppercase tracking-wide text-brand-600">
              Step {i + 1} · {step.step}
            </span>
            <h3 className="mt-2 text-lg font-bold text-slate-900">{step.title}</h3>
            <p className="mt-2 flex-1 text-slate-600">{step.text}</p>
            <button
              type="button"
              onClick={() => {
                scrollToTop();
                navigate(step.to);
              }}
              className="mt-6 inline-flex items-center gap-1 self-start font-semibold text-brand-700 hover:text-brand-900"
              aria-label={`Get Started with ${step.step}: ${step.title}`}
            >
              Get Started <ArrowRight className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}

export function Benefits() {
  const promptCount = countClaim(useSiteClaims().promptCount);
  return (
    <HeadedSection id="benefits-heading" title="Why learn with us" className="bg-slate-50 py-20">
      <FeatureCards
        columns="sm:grid-cols-2 lg:grid-cols-3"
        cards={benefits.map((b) => ({
          title: b.title.replace('{promptCount}', promptCount),
          text: b.text,
          icon: <NamedIcon name={b.icon} className="size-8 text-brand-600" />,
        }))}
      />
    </HeadedSection>
  );
}

const STAT_COLUMNS: Record<number, string> = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' };

/** The home figures: the administrator's claims or the site's own counts (hidden when there is nothing behind them) and the live prompt count. */
export function StatsBand() {
  const claims = useSiteClaims();
  const stats = [
    claims.students,
    { value: countClaim(claims.promptCount), label: CLAIM_LABELS.prompts },
    claims.successRate,
  ].filter((s) => s !== null);
  return (
    <section aria-label="Our numbers" className="bg-brand-700 py-14 text-white">
      <dl
        className={`mx-auto grid max-w-5xl gap-8 px-4 text-center ${stats.length === 1 ? 'grid-cols-1' : `grid-cols-2 ${STAT_COLUMNS[stats.length]}`}`}
      >
        {stats.map((s) => (
          <div key={s.label}>
            <dd className="text-4xl font-extrabold">{s.value}</dd>
            <dt className="mt-1 text-brand-100">{s.label}</dt>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Testimonials the administrator vouches for; none, no section. */
export function Testimonials() {
  const { testimonials } = useSiteClaims();
  if (testimonials.length === 0) return null;
  return (
    <HeadedSection id="testimonials-heading" title="What our students say" className="py-20">
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {testimonials.map((t, i) => (
          <li key={`${i}-${t.name}`}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Quote className="size-6 text-brand-500" aria-hidden />
              <blockquote className="mt-3 flex-1 text-slate-700">“{t.quote}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  className="grid size-10 place-items-center rounded-full bg-brand-100 font-bold text-brand-700"
                  aria-hidden
                >
                  {initialsOf(t)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  {t.role && <span className="block text-sm text-slate-600">{t.role}</span>}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

export function ClosingCta() {
  return (
    <GradientBanner
      headingId="cta-heading"
      layout="center"
      className="pb-20"
      title={closingCta.title}
      text={closingCta.text}
      actions={
        <>
          <Link
            to="/prompt-school"
            className="rounded-xl bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Start Learning Free
          </Link>
          <Link
            to="/prompt-gallery"
            className="rounded-xl px-6 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10"
          >
            Browse Prompts
          </Link>
        </>
      }
    />
  );
}
