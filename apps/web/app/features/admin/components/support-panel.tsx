import { useState } from 'react';
import { Mail, MailOpen } from 'lucide-react';
import { SCHOOL_TOAST_MS, type SupportMessage } from '@ai4n/shared';
import { Button } from '../../../components/ui/button';
import { Pager, usePage } from '../../../components/ui/pager';
import { useToast } from '../../../components/ui/toast';
import { useMarkSupportRead } from '../api/mark-support-read';
import { IntroCard, PanelHeading, RefreshButton } from './resource-panel/panel-parts';

/** The support inbox (docs/spec/DECISIONS.md): messages sent from the footer form, newest first, read or unread. */
export function SupportPanel({
  messages,
  refreshing,
  onRefresh,
}: {
  messages: SupportMessage[];
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const toast = useToast(SCHOOL_TOAST_MS);
  const [onlyUnread, setOnlyUnread] = useState(false);
  const mark = useMarkSupportRead();
  const shown = onlyUnread ? messages.filter((m) => m.status === 'new') : messages;
  const paged = usePage(shown, 20);
  const unread = messages.filter((m) => m.status === 'new').length;

  return (
    <section aria-labelledby="support-admin-title" className="space-y-5">
      <PanelHeading id="support-admin-title" title="Support inbox">
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={onlyUnread}
              onChange={(e) => setOnlyUnread(e.target.checked)}
            />{' '}
            Unread only
          </label>
          <RefreshButton refreshing={refreshing} onRefresh={onRefresh} />
        </div>
      </PanelHeading>
      <IntroCard title={`${unread} unread of ${messages.length}`}>
        Messages visitors send with the support form in the footer. Reply by email; mark a message read once it is
        handled.
      </IntroCard>
      {shown.length === 0 && <p className="py-10 text-center text-slate-500">No messages.</p>}
      <ul className="space-y-3">
        {paged.rows.map((m) => {
          const isNew = m.status === 'new';
          return (
            <li
              key={m.id}
              className={`rounded-xl bg-white p-4 shadow-sm ring-1 ${isNew ? 'ring-brand-500' : 'ring-slate-200'}`}
              data-testid="support-message"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-semibold text-slate-900">
                    {isNew && (
                      <span className="mr-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">New</span>
                    )}
                    {m.subject}
                  </p>
                  <p className="text-xs text-slate-500">
                    {m.name} &lt;
                    <a
                      className="text-brand-700 hover:underline"
                      href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                    >
                      {m.email}
                    </a>
                    &gt; · {new Date(m.createdAt).toLocaleString()}
                  </p>
                </div>
                <Button
                  tone="ghost"
                  busy={mark.isPending && mark.variables?.id === m.id}
                  icon={isNew ? <MailOpen className="size-4" aria-hidden /> : <Mail className="size-4" aria-hidden />}
                  onClick={() =>
                    mark.mutate(
                      { id: m.id, status: isNew ? 'read' : 'new' },
                      { onError: (e) => toast.error(`Could not update the message: ${e.message}`) },
                    )
                  }
                >
                  {isNew ? 'Mark as read' : 'Mark as unread'}
                </Button>
              </div>
              <p className="mt-3 text-sm whitespace-pre-wrap text-slate-800">{m.message}</p>
            </li>
          );
        })}
      </ul>
      <Pager {...paged} />
    </section>
  );
}
