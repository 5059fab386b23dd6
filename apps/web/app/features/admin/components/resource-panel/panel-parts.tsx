import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge';
import { Button, type ButtonTone } from '../../../../components/ui/button';

/** A tab's title row: its heading (the id its section is labelled by), an optional line under it, and the tab's controls. */
export function PanelHeading({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="text-2xl font-bold text-slate-900">
      {title}
    </h2>
  );
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      {description ? (
        <div>
          {heading}
          <p className="text-sm text-slate-600">{description}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}

/** One figure of a tab's summary row. */
export interface Stat {
  label: string;
  value: ReactNode;
  /** The colour of the figure. */
  tone?: string;
}

export function StatCard({ label, value, tone = 'text-slate-900' }: Stat) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      <p className={`mt-1 text-2xl font-bold ${tone}`}>{value}</p>
    </div>
  );
}

const STAT_GRIDS: Record<number, string> = {
  3: 'grid grid-cols-3 gap-3',
  4: 'grid grid-cols-2 gap-3 md:grid-cols-4',
  5: 'grid grid-cols-2 gap-3 sm:grid-cols-5',
};

export function StatCards({ stats }: { stats: readonly Stat[] }) {
  return (
    <div className={STAT_GRIDS[stats.length] ?? STAT_GRIDS[4]}>
      {stats.map((s) => (
        <StatCard key={s.label} {...s} />
      ))}
    </div>
  );
}

export function IntroCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
      <h2 className="font-semibold text-brand-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-700">{children}</p>
    </div>
  );
}

/** Reloads a tab's list; the icon spins while it loads. */
export function RefreshButton({
  refreshing,
  onRefresh,
  tone,
  className,
}: {
  refreshing: boolean;
  onRefresh: () => void;
  tone?: ButtonTone;
  className?: string;
}) {
  return (
    <Button tone={tone} onClick={onRefresh} disabled={refreshing} className={className}>
      <RefreshCw className={`size-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden /> Refresh
    </Button>
  );
}

/** Lessons and questions: archived, else active or inactive. */
const ACTIVITY_TONES = { Active: 'success', Inactive: 'neutral', Archived: 'warning' } as const;

export function ActivityPill({ item }: { item: { isActive: boolean; isArchived: boolean } }) {
  const status = item.isArchived ? 'Archived' : item.isActive ? 'Active' : 'Inactive';
  return <Badge tone={ACTIVITY_TONES[status]}>{status}</Badge>;
}

/** Under a filtered table: how many rows match, and how many are selected. */
export function MatchCount({
  shown,
  total,
  noun,
  selected,
}: {
  shown: number;
  total: number;
  noun: string;
  selected: number;
}) {
  return (
    <p className="text-xs text-slate-500">
      {shown === total ? `${total} ${noun}` : `${shown} of ${total} ${noun} match the search and filters`}
      {selected > 0 && ` · ${selected} selected`}
    </p>
  );
}
