import type { AuditEntry } from '@ai4n/shared';
import { usePage } from '../../../components/ui/pager';
import { DataTable } from '../../../components/ui/table';
import { useAuditLog } from '../api/get-audit-log';
import { IntroCard, PanelHeading, RefreshButton } from './resource-panel/panel-parts';
import { TabBody } from './tab-body';

const ACTIONS: Record<string, string> = {
  POST: 'created / imported',
  PUT: 'changed',
  DELETE: 'deleted / archived',
  PATCH: 'changed',
  'login.failed': 'failed sign-in',
};

/** Who changed what, and when: the latest admin writes. */
export function AuditPanel() {
  const query = useAuditLog();
  return (
    <section aria-labelledby="audit-title" className="space-y-5">
      <PanelHeading id="audit-title" title="Audit log">
        <RefreshButton refreshing={query.isFetching} onRefresh={() => void query.refetch()} />
      </PanelHeading>
      <IntroCard title="Every admin change is recorded">
        The latest 200 writes by any administrator, and failed sign-ins: who, what and when, and whether the server
        accepted it.
      </IntroCard>
      <TabBody tab="audit log" query={query} empty={[]}>
        {(entries) => <AuditTable entries={entries} />}
      </TabBody>
    </section>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const paged = usePage(entries);
  return (
    <DataTable
      caption="Admin writes, newest first"
      head={['When', 'Who', 'What', 'Address', 'Result']}
      empty="No admin changes yet."
      page={paged}
    >
      {paged.rows.map((e, i) => (
        <tr key={`${e.createdAt}-${i}`} className="border-t border-slate-100">
          <td className="px-3 py-2 whitespace-nowrap">{new Date(e.createdAt).toLocaleString()}</td>
          <td className="px-3 py-2">{e.username}</td>
          <td className="px-3 py-2">{ACTIONS[e.action] ?? e.action}</td>
          <td className="px-3 py-2 font-mono text-xs">
            {e.action} {e.path}
          </td>
          <td className={`px-3 py-2 ${e.statusCode < 400 ? 'text-emerald-700' : 'text-red-700'}`}>
            {e.statusCode < 400 ? 'done' : `refused (${e.statusCode})`}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
