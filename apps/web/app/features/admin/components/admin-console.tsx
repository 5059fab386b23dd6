import * as Tabs from '@radix-ui/react-tabs';
import { useSupportInbox } from '../api/get-support-inbox';
import { ADMIN_ENTITIES } from '../entities';
import type { AdminSession } from '../lib/admin-request';
import { useAdminSession } from '../lib/admin-session';
import { AdminHeader } from './admin-header';
import { AdminLogin } from './admin-login';
import { AuditPanel } from './audit-panel';
import { CoachSettings } from './coach-settings';
import type { AdminEntity } from './entity-tab';
import { SiteClaimsSettings } from './site-claims-settings';
import { FactsToRecheck } from './facts-to-recheck';
import { SupportPanel } from './support-panel';
import { TabBody } from './tab-body';
import { FirstLoadFailure } from './first-load-failure';
import { useStoredTab } from '../lib/use-stored-tab';

/** The content tabs (entities/index.ts), then the inbox and the audit log. */
const TAB_IDS = [...ADMIN_ENTITIES.map((entity) => entity.id), 'support', 'audit'];
export type AdminTab = (typeof TAB_IDS)[number];

function CountBadge({ value, label }: { value: number | undefined; label: string }) {
  if (value === undefined) return null;
  return (
    <span
      className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700 group-data-[state=active]:bg-brand-100 group-data-[state=active]:text-brand-800"
      aria-label={label}
    >
      {value}
    </span>
  );
}

function TabTrigger({
  id,
  label,
  count,
  countLabel,
}: {
  id: string;
  label: string;
  count?: number;
  countLabel?: string;
}) {
  return (
    <Tabs.Trigger
      value={id}
      className="group -mb-px flex items-center border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
    >
      {label}
      <CountBadge value={count} label={`${count} ${countLabel ?? 'items'}`} />
    </Tabs.Trigger>
  );
}

function EntityTrigger({ entity }: { entity: AdminEntity }) {
  return <TabTrigger id={entity.id} label={entity.label} count={entity.useCount()} />;
}

export function AdminConsole({ session }: { session: AdminSession }) {
  const [tab, setTab] = useStoredTab<AdminTab>('admin-tab', TAB_IDS, TAB_IDS[0]);
  const support = useSupportInbox();

  return (
    <div className="min-h-screen bg-slate-50">
      <AdminHeader session={session} />
      <main className="mx-auto max-w-7xl px-4 py-6">
        <FirstLoadFailure queryKeys={ADMIN_ENTITIES.map((entity) => entity.queryKey)} />
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v)}>
          <Tabs.List aria-label="Content to manage" className="flex flex-wrap gap-1 border-b border-slate-200">
            {ADMIN_ENTITIES.map((entity) => (
              <EntityTrigger key={entity.id} entity={entity} />
            ))}
            <TabTrigger id="support" label="Support inbox" count={support.data?.unread} countLabel="unread" />
            <TabTrigger id="audit" label="Audit log" />
          </Tabs.List>
          <div className="py-6">
            {ADMIN_ENTITIES.map(({ id, Panel }) => (
              <Panel key={id} />
            ))}
            <Tabs.Content value="support">
              <TabBody tab="messages" query={support} empty={{ messages: [], unread: 0 }}>
                {(data) => (
                  <SupportPanel
                    messages={data.messages}
                    refreshing={support.isFetching}
                    onRefresh={() => void support.refetch()}
                  />
                )}
              </TabBody>
            </Tabs.Content>
            <Tabs.Content value="audit">
              <AuditPanel />
            </Tabs.Content>
          </div>
        </Tabs.Root>
        <CoachSettings />
        <SiteClaimsSettings />
        <FactsToRecheck />
      </main>
    </div>
  );
}

/** /admin: the login screen until signed in, then the console. */
export function AdminGate() {
  const { session, ready } = useAdminSession();
  if (!ready) return <p className="p-8 text-slate-500">Loading…</p>;
  return session ? <AdminConsole session={session} /> : <AdminLogin />;
}
