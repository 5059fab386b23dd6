import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { Faq } from '@ai4n/shared';

function FaqItem({ faq }: { faq: Faq }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <h3>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50"
        >
          {faq.question}
          <ChevronDown
            className={`size-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden
          />
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        className="px-5 pb-5 leading-relaxed text-slate-600"
      >
        {faq.answer}
      </div>
    </div>
  );
}

export function FaqAccordion({ items }: { items: Faq[] }) {
  return (
    <div className="flex flex-col gap-3">
      {items.map((faq) => (
        <FaqItem key={faq.id} faq={faq} />
      ))}
    </div>
  );
}
