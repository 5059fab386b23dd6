import * as Tabs from '@radix-ui/react-tabs';
import { LESSON_TOASTS, QUESTION_TOASTS } from '@ai4n/shared';
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
import { FaqsPanel } from '../entities/faqs';
import { LessonsPanel } from '../entities/lessons';
import { PromptsPanel } from '../entities/prompts';
import { QuestionsPanel } from '../entities/questions';
import { SiteClaimsSettings } from './site-claims-settings';
import { SupportPanel } from './support-panel';
import { TabBody } from './tab-body';
import { useStoredTab } from '../lib/use-stored-tab';

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
            <Tabs.Content value="prompts">
              <TabBody tab="prompts" query={prompts} empty={[]}>
                {(data) => (
                  <PromptsPanel
                    prompts={data}
                    refreshing={prompts.isFetching}
                    onRefresh={() => void prompts.refetch()}
                  />
                )}
              </TabBody>
            </Tabs.Content>
            <Tabs.Content value="lessons">
              <TabBody tab="lessons" query={lessons} empty={[]} failed={LESSON_TOASTS.loadFailed}>
                {(data) => (
                  <LessonsPanel
                    lessons={data}
                    refreshing={lessons.isFetching}
                    onRefresh={() => void lessons.refetch()}
                  />
                )}
              </TabBody>
            </Tabs.Content>
            <Tabs.Content value="quiz">
              <TabBody
                tab="questions"
                query={questions}
                empty={[]}
                failed={QUESTION_TOASTS.loadFailed}
                cachedNote={questions.data ? QUESTION_TOASTS.cached : undefined}
              >
                {(data) => (
                  <QuestionsPanel
                    questions={data}
                    refreshing={questions.isFetching}
                    onRefresh={() => void questions.refetch()}
                  />
                )}
              </TabBody>
            </Tabs.Content>
            <Tabs.Content value="faqs">
              <TabBody tab="FAQs" query={faqs} empty={[]}>
                {(data) => <FaqsPanel faqs={data} refreshing={faqs.isFetching} onRefresh={() => void faqs.refetch()} />}
              </TabBody>
            </Tabs.Content>
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
