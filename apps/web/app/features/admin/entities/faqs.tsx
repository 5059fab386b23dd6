import {
  confirmDeleteAllText,
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  PROMPT_TOASTS,
  SCHOOL_TOAST_MS,
  type Faq,
} from '@ai4n/shared';
import { Badge } from '../../../components/ui/badge';
import { entityKeys } from '../api/admin-query';
import { deleteAllFaqs } from '../api/delete-all-faqs';
import { deleteFaq } from '../api/delete-faq';
import { FaqForm, faqCategoryLabel } from '../components/faq-form';
import { csvTransfer } from '../components/resource-panel/csv-transfer';
import { deleteAction, editAction } from '../components/resource-panel/resource-panel';
import { twoLineColumn } from '../components/resource-panel/columns';
import type { ResourceDefinition } from '../components/resource-panel/resource-definition';
import { withReason } from '../components/resource-panel/use-resource-writes';

/** The FAQ tab (docs/spec/DECISIONS.md): list, add, edit, delete, import and export the FAQs of the public site. */
export const faqsDefinition: ResourceDefinition<Faq> = {
  noun: 'FAQs',
  rowId: (f) => f.id,
  keys: entityKeys.faqs,
  toastMs: SCHOOL_TOAST_MS,
  heading: { id: 'faqs-admin-title', title: 'FAQs' },
  intro: {
    title: 'Answers visitors see first',
    body: "The FAQ at the bottom of every public page shows the active FAQs of the page's category, in order. Inactive ones stay here but are hidden from visitors.",
  },
  useStats: (faqs) => [
    { label: 'Total FAQs', value: faqs.length },
    { label: 'Active', value: faqs.filter((f) => f.isActive).length, tone: 'text-emerald-700' },
    { label: 'Categories', value: new Set(faqs.map((f) => f.category)).size, tone: 'text-brand-700' },
  ],
  toolbar: { placement: 'heading', items: ['add', 'import', 'export', 'template', 'delete-all'] },
  filterBar: ['refresh'],
  search: { label: 'Search FAQs', text: (f) => `${f.question} ${f.answer}` },
  filters: [
    {
      label: 'Category',
      all: 'All categories',
      options: FAQ_CATEGORIES,
      optionLabel: (c) => FAQ_CATEGORY_LABELS[c as Faq['category']],
      matches: (f, v) => f.category === v,
    },
  ],
  table: {
    caption: 'FAQs',
    look: 'plain',
    empty: () => 'No FAQs found',
    order: (a, b) => FAQ_CATEGORIES.indexOf(a.category) - FAQ_CATEGORIES.indexOf(b.category) || a.order - b.order,
  },
  columns: [
    twoLineColumn({ id: 'question', header: 'Question', className: 'max-w-xl', detail: 'answer', lines: 2 }),
    { id: 'category', header: 'Category', cell: (f) => faqCategoryLabel(f.category) },
    { id: 'order', header: 'Order', cell: (f) => f.order },
    {
      id: 'status',
      header: 'Status',
      cell: (f) => <Badge tone={f.isActive ? 'success' : 'neutral'}>{f.isActive ? 'active' : 'inactive'}</Badge>,
    },
  ],
  rowActions: [editAction((f) => `Edit ${f.question}`), deleteAction((f) => `Delete ${f.question}`)],
  add: { label: 'Add FAQ' },
  form: FaqForm,
  ...csvTransfer('faqs', 'FAQs', {
    imported: (n) => `Imported ${n} FAQs successfully!`,
    importFailed: 'Failed to import FAQs',
    exported: PROMPT_TOASTS.faqsExported,
    exportFailed: PROMPT_TOASTS.faqsExportFailed,
    templateFailed: PROMPT_TOASTS.faqsExportFailed,
  }),
  remove: {
    confirm: (f) => ({
      title: 'Delete FAQ',
      message: `Delete "${f.question}" for good? To only hide it from visitors, edit it and untick Active.`,
    }),
    run: (f) => deleteFaq(f.id),
    ok: 'FAQ deleted successfully!',
    failed: withReason('Failed to delete FAQ'),
  },
  deleteAll: {
    confirm: () => ({ title: 'Delete All FAQs', message: confirmDeleteAllText('FAQs'), confirmLabel: 'Delete All' }),
    run: deleteAllFaqs,
    ok: 'All FAQs deleted successfully!',
    failed: withReason('Failed to delete all FAQs'),
  },
};
