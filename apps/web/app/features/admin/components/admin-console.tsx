import * as Tabs from '@radix-ui/react-tabs';
import type { UseQueryResult } from '@tanstack/react-query';
import { useAdminFaqs } from '../api/get-admin-faqs';
import { useAdminLessons } from '../api/get-admin-lessons';
import { useAdminPrompts } from '../api/get-admin-prompts';
import { useAdminQuestions } from '../api/get-admin-questions';
import { usePromptStatusStats } from '../api/get-prompt-status-stats';
import { useSupportInbox } from '../api/get-support-inbox';
import type { AdminSession } from '../lib/admin-request';
import { useAdminSession } from '../lib/admin-session';
import { AdminHeader } from './admin-header';
import { AdminLogin } from './admin-login';
import { AuditPanel } from './audit-panel';
import { CoachSettings } from './coach-settings';
import { faqsDefinition } from '../entities/faqs';
import { lessonsDefinition } from '../entities/lessons';
import { promptsDefinition } from '../entities/prompts';
import { questionsDefinition } from '../entities/questions';
import { ResourcePanel } from './resource-panel/resource-panel';
import type { ResourceDefinition } from './resource-panel/resource-definition';
import { SiteClaimsSettings } from './site-claims-settings';
import { FactsToRecheck } from './facts-to-recheck';
import { SupportPanel } from './support-panel';
import { TabBody } from './tab-body';
import { useStoredTab } from '../lib/use-stored-tab';
import { FirstLoadFailure } from './first-load-failure';

const TAB_IDS = ['prompts', 'lessons', 'quiz', 'faqs', 'support', 'audit'] as const;
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

/** A content tab: its list loading (or failed, with what is cached) and then its ResourcePanel. */
function EntityTab<T>({
  value,
  query,
  definition,
}: {
  value: AdminTab;
  query: UseQueryResult<T[]>;
  definition: ResourceDefinition<T>;
}) {
  const { noun, loadFailed } = definition;
  return (
    <Tabs.Content value={value}>
      <TabBody tab={noun} query={query} empty={[]} failed={loadFailed?.text} cachedNote={loadFailed?.cachedNote}>
        {(rows) => (
          <ResourcePanel
            definition={definition}
            rows={rows}
            refreshing={query.isFetching}
            onRefresh={() => void query.refetch()}
          />
        )}
      </TabBody>
    </Tabs.Content>
  );
}

export function AdminConsole({ session }: { session: AdminSession }) {
  const [tab, setTab] = useStoredTab<AdminTab>('admin-tab', TAB_IDS, 'prompts');
  const prompts = useAdminPrompts();
  const promptStats = usePromptStatusStats();
  const lessons = useAdminLessons();
  const questions = useAdminQuestions();
  const faqs = useAdminFaqs();
  const support = useSupportInbox();

  const tabs: Array<{ id: AdminTab; label: string; count?: number; countLabel?: string }> = [
    { id: 'prompts', label: 'Prompts', count: promptStats.data?.total ?? prompts.data?.length },
    { id: 'lessons', label: 'Lessons', count: lessons.data?.length },
    { id: 'quiz', label: 'Quiz', count: questions.data?.length },
    { id: 'faqs', label: 'FAQs', count: faqs.data?.length },
    { id: 'support', label: 'Support inbox', count: support.data?.unread, countLabel: 'unread' },
    { id: 'audit', label: 'Audit log' },
  ];

  return (
    <div className="min-h-screen bg-slate-50">
      <AdminHeader session={session} />
      <main className="mx-auto max-w-7xl px-4 py-6">
        <FirstLoadFailure lists={[prompts, lessons, questions, faqs]} />
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v as AdminTab)}>
          <Tabs.List aria-label="Content to manage" className="flex flex-wrap gap-1 border-b border-slate-200">
            {tabs.map((t) => (
              <Tabs.Trigger
                key={t.id}
                value={t.id}
                className="group -mb-px flex items-center border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
              >
                {t.label}
                <CountBadge value={t.count} label={`${t.count} ${t.countLabel ?? 'items'}`} />
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="py-6">
            <EntityTab value="prompts" query={prompts} definition={promptsDefinition} />
            <EntityTab value="lessons" query={lessons} definition={lessonsDefinition} />
            <EntityTab value="quiz" query={questions} definition={questionsDefinition} />
            <EntityTab value="faqs" query={faqs} definition={faqsDefinition} />
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
