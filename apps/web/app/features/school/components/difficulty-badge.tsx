const TONES: Record<string, string> = {
  beginner: 'bg-emerald-100 text-emerald-800',
  intermediate: 'bg-amber-100 text-amber-800',
  advanced: 'bg-rose-100 text-rose-800',
};

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${TONES[difficulty] ?? 'bg-slate-100 text-slate-700'}`}>
      {difficulty}
    </span>
  );
}
