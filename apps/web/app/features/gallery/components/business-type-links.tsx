import { Link } from 'react-router';
import { BUSINESS_TYPES, businessTypeSlug } from '@ai4n/shared';

/** The address of a business type's page. */
export const businessTypePath = (type: string) => `/prompt-gallery/for/${businessTypeSlug(type)}`;

/** Links to the 14 business types' pages ("the home for 'I run a café'"). */
export function BusinessTypeLinks({ current }: { current?: string }) {
  return (
    <nav aria-labelledby="business-types-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h2 id="business-types-heading" className="text-lg font-bold text-slate-900">
        Browse by business
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {BUSINESS_TYPES.map((type) => (
          <li key={type}>
            <Link
              to={businessTypePath(type)}
              aria-current={type === current ? 'page' : undefined}
              className="inline-block rounded-full bg-white px-3 py-1.5 text-sm text-slate-700 ring-1 ring-slate-200 hover:ring-brand-400 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
            >
              {type}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
