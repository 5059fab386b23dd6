import {
  BUSINESS_TYPE_PROMPTS_PER_JOB,
  LIBRARY_CATEGORIES,
  businessTypeOfSlug,
  libraryCategoryOf,
  type BusinessTypePromptsResponse,
  MIN_RATINGS_SHOWN,
  PROMPT_STATUSES,
  PROMPT_TOP_TAGS,
  shownRating,
  storedCategoriesFor,
  type Prompt,
  type PromptCategoriesResponse,
  type PromptDifficulty,
  type PromptListQuery,
  type PromptRating,
  type PromptStatsResponse,
  type PromptStatus,
  type PromptStatusStats,
} from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import { isUuid, visitorHash } from '../../lib/ids.js';
import type { PromptRepository } from './prompt-repository.js';
import {
  preparedBytes,
  preparedPiece,
  promptPiece,
  type PromptPiece,
  type PromptPieceList,
} from './prompt-list-answer.js';
import { searchWords, wordsToPrefixTsQuery } from './search-query.js';
import type { SearchVocabulary } from './search-vocabulary.js';
import { KEPT_PROMPTS, type KeptForm, type PromptIndex, type PromptPageRow } from './prompt-index.js';

/** The public only ever sees active prompts, whatever the query asks for. */
const PUBLIC_STATUSES: PromptStatus[] = ['active'];
const NEW_CATEGORY_DAYS = 14;

export function toPrompt(row: PromptPageRow): Prompt {
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
    difficulty: row.difficulty as PromptDifficulty,
    whyItWorks: row.whyItWorks,
    whyItWorksLesson: row.whyItWorksLesson,
    makeItYours: row.makeItYours,
    rating: shownRating(row.rating, row.ratingCount),
    ratingCount: row.ratingCount,
    views: row.views,
    added_by: row.addedBy,
    created_at: row.createdAt,
    updated_at: row.updatedAt.toISOString(),
    isFeatured: row.isFeatured,
    status: row.status as PromptStatus,
  };
}

/**
 * What the gallery index keeps of each prompt: its prepared answer piece and nothing else (one
 * form per prompt, decision 0078). About 1.7 KB a prompt: a library of KEPT_PROMPTS fits.
 */
export const preparedAnswers: KeptForm<PromptPiece> = {
  of: (row) => preparedPiece(toPrompt(row)),
  bytes: preparedBytes,
  budget: KEPT_PROMPTS * 2_400,
};
/** A prompt read from the database for one answer (the index not loaded, or not used). */
const pieceOfRow = (row: PromptPageRow): PromptPiece => promptPiece(toPrompt(row));

const today = () => new Date().toISOString().slice(0, 10);

/**
 * `visitorSalt` keys the hash of a visitor's address; it is read once at start. With an `index`,
 * lists and searches are answered from memory whenever it is current (the database otherwise).
 * With a `vocabulary`, a search word the library does not know is corrected (search-vocabulary.ts).
 */
