import { faqCsv } from '@ai4n/shared/csv';
import type { AppDb } from '../../db/client.js';
import { faqs } from '../../db/schema/index.js';
import { defineBulkImport } from '../bulk/bulk-prepare.js';
import { createBulkStore } from '../bulk/bulk-store.js';
import { createBulkTransfer } from '../bulk/bulk-transfer.js';
import { toFaq } from './faq-service.js';

/** How an FAQ import is read and checked (in the import worker). */
export const faqImport = defineBulkImport({
  entity: 'faqs',
  noun: 'FAQ',
  codec: faqCsv,
  table: faqs,
  toRow: (faq) => faq,
  preview: (faq) => ({ title: faq.question, category: faq.category, status: faq.isActive ? 'active' : 'inactive' }),
  ids: 'uuid',
});

/** Bulk import and export of FAQs: a replacing import keeps the ids it carries, an added FAQ gets a new one. */
export function createFaqTransfer(db: AppDb) {
  return createBulkTransfer(faqImport, {
    store: createBulkStore(db, faqs, { order: [faqs.category, faqs.order, faqs.createdAt, faqs.id] }),
    toItem: (row) => {
      const { _id: _, ...faq } = toFaq(row);
      return faq;
    },
  });
}
