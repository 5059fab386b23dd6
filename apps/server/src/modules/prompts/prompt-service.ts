import {
  LIBRARY_CATEGORIES,
  PROMPT_STATUSES,
  storedCategoriesFor,
  type Prompt,
  type PromptCategoriesResponse,
  type PromptListQuery,
  type PromptListResponse,
  type PromptStatsResponse,
  type PromptStatus,
} from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import { isUuid, visitorHash } from '../../lib/ids.js';
import type { PromptRepository, PromptRow } from './prompt-repository.js';
import { toPrefixTsQuery } from './search-query.js';

/** The public only ever sees active prompts, whatever the query asks for. */
const PUBLIC_STATUSES: PromptStatus[] = ['active'];
const NEW_CATEGORY_DAYS = 14;

export function toPrompt(row: Omit<PromptRow, 'searchVector'>): Prompt {
  return {
    id: row.id,
    _id: row.id,
    title: row.title,
    description: row.description,
    prompt_text: row.promptText,
    category: row.category,
    tags: row.tags,
    business_types: row.businessTypes,
    example_use: row.exampleUse,
    rating: row.rating,
    views: row.views,
    added_by: row.addedBy,
    created_at: row.createdAt,
    updated_at: row.updatedAt.toISOString(),
    isFeatured: row.isFeatured,
    status: row.status as PromptStatus,
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** `visitorSalt` keys the hash of a visitor's address; it is read once at start. */
export function createPromptService(repo: PromptRepository, visitorSalt: string) {
  return {
    /** The public gets active prompts only; an administrator may ask for any status (default all). */
    async list(query: PromptListQuery, viewer: { admin: boolean } = { admin: false }): Promise<PromptListResponse> {
      const tsquery = query.search ? toPrefixTsQuery(query.search) : null;
      const statuses = !viewer.admin ? PUBLIC_STATUSES : query.status && query.status !== 'all' ? [query.status] : [...PROMPT_STATUSES];
      const filter = {
        statuses,
        categories: query.category ? storedCategoriesFor(query.category) : undefined,
        businessType: query.businessType || undefined,
        featured: query.featured,
        tsquery,
      };
      // A search made only of punctuation matches nothing rather than everything.
      if (query.search && !tsquery) return { prompts: [], pagination: { current: query.page, total: 0, count: 0, totalCount: 0 } };
      const offset = (query.page - 1) * query.limit;
      const { rows, totalCount } =
        tsquery && !query.sortBy
          ? await repo.searchRanked({ ...filter, tsquery }, { offset, limit: query.limit }).then((r) => ({ rows: r.rows, totalCount: r.total }))
          : await Promise.all([
              repo.count(filter),
              repo.page(filter, { offset, limit: query.limit, sortBy: query.sortBy, sortOrder: query.sortOrder ?? (query.sortBy === 'title' ? 'asc' : 'desc') }),
            ]).then(([total, page]) => ({ rows: page, totalCount: total }));
      return {
        prompts: rows.map(toPrompt),
        pagination: { current: query.page, total: Math.ceil(totalCount / query.limit), count: rows.length, totalCount },
      };
    },

    /** One active prompt; counts a view at most once per visitor and day. */
    async get(id: string, visitor: string): Promise<Prompt> {
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row || row.status !== 'active') throw new HttpError(404, 'Prompt not found');
      const views = await repo.countView(row.id, visitorHash(visitorSalt, visitor), today());
      return toPrompt({ ...row, views: views ?? row.views });
    },

    async categories(): Promise<PromptCategoriesResponse> {
      const since = new Date(Date.now() - NEW_CATEGORY_DAYS * 86_400_000).toISOString().slice(0, 10);
      const [byCategory, recent, businessTypes] = await Promise.all([
        repo.statsByCategory(PUBLIC_STATUSES),
        repo.newestByCategory(PUBLIC_STATUSES, since),
        repo.businessTypeCounts(PUBLIC_STATUSES),
      ]);
      const count = (stored: string[]) => byCategory.filter((c) => stored.includes(c.category)).reduce((sum, c) => sum + c.count, 0);
      return {
        categories: LIBRARY_CATEGORIES.map(({ stored, ...category }) => ({
          ...category,
          count: count(stored),
          isNew: stored.some((s) => recent.includes(s)),
        })),
        businessTypes: businessTypes.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
      };
    },

    async stats(): Promise<PromptStatsResponse> {
      const byCategory = await repo.statsByCategory(PUBLIC_STATUSES);
      const totalPrompts = byCategory.reduce((sum, c) => sum + c.count, 0);
      const ratingSum = byCategory.reduce((sum, c) => sum + c.ratingSum, 0);
      return {
        totalPrompts,
        avgRating: totalPrompts ? Math.round((ratingSum / totalPrompts) * 10) / 10 : 0,
        totalViews: byCategory.reduce((sum, c) => sum + c.views, 0),
        categoryStats: byCategory.map((c) => ({ _id: c.category, count: c.count })),
      };
    },

    async statusStats() {
      const rows = await repo.statusCounts();
      const of = (status: string) => rows.find((r) => r.status === status)?.count ?? 0;
      return {
        total: rows.reduce((sum, r) => sum + r.count, 0),
        active: of('active'),
        draft: of('draft'),
        archived: of('archived'),
        statusStats: PROMPT_STATUSES.map((status) => ({ _id: status, count: of(status) })),
      };
    },
  };
}

export type PromptService = ReturnType<typeof createPromptService>;
