import type { ReactNode } from 'react';

export function PageHero({ eyebrow, title, subtitle, children }: { eyebrow?: string; title: string; subtitle: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-16 text-center sm:px-6 sm:pt-24">
        {eyebrow && <p className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-semibold text-brand-700">{eyebrow}</p>}
        <h1 className="mx-auto mt-5 max-w-4xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">{title}</h1>
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

export function StatTiles({ tiles }: { tiles: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-4">
      {tiles.map((t) => (
        <div key={t.label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{t.label}</dt>
          <dd className="mt-1 text-3xl font-extrabold text-brand-700">{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}
