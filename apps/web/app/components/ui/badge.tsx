import type { ReactNode } from 'react';

export const BADGE_TONES = {
  neutral: 'bg-slate-200 text-slate-700',
  muted: 'bg-slate-100 text-slate-700',
  success: 'bg-emerald-100 text-emerald-800',
  warning: 'bg-amber-100 text-amber-800',
  danger: 'bg-rose-100 text-rose-800',
  info: 'bg-sky-100 text-sky-800',
  brand: 'bg-brand-100 text-brand-800',
} as const;

export type BadgeTone = keyof typeof BADGE_TONES;

/** A small coloured label (a status, a difficulty); `tone` is a named tone or the background and text classes. */
export function Badge({
  tone = 'neutral',
  className = '',
  children,
}: {
  tone?: BadgeTone | (string & {});
  className?: string;
  children: ReactNode;
}) {
  const colours = tone in BADGE_TONES ? BADGE_TONES[tone as BadgeTone] : tone;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${colours} ${className}`.trim()}>{children}</span>
  );
}