export function createPromptService(
  repo: PromptRepository,
  visitorSalt: string,
  index: PromptIndex<PromptPiece> | null = null,
  vocabulary: SearchVocabulary | null = null,
) {
  const visitorOf = (address: string) => visitorHash(visitorSalt, address);
  const activePrompt = async (id: string) => {
    const row = isUuid(id) ? await repo.findById(id) : undefined;
    if (!row || row.status !== 'active') throw new HttpError(404, 'Prompt not found');
    return row;
  };

  /**
   * A gallery list, each prompt as its answer piece (prompt-list-answer.ts). The public gets
   * active prompts only; an administrator may ask for any status (default all).
   */
  async function pieces(
    query: PromptListQuery,
    viewer: { admin: boolean } = { admin: false },
  ): Promise<PromptPieceList> {
    const words = query.search ? searchWords(query.search) : [];
    const tsquery = wordsToPrefixTsQuery(words);
    const statuses = !viewer.admin
      ? PUBLIC_STATUSES
      : query.status && query.status !== 'all'
        ? [query.status]
        : [...PROMPT_STATUSES];
    const filter = {
      statuses,
      categories: query.category ? storedCategoriesFor(query.category) : undefined,
      businessType: query.businessType || undefined,
      tags: query.tags?.length ? query.tags : undefined,
      featured: query.featured,
      tsquery,
    };
    const pagination = (totalCount: number, count: number) => ({
      current: query.page,
      total: Math.ceil(totalCount / query.limit),
      count,
      totalCount,
    });
    // A search made only of punctuation matches nothing rather than everything.
    if (query.search && !tsquery) return { prompts: [], pagination: pagination(0, 0), didYouMean: null };
    const offset = (query.page - 1) * query.limit;
    const ranked = Boolean(tsquery && !query.sortBy);
    const order = {
      sortBy: query.sortBy,
      sortOrder: query.sortOrder ?? (query.sortBy === 'title' ? 'asc' : 'desc'),
    } as const;
    /** A page of the prompts matching `search` (every prompt without one), and how many match. */
    const answer = async (search: string | null, offset: number, limit: number) => {
      const searched = { ...filter, tsquery: search };
      const page = { ...order, offset, limit };
      const fromIndex = index ? await index.page(searched, { ...page, ranked }) : null;
      return fromIndex
        ? { rows: await index!.kept(fromIndex.ids, repo.findByIds), totalCount: fromIndex.total }
        : ranked
          ? await repo
              .searchRanked({ ...searched, tsquery: search! }, { offset, limit })
              .then((r) => ({ rows: r.rows.map(pieceOfRow), totalCount: r.total }))
          : await Promise.all([repo.count(searched), repo.page(searched, page)]).then(([total, rows]) => ({
              rows: rows.map(pieceOfRow),
              totalCount: total,
            }));
    };
    const exact = await answer(tsquery, offset, query.limit);
    const corrected = tsquery && vocabulary ? (await vocabulary.of(statuses)).correct(words) : null;
    if (!corrected)
      return {
        prompts: exact.rows,
        pagination: pagination(exact.totalCount, exact.rows.length),
        didYouMean: null,
      };
    // Every exact match first, in its order; then the prompts only the corrected search finds,
    // in theirs. A word the library does not know matches nothing, so there are seldom exact
    // matches at all (a word whose stem another word shares may have some).
    const fuzzySearch = wordsToPrefixTsQuery(corrected)!;
    const fuzzy = await answer(
      exact.totalCount === 0 ? fuzzySearch : `(${fuzzySearch}) & !(${tsquery})`,
      Math.max(0, offset - exact.totalCount),
      // At least one row: a ranked search counts its matches with the rows it reads.
      Math.max(1, query.limit - exact.rows.length),
    );
    const rows = [...exact.rows, ...fuzzy.rows].slice(0, query.limit);
    return {
      prompts: rows,
      pagination: pagination(exact.totalCount + fuzzy.totalCount, rows.length),
      didYouMean: corrected.join(' '),
    };
  }

  return {
    /** Settles once the gallery index is loaded (at once without one). */
    indexed: async (): Promise<void> => index?.ready(),

    pieces,

    /**
     * One active prompt; counts a view at most once per visitor and day. An administrator also
     * gets a draft or archived one, without counting a view nobody else could make.
     */
    async get(id: string, visitor: string, viewer: { admin: boolean } = { admin: false }): Promise<Prompt> {
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row || (row.status !== 'active' && !viewer.admin)) throw new HttpError(404, 'Prompt not found');
      if (row.status !== 'active') return toPrompt(row);
      const views = await repo.countView(row.id, visitorOf(visitor), today());
      return toPrompt({ ...row, views: views ?? row.views });
    },

    /** An active prompt's rating as this visitor (a hashed address, as for views) sees it. */
    async rating(id: string, visitor: string): Promise<PromptRating> {
      const row = await activePrompt(id);
      return {
        average: shownRating(row.rating, row.ratingCount),
        count: row.ratingCount,
        yourRating: await repo.ratingOf(row.id, visitorOf(visitor)),
      };
    },

    /** Records this visitor's 1-5 rating of an active prompt: one per visitor, and a new one replaces theirs. */
    async rate(id: string, visitor: string, rating: number): Promise<PromptRating> {
      const row = await activePrompt(id);
      const result = await repo.rate(row.id, visitorOf(visitor), rating);
      // Archived or deleted in the meantime.
      if (!result) throw new HttpError(404, 'Prompt not found');
      return { average: shownRating(result.average, result.count), count: result.count, yourRating: rating };
    },

    async categories(): Promise<PromptCategoriesResponse> {
      const since = new Date(Date.now() - NEW_CATEGORY_DAYS * 86_400_000).toISOString().slice(0, 10);
      const [byCategory, recent, businessTypes, tags] = await Promise.all([
        repo.statsByCategory(PUBLIC_STATUSES),
        repo.newestByCategory(PUBLIC_STATUSES, since),
        repo.businessTypeCounts(PUBLIC_STATUSES),
        repo.tagCounts(PUBLIC_STATUSES, PROMPT_TOP_TAGS),
      ]);
      const count = (stored: string[]) =>
        byCategory.filter((c) => stored.includes(c.category)).reduce((sum, c) => sum + c.count, 0);
      return {
        categories: LIBRARY_CATEGORIES.map(({ stored, ...category }) => ({
          ...category,
          count: count(stored),
          isNew: stored.some((s) => recent.includes(s)),
        })),
        businessTypes: businessTypes.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
        tags,
      };
    },

    /** A business type's page ('restaurants-hospitality'): its most useful prompts by job. */
    async forBusinessType(slug: string): Promise<BusinessTypePromptsResponse> {
      const businessType = businessTypeOfSlug(slug);
      if (!businessType) throw new HttpError(404, 'No such business type');
      const rows = await repo.forBusinessType(businessType, PUBLIC_STATUSES);
      const jobs = LIBRARY_CATEGORIES.map(({ id, name }) => {
        const of = rows.filter((row) => libraryCategoryOf(row.category)?.id === id);
        const prompts = of
          .slice(0, BUSINESS_TYPE_PROMPTS_PER_JOB)
          .map(({ ratingCount, ...row }) => ({ ...row, rating: shownRating(row.rating, ratingCount) }));
        return { id, name, count: of.length, prompts };
      }).filter((job) => job.count > 0);
      return { businessType, slug, total: rows.length, jobs };
    },

    async stats(): Promise<PromptStatsResponse> {
      const byCategory = await repo.statsByCategory(PUBLIC_STATUSES);
      const totalPrompts = byCategory.reduce((sum, c) => sum + c.count, 0);
      const ratingSum = byCategory.reduce((sum, c) => sum + c.ratingSum, 0);
      const ratingCount = byCategory.reduce((sum, c) => sum + c.ratingCount, 0);
      return {
        totalPrompts,
        // Every visitor rating counts once; too few say nothing about the gallery.
        avgRating: ratingCount >= MIN_RATINGS_SHOWN ? Math.round((ratingSum / ratingCount) * 10) / 10 : 0,
        ratingCount,
        totalViews: byCategory.reduce((sum, c) => sum + c.views, 0),
        categoryStats: byCategory.map((c) => ({ _id: c.category, count: c.count })),
      };
    },

    async statusStats(): Promise<PromptStatusStats> {
      const [rows, byCategory] = await Promise.all([repo.statusCounts(), repo.statsByCategory([...PROMPT_STATUSES])]);
      const of = (status: string) => rows.find((r) => r.status === status)?.count ?? 0;
      return {
        total: rows.reduce((sum, r) => sum + r.count, 0),
        active: of('active'),
        draft: of('draft'),
        archived: of('archived'),
        categories: byCategory.length,
        statusStats: PROMPT_STATUSES.map((status) => ({ _id: status, count: of(status) })),
        categoryStats: byCategory.map((c) => ({ _id: c.category, count: c.count })),
      };
    },
  };
}

export type PromptService = ReturnType<typeof createPromptService>;
