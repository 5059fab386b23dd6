import { ProgressBar } from '../../../components/progress-bar';

export interface CoachScores {
  clarity: number;
  specificity: number;
  structure: number;
}

/** The three rubric scores out of 10, as the analysis and the live estimate show them. */
export function ScoreBars({ scores, label }: { scores: CoachScores; label: (name: string) => string }) {
  const rows = [
    ['Clarity', scores.clarity],
    ['Specificity', scores.specificity],
    ['Structure', scores.structure],
  ] as const;
  return (
    <ul className="mt-4 space-y-3">
      {rows.map(([name, value]) => (
        <li key={name}>
          <div className="flex justify-between text-sm text-slate-700">
            <span>{name}</span>
            <span>{value}/10</span>
          </div>
          <ProgressBar
            value={value}
            max={10}
            label={label(name)}
            tone={value >= 7 ? 'good' : value >= 5 ? 'brand' : 'bad'}
          />
        </li>
      ))}
    </ul>
  );
}
