import { useEffect, useState } from 'react';
import { ArrowRight, MessageCircle } from 'lucide-react';
import {
  ERRORS,
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  FAQ_ITEMS_PER_COLUMN,
  FAQ_ITEMS_SHOWN,
  FAQ_NOSCRIPT_ID,
  type FaqCategory,
} from '@ai4n/shared';
import { Button, buttonClass } from '../../../components/ui/button';
import { PillTabs } from '../../../components/ui/pill-tabs';
import { FAQ_SECTION_ID, FAQ_SELECT_EVENT, SUPPORT_SECTION_ID, scrollToSection } from '../../../lib/scroll';
import { EXTERNAL_REGISTER_URL } from '../../../lib/site';
import { useFaqs } from '../api/get-faqs';
import { FaqAccordion } from './faq-accordion';

export function FaqSection({ defaultTab }: { defaultTab: FaqCategory }) {
  const [active, setActive] = useState<FaqCategory>(defaultTab);
  // A new page's tab is chosen while rendering, not in an effect: an effect on mount would also run
  // after a tab clicked in the moment between hydration and the page's effects, and undo the click.
  const [tabOfPage, setTabOfPage] = useState(defaultTab);
  if (tabOfPage !== defaultTab) {
    setTabOfPage(defaultTab);
    setActive(defaultTab);
  }
  const { data, isPending, isError } = useFaqs();

  useEffect(() => {
    const onSelect = (event: Event) => {
      const category = (event as CustomEvent<FaqCategory>).detail;
      if (FAQ_CATEGORIES.includes(category)) setActive(category);
    };
    window.addEventListener(FAQ_SELECT_EVENT, onSelect);
    return () => window.removeEventListener(FAQ_SELECT_EVENT, onSelect);
  }, []);

  const items = (data?.[active] ?? []).slice(0, FAQ_ITEMS_SHOWN);
  const columns = [items.slice(0, FAQ_ITEMS_PER_COLUMN), items.slice(FAQ_ITEMS_PER_COLUMN)];

  let body;
  if (data) {
    body =
      items.length === 0 ? (
        <p className="py-10 text-center text-slate-500">{ERRORS.faqEmpty}</p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {columns.map((column, i) => (column.length > 0 ? <FaqAccordion key={i} items={column} /> : null))}
        </div>
      );
  } else if (isPending && !isError) {
    // Without JavaScript the list never loads: the server's copy in the noscript shows instead.
    body = (
      <>
        <p role="status" className="py-10 text-center text-slate-500 noscript:hidden">
          {ERRORS.faqLoading}
        </p>
        <noscript id={FAQ_NOSCRIPT_ID} />
      </>
    );
  } else {
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
        <p className="font-semibold">{ERRORS.faqLoadFailed}</p>
        <p className="mt-1 text-sm">{ERRORS.faqRefreshHint}</p>
      </div>
    );
  }

  return (
    <section id={FAQ_SECTION_ID} aria-labelledby="faq-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="text-center">
          <h2 id="faq-heading" className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
            Frequently Asked Questions
          </h2>
          <p className="mt-3 text-slate-600">Straight answers about learning, coaching, prompts and plans.</p>
        </div>

        <PillTabs
          label="FAQ categories"
          tabs={FAQ_CATEGORIES}
          active={active}
          onSelect={setActive}
          idPrefix="faq"
          tabLabel={(category) => FAQ_CATEGORY_LABELS[category]}
          look={(selected) =>
            `rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
              selected ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100'
            }`
          }
        />

        <div id="faq-panel" role="tabpanel" aria-labelledby={`faq-tab-${active}`} className="mt-8">
          {body}
        </div>

        <div className="mt-12 flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
          <p className="text-lg font-semibold text-slate-900">Still have questions?</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button
              size="md"
              onClick={() => scrollToSection(SUPPORT_SECTION_ID)}
              icon={<MessageCircle className="size-4" aria-hidden />}
            >
              Contact Support
            </Button>
            <a
              href={EXTERNAL_REGISTER_URL}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ tone: 'primary', size: 'md' })}
            >
              Get Started Now <ArrowRight className="size-4" aria-hidden />
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
