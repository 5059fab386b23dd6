import {
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  FaqSchema,
  type Faq,
  type FaqCategoriesResponse,
  type FaqCategory,
  type FaqGroups,
} from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import { isUuid } from '../../lib/ids.js';
import { contentDtoOf } from '../../lib/content-dto.js';
import type { FaqRepository, FaqRow } from './faq-repository.js';

const faqFields = contentDtoOf(FaqSchema.omit({ _id: true }));
export const toFaq = (row: FaqRow): Faq => ({ ...faqFields(row), _id: row.id });

export function createFaqService(repo: FaqRepository) {
  return {
    /** Grouped by the six categories; the public sees active FAQs only. */
    async listGrouped(query: { category?: FaqCategory; admin?: boolean }): Promise<FaqGroups> {
      const rows = await repo.list({ category: query.category, includeInactive: query.admin === true });
      const groups = Object.fromEntries(FAQ_CATEGORIES.map((c) => [c, [] as Faq[]])) as FaqGroups;
      for (const row of rows) {
        if ((FAQ_CATEGORIES as readonly string[]).includes(row.category))
          groups[row.category as FaqCategory].push(toFaq(row));
      }
      return groups;
    },

    async get(id: string, admin = false): Promise<Faq> {
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row || (!admin && (!row.isActive || row.isArchived))) throw new HttpError(404, 'FAQ not found');
      return toFaq(row);
    },

    async create(input: {
      question: string;
      answer: string;
      category: FaqCategory;
      order: number;
      isActive: boolean;
    }): Promise<Faq> {
      return toFaq(await repo.insert(input));
    },

    async update(
      id: string,
      changes: Partial<{ question: string; answer: string; category: FaqCategory; order: number; isActive: boolean }>,
    ): Promise<Faq> {
      const row = isUuid(id) ? await repo.update(id, changes) : undefined;
      if (!row) throw new HttpError(404, 'FAQ not found');
      return toFaq(row);
    },

    /** No flag deactivates, archive=true archives, permanent=true deletes for good (docs/spec/DECISIONS.md). */
    async remove(id: string, mode: 'deactivate' | 'archive' | 'permanent'): Promise<{ message: string }> {
      if (!isUuid(id)) throw new HttpError(404, 'FAQ not found');
      if (mode === 'permanent') {
        if (!(await repo.remove(id))) throw new HttpError(404, 'FAQ not found');
        return { message: 'FAQ deleted permanently' };
      }
      const row = await repo.update(id, mode === 'archive' ? { isArchived: true } : { isActive: false });
      if (!row) throw new HttpError(404, 'FAQ not found');
      return { message: mode === 'archive' ? 'FAQ archived' : 'FAQ deactivated' };
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
