import {
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  type Faq,
  type FaqCategoriesResponse,
  type FaqCategory,
  type FaqGroups,
} from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { FaqRepository, FaqRow } from './faq-repository.js';


export function toFaq(row: FaqRow): Faq {
  return {
    id: row.id,
    _id: row.id,
    question: row.question,
    answer: row.answer,
    category: row.category as FaqCategory,
    order: row.order,
    isActive: row.isActive && !row.isArchived,
  };
}

export function createFaqService(repo: FaqRepository) {
  return {
    /** Grouped by the six categories; the public sees active FAQs only. */
    async listGrouped(query: { category?: FaqCategory; admin?: boolean }): Promise<FaqGroups> {
      const rows = await repo.list({ category: query.category, includeInactive: query.admin === true });
      const groups = Object.fromEntries(FAQ_CATEGORIES.map((c) => [c, [] as Faq[]])) as FaqGroups;
      for (const row of rows) {
        if ((FAQ_CATEGORIES as readonly string[]).includes(row.category)) groups[row.category as FaqCategory].push(toFaq(row));
      }
      return groups;
    },

    async get(id: string): Promise<Faq> {
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row || !row.isActive || row.isArchived) throw new HttpError(404, 'FAQ not found');
      return toFaq(row);
    },

    async categories(): Promise<FaqCategoriesResponse> {
      const counts = await repo.countActiveByCategory();
      return {
        categories: FAQ_CATEGORIES.map((id) => ({ id, name: FAQ_CATEGORY_LABELS[id], count: counts.get(id) ?? 0 })),
      };
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
