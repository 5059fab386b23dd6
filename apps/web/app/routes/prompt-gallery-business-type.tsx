import { Link } from 'react-router';
import { Loader2, Star } from 'lucide-react';
import { businessTypeInSentence, businessTypeOfSlug, type PromptSummary } from '@ai4n/shared';
import type { Route } from './+types/prompt-gallery-business-type';
import { useBusinessTypePrompts } from '../features/gallery/api/gallery-api';
import { BusinessTypeLinks } from '../features/gallery/components/business-type-links';
import { pageMeta } from '../lib/seo';
import { SITE_NAME } from '../lib/site';
import NotFound from './not-found';

export const meta: Route.MetaFunction = ({ params }) => {
  const type = businessTypeOfSlug(params.slug);
  if (!type) return [{ title: `Page not found | ${SITE_NAME}` }];
  return pageMeta({
    path: `/prompt-gallery/for/${params.slug}`,
    title: `Prompts for ${businessTypeInSentence(type)} | ${SITE_NAME}`,
    description: `Ready-to-use AI prompts for ${businessTypeInSentence(type)}, by job: the most useful first. Copy one and fill in the blanks.`,
    image: 'gallery',
  });
};

/** The gallery filtered to the business type (and a job). */
const galleryLink = (businessType: string, category?: string) =>
  `/prompt-gallery?${new URLSearchParams({ businessType, ...(category ? { category } : {}) })}`;

function PromptLink({ prompt }: { prompt: PromptSummary }) {
  return (
    <Link
      to={`/prompt-gallery?${new URLSearchParams({ prompt: prompt.id })}`}
      className="block h-full rounded-xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-400"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="font-semibold text-slate-900">{prompt.title}</span>
        {prompt.isFeatured && (
          <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Featured
          </span>
        )}
      </span>
      <span className="mt-1 line-clamp-2 block text-sm text-slate-600">{prompt.description}</span>
      {prompt.rating !== null && (
        <span className="mt-2 flex items-center gap-1 text-xs text-slate-500">
          <Star className="size-3.5" aria-hidden /> {prompt.rating.toFixed(1)}
        </span>
      )}
    </Link>
  );
}

/** /prompt-gallery/for/restaurants-hospitality: the home for "I run a café". */
export default function BusinessTypePrompts({ params }: Route.ComponentProps) {
  const type = businessTypeOfSlug(params.slug);
  const { data, isPending, isError } = useBusinessTypePrompts(params.slug, type !== undefined);
  if (!type) return <NotFound />;

  let body;
  if (data && data.jobs.length > 0) {
    body = data.jobs.map((job) => (
      <section key={job.id} aria-labelledby={`job-${job.id}`} className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`job-${job.id}`} className="text-xl font-bold text-slate-900">
            {job.name}
          </h2>
          {job.count > job.prompts.length && (
            <Link to={galleryLink(type, job.id)} className="text-sm font-semibold text-brand-700 underline">
              All {job.count} {job.name.toLowerCase()} prompts
            </Link>
          )}
        </div>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {job.prompts.map((prompt) => (
            <li key={prompt.id}>
              <PromptLink prompt={prompt} />
            </li>
          ))}
        </ul>
      </section>
    ));
  } else if (data) {
    body = <p className="mt-10 text-slate-600">No prompts for this business yet.</p>;
  } else if (isError) {
    body = (
      <p role="alert" className="mt-10 text-red-800">
        The prompts could not be loaded. Please try again in a moment.
      </p>
    );
  } else if (isPending) {
    body = (
      <p role="status" className="mt-10 flex items-center gap-2 text-slate-500">
        <Loader2 className="size-5 animate-spin" aria-hidden /> Loading prompts...
      </p>
    );
  }

  return (
    <>
      <section className="bg-slate-50 py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <p className="text-sm font-semibold text-brand-700">
            <Link to="/prompt-gallery" className="underline">
              Prompt Gallery
            </Link>
          </p>
          <h1 className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl">
            Prompts for {businessTypeInSentence(type)}
          </h1>
          <p className="mt-3 max-w-2xl text-slate-600">
            The most useful prompts for {businessTypeInSentence(type)}, by job: featured and most viewed first.
            {data ? ` ${data.total} prompts in all; ` : ' '}
            <Link to={galleryLink(type)} className="font-semibold text-brand-700 underline">
              see them all in the gallery
            </Link>
            .
          </p>
          {body}
        </div>
      </section>
      <BusinessTypeLinks current={type} />
    </>
  );
}
