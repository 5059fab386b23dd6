import type { SupportMessage } from '../api/admin-api';

export function SupportPanel({ messages }: { messages: SupportMessage[]; refreshing: boolean; onRefresh: () => void }) {
  return <p>{messages.length} messages</p>;
}
