import type { Faq } from '@ai4n/shared';

export function FaqsPanel({ faqs }: { faqs: Faq[]; refreshing: boolean; onRefresh: () => void }) {
  return <p>{faqs.length} FAQs</p>;
}
