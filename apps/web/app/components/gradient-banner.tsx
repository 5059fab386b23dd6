import type { ReactNode } from 'react';

const LAYOUTS = {
  /** Left-aligned, e.g. the featured prompt. */
  start: {
    box: 'p-8 sm:p-10',
    heading: 'mt-2 text-3xl font-extrabold',
    text: 'mt-3 max-w-2xl text-brand-50',
    actions: 'mt-6 flex flex-wrap gap-3',
  },
  /** Centred, e.g. the closing call to action. */
  center: {
    box: 'px-6 py-14 text-center',
    heading: 'text-3xl font-extrabold',
    text: 'mx-auto mt-3 max-w-xl text-brand-50',
    actions: 'mt-8 flex flex-wrap justify-center gap-4',
  },
} as const;

/** The brand-gradient band: an optional eyebrow, a heading (`headingId` labels the section), a line of text and actions. */
export function GradientBanner({
  headingId,
  title,
  text,
  eyebrow,
  actions,
  layout = 'start',
  className = '',
}: {
  headingId: string;
  title: ReactNode;
  text: ReactNode;
  eyebrow?: ReactNode;
  actions: ReactNode;
  layout?: keyof typeof LAYOUTS;
  className?: string;
}) {
  const look = LAYOUTS[layout];
  return (
    <section aria-labelledby={headingId} className={`px-4 sm:px-6 ${className}`.trim()}>
      <div
        className={`mx-auto max-w-5xl rounded-3xl bg-gradient-to-r from-brand-700 to-fuchsia-700 text-white ${look.box}`}
      >
        {eyebrow}
        <h2 id={headingId} className={look.heading}>
          {title}
        </h2>
        <p className={look.text}>{text}</p>
        <div className={look.actions}>{actions}</div>
      </div>
    </section>
  );
}
