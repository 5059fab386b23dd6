import type { CoachForm } from '@ai4n/shared';
import { Gauge } from 'lucide-react';
import { usePromptEstimate } from '../lib/prompt-estimate';
import { ScoreBars } from './score-bars';

export const ESTIMATE_NOTE =
  'Free estimate by our offline rubric — the full analysis by an AI model uses your free try or a credit.';

/** The live, free estimate of the prompt being typed: the offline rubric, run in the browser. */
export function EstimatePanel({ values }: { values: Partial<CoachForm> }) {
  const estimate = usePromptEstimate(values);
  return (
    <section aria-labelledby="estimate-heading" className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-4">
        <h3 id="estimate-heading" className="flex items-center gap-2 font-bold text-slate-900">
          <Gauge className="size-5 text-brand-700" aria-hidden /> Estimate
        </h3>
        {/* Only the grade is announced: the bars change on every pause in typing. */}
        <p aria-live="polite" className="text-sm font-semibold text-slate-700">
          {estimate ? (
            <>
              Estimated grade <span className="text-2xl font-extrabold text-brand-700">{estimate.grade}</span>
            </>
          ) : (
            'Start typing to see your estimate'
          )}
        </p>
      </div>
      {estimate && <ScoreBars scores={estimate} label={(name) => `${name} estimate`} />}
      <p className="mt-3 text-xs text-slate-600">{ESTIMATE_NOTE}</p>
    </section>
  );
}
