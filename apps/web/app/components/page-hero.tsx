import type { ReactNode } from 'react';

export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  eyebrow?: string;
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-16 text-center sm:px-6 sm:pt-24">
        {eyebrow && (
          <p className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-semibold text-brand-700">
            {eyebrow}
          </p>
        )}
        <h1 className="mx-auto mt-5 max-w-4xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          {title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-600">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}

export function SectionHeading({ title, text, id }: { title: string; text?: string; id?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {text && <p className="mt-3 text-lg text-slate-600">{text}</p>}
    </div>
  );
}

/**
 * A page section under a centred `SectionHeading`: `id` is the heading's id and labels the section;
 * `width` is the max-width class of the content column.
 */
export function HeadedSection({
  id,
  title,
  text,
  className,
  width = 'max-w-7xl',
  children,
}: {
  id: string;
  title: string;
  text?: string;
  className: string;
  width?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={`mx-auto ${width} px-4 sm:px-6`}>
        <SectionHeading id={id} title={title} text={text} />
        {children}
      </div>
    </section>
  );
}

/** A grid of white cards, each an icon, a title and a line of text. */
export function FeatureCards({
  cards,
  columns,
}: {
  cards: ReadonlyArray<{ title: string; text: string; icon: ReactNode }>;
  /** the grid's column classes, e.g. 'md:grid-cols-3' */
  columns: string;
}) {
  return (
    <ul className={`mt-12 grid gap-6 ${columns}`}>
      {cards.map((c) => (
        <li key={c.title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          {c.icon}
          <h3 className="mt-4 text-lg font-bold text-slate-900">{c.title}</h3>
          <p className="mt-2 text-slate-600">{c.text}</p>
        </li>
      ))}
    </ul>
  );
}

const TILE_LOOKS = {
  /** Big white tiles under a page hero. */
  hero: {
    list: 'mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-4',
    tile: 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200',
    value: 'mt-1 text-3xl font-extrabold text-brand-700',
  },
  /** Three grey tiles in a row, e.g. the quiz history. */
  compact: {
    list: 'mt-6 grid grid-cols-3 gap-3',
    tile: 'rounded-xl bg-slate-50 p-4 text-center',
    value: 'mt-1 text-2xl font-extrabold text-slate-900',
  },
} as const;

export function StatTiles({
  tiles,
  look = 'hero',
}: {
  tiles: ReadonlyArray<{ value: ReactNode; label: string }>;
  look?: keyof typeof TILE_LOOKS;
}) {
  const style = TILE_LOOKS[look];
  return (
    <dl className={style.list}>
      {tiles.map((t) => (
        <div key={t.label} className={style.tile}>
          <dt className="text-sm text-slate-600">{t.label}</dt>
          <dd className={style.value}>{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}
