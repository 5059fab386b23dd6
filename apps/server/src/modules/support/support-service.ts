import { supportSentMessage, type SupportMessageBody, type SupportMessageCreated } from '@ai4n/shared';
import type { SupportRepository } from './support-repository.js';
import { HttpError } from '../../plugins/errors.js';
import { isUuid } from '../../lib/ids.js';

export const INBOX_LIMIT = 500;

const toMessage = (row: Awaited<ReturnType<SupportRepository['list']>>[number]) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status as 'new' | 'read',
  createdAt: row.createdAt.toISOString(),
});

/** `replyTime` is how soon the site promises to reply (a site claim the administrator sets). */
export function createSupportService(repo: SupportRepository, replyTime: () => Promise<string>) {
  return {
    /** Stores the message for the admin support inbox; it is never dropped. */
    async submit(body: SupportMessageBody): Promise<SupportMessageCreated> {
      const { id } = await repo.insert({ ...body, email: body.email.toLowerCase() });
      return { id, message: supportSentMessage(await replyTime()) };
    },

    /** The admin support inbox, newest first. */
    async inbox() {
      const [rows, unread] = await Promise.all([repo.list(INBOX_LIMIT), repo.unreadCount()]);
      return { messages: rows.map(toMessage), unread };
    },

    async setStatus(id: string, status: 'new' | 'read') {
      const row = isUuid(id) ? await repo.setStatus(id, status) : undefined;
      if (!row) throw new HttpError(404, 'Message not found');
      return toMessage(row);
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
