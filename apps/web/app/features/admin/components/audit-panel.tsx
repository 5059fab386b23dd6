import { RefreshCw } from 'lucide-react';
import { useAuditLog } from '../api/admin-api';
import { TabBody } from './tab-body';
import { Button, IntroCard, Pager, usePage } from './ui';

const ACTIONS: Record<string, string> = { POST: 'created / imported', PUT: 'changed', DELETE: 'deleted / archived', PATCH: 'changed' };

/** Who changed what, and when: the latest admin writes. */
export function AuditPanel() {
  const query = useAuditLog(true);
  return (
    <section aria-labelledby="audit-title" className="space-y-5">
      <div className="flex items-center justify-between">
        <h2 id="audit-title" className="text-2xl font-bold text-slate-900">
          Audit log
        </h2>
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`} aria-hidden /> Refresh
        </Button>
      </div>
      <IntroCard title="Every admin change is recorded">The latest 200 writes by any administrator: who, what and when, and whether the server accepted it.</IntroCard>
      <TabBody tab="audit log" query={query} empty={[]}>
        {(entries) => <AuditTable entries={entries} />}
      </TabBody>
    </section>
  );
}

function AuditTable({ entries }: { entries: NonNullable<ReturnType<typeof useAuditLog>['data']> }) {
  const paged = usePage(entries);
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Admin writes, newest first</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {['When', 'Who', 'What', 'Address', 'Result'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 && (
            <tr>
              <td colSpan={5} className="px-3 py-10 text-center text-slate-500">
                No admin changes yet.
              </td>
            </tr>
          )}
          {paged.rows.map((e, i) => (
            <tr key={`${e.createdAt}-${i}`} className="border-t border-slate-100">
              <td className="px-3 py-2 whitespace-nowrap">{new Date(e.createdAt).toLocaleString()}</td>
              <td className="px-3 py-2">{e.username}</td>
              <td className="px-3 py-2">{ACTIONS[e.action] ?? e.action}</td>
              <td className="px-3 py-2 font-mono text-xs">
                {e.action} {e.path}
              </td>
              <td className={`px-3 py-2 ${e.statusCode < 400 ? 'text-emerald-700' : 'text-red-700'}`}>{e.statusCode < 400 ? 'done' : `refused (${e.statusCode})`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager {...paged} />
    </div>
  );
}
