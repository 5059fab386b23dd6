import { CalendarClock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { BodyCells, HeaderCells, Table, TableCard } from '../../../components/ui/table';
import { useAdminFacts } from '../api/get-admin-facts';

/**
 * The product facts the course, FAQs, gallery and Prompt Lab state ("as of <Month YYYY>"), oldest
 * check first: plans, models and limits change every few months, so someone re-checks the oldest.
 */
export function FactsToRecheck() {
  const query = useAdminFacts();
  const data = query.data;
  return (
    <section className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby="facts-title">
      <h2 id="facts-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarClock className="size-5 text-brand-600" aria-hidden /> Facts to re-check
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Dated statements about other companies' products, oldest check first. Re-check a fact against its source, then
        update the text that states it and its date in <code>facts-register.json</code>
        {data ? ` (the tests fail once a check is more than ${data.maxAgeDays} days old)` : ''}.
      </p>
      {query.isPending && <p className="mt-3 text-sm text-slate-500">Loading facts...</p>}
      {query.isError && <p className="mt-3 text-sm text-red-700">Could not load the facts: {query.error.message}</p>}
      {data && (
        <TableCard className="mt-4">
          <Table
            caption="Facts to re-check, oldest first"
            head={<HeaderCells titles={['Fact', 'Appears in', 'Checked', 'Age']} className="px-3 py-2" />}
          >
            {data.facts.map((fact) => (
              <tr key={fact.id} className="border-t border-slate-100 align-top">
                <BodyCells
                  className="px-3 py-2"
                  values={[
                    <>
                      <p className="text-slate-900">{fact.statement}</p>
                      <a
                        className="text-xs text-brand-700 underline"
                        href={fact.source}
                        target="_blank"
                        rel="noreferrer"
                      >
                        Source
                      </a>
                    </>,
                    <span className="text-xs text-slate-600">{fact.appearsIn.join(', ')}</span>,
                    fact.checked,
                    <Badge tone={fact.stale ? 'danger' : 'muted'}>
                      {fact.ageDays} days{fact.stale ? ', re-check' : ''}
                    </Badge>,
                  ]}
                />
              </tr>
            ))}
          </Table>
        </TableCard>
      )}
    </section>
  );
}
