import { useLayoutEffect, useRef } from 'react';

/**
 * A progress bar whose width is set through the DOM rather than a style attribute, so the
 * prerendered HTML satisfies the strict CSP (style-src 'self').
 */
export function ProgressBar({
  value,
  max = 100,
  label,
  tone = 'brand',
}: {
  value: number;
  max?: number;
  label: string;
  tone?: 'brand' | 'good' | 'bad';
}) {
  const bar = useRef<HTMLDivElement>(null);
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  useLayoutEffect(() => {
    if (bar.current) bar.current.style.width = `${percent}%`;
  }, [percent]);
  const color = tone === 'good' ? 'bg-emerald-500' : tone === 'bad' ? 'bg-rose-500' : 'bg-brand-600';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div ref={bar} className={`h-full w-0 rounded-full transition-[width] duration-500 ${color}`} />
    </div>
  );
}
