import type { Faq } from '@ai4n/shared';

/**
 * FAQ answers as native disclosures: each opens and closes without JavaScript (keyboard, screen
 * readers and find-in-page included). The look is app.css's .faq-list and .faq-item, which the
 * server's copy for visitors without JavaScript (seo/page-head.ts) uses too.
 */
export function FaqAccordion({ items }: { items: Faq[] }) {
  return (
    <div className="faq-list">
      {items.map((faq) => (
        <details key={faq.id} className="faq-item">
          <summary>
            <h3>{faq.question}</h3>
          </summary>
          <div className="faq-answer">{faq.answer}</div>
        </details>
      ))}
    </div>
  );
}
