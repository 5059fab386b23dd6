import { and, arrayContains, asc, desc, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { MIN_RATINGS_SHOWN, SEARCH_RANKED_LIMIT, TITLE_SORT_SKIPPED_MARKS } from '@ai4n/shared';
import type { AppDb } from '../../db/client.js';
import { promptRatings, promptViews, prompts } from '../../db/schema/index.js';

export type PromptRow = typeof prompts.$inferSelect;
export type NewPromptRow = typeof prompts.$inferInsert;

/** Ranking stops after this many matches; all of them stay reachable by choosing a sort. */
const RANKED_CANDIDATES = SEARCH_RANKED_LIMIT;

export interface PromptFilter {
  categories?: string[];
  businessType?: string;
  /** Prompts having every one of these tags (lower-cased; case is ignored). */
  tags?: string[];
  featured?: boolean;
  statuses: string[];
  tsquery?: string | null;
}

export interface PromptPage {
  offset: number;
  limit: number;
  sortBy?: 'rating' | 'views' | 'created_at' | 'title';
  sortOrder: 'asc' | 'desc';
}

/** Titles as a reader orders them (titleSortKey in @ai4n/shared): case ignored, and leading spaces, punctuation and quotes. */
export const titleOrder = sql`lower(regexp_replace(${prompts.title}, ${`^[[:space:][:punct:]${TITLE_SORT_SKIPPED_MARKS}]+`}, ''))`;
/** The rating a prompt shows (shownRating in @ai4n/shared): none until enough visitors rated it. */
export const shownRatingSql = sql`case when ${prompts.ratingCount} >= ${MIN_RATINGS_SHOWN} then ${prompts.rating} end`;
const SORT_COLUMNS = { rating: shownRatingSql, views: prompts.views, created_at: prompts.createdAt, title: titleOrder };
/** Either way, prompts without a shown rating come last. */
const ordered = (column: SQLWrapper, order: 'asc' | 'desc') => sql`${column} ${sql.raw(order)} nulls last`;
const columns = { ...prompts } as const;
/** Every column but the search vector. */
export const promptColumns = Object.fromEntries(
  Object.entries(columns).filter(([k]) => k !== 'searchVector' && !k.startsWith('_') && !k.startsWith('$')),
) as Omit<typeof prompts._.columns, 'searchVector'>;

/** The tags lower-cased (text[] as text, lower, back to text[]), so a tag filter ignores case. */
const lowerTags = sql`lower(${prompts.tags}::text)::text[]`;

function whereOf(filter: PromptFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [inArray(prompts.status, filter.statuses)];
  if (filter.categories?.length) where.push(inArray(prompts.category, filter.categories));
  if (filter.businessType) where.push(arrayContains(prompts.businessTypes, [filter.businessType]));
  if (filter.tags?.length)
    where.push(
      sql`${lowerTags} @> array[${sql.join(
        filter.tags.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`,
    );
  if (filter.featured !== undefined) where.push(eq(prompts.isFeatured, filter.featured));
  if (filter.tsquery) where.push(sql`${prompts.searchVector} @@ to_tsquery('english', ${filter.tsquery})`);
  return and(...where);
}

export function createPromptRepository(db: AppDb) {
  return {
    async count(filter: PromptFilter): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(prompts)
        .where(whereOf(filter));
      return row.count;
    },

    /** A page of prompts in the given order. */
    async page(filter: PromptFilter, page: PromptPage): Promise<Omit<PromptRow, 'searchVector'>[]> {
      const column = SORT_COLUMNS[page.sortBy ?? 'rating'];
      return db
        .select(promptColumns)
        .from(prompts)
        .where(whereOf(filter))
        .orderBy(ordered(column, page.sortOrder), desc(prompts.isFeatured), asc(prompts.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /**
     * Best matches first. Only the first RANKED_CANDIDATES matches are ranked (and counted), so
     * a broad search on a large library reads a bounded number of rows in one query.
     */
    async searchRanked(filter: PromptFilter & { tsquery: string }, page: Pick<PromptPage, 'offset' | 'limit'>) {
      const query = sql`to_tsquery('english', ${filter.tsquery})`;
      const candidates = db
        .select({ id: prompts.id, rank: sql<number>`ts_rank(${prompts.searchVector}, ${query})`.as('rank') })
        .from(prompts)
        .where(whereOf(filter))
        .limit(RANKED_CANDIDATES)
        .as('candidates');
      const rows = await db
        .select({ ...promptColumns, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
        .from(candidates)
        .innerJoin(prompts, eq(prompts.id, candidates.id))
        .orderBy(desc(candidates.rank), ordered(shownRatingSql, 'desc'), asc(prompts.id))
        .limit(page.limit)
        .offset(page.offset);
      if (rows.length > 0 || page.offset === 0)
        return { rows: rows.map(({ total: _t, ...row }) => row), total: rows[0]?.total ?? 0 };
      // Past the last page: the window count is not there, count the candidates alone.
      const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(candidates);
      return { rows: [], total: count };
    },

    /** The prompts of these ids, in this order (an id deleted meanwhile is left out). */
    async findByIds(ids: string[]): Promise<Omit<PromptRow, 'searchVector'>[]> {
      if (ids.length === 0) return [];
      const rows = await db.select(promptColumns).from(prompts).where(inArray(prompts.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async findById(id: string): Promise<Omit<PromptRow, 'searchVector'> | undefined> {
      const [row] = await db.select(promptColumns).from(prompts).where(eq(prompts.id, id));
      return row;
    },

    /** Counts a view once per visitor, prompt and day; returns the views after counting. */
    async countView(promptId: string, visitorHash: string, day: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(promptViews)
          .values({ promptId, visitorHash, day })
          .onConflictDoNothing()
          .returning();
        if (inserted.length === 0) return null;
        const [row] = await tx
          .update(prompts)
          .set({ views: sql`${prompts.views} + 1` })
          .where(eq(prompts.id, promptId))
          .returning({ views: prompts.views });
        return row.views;
      });
    },

    /**
     * Records a visitor's rating of an active prompt (or changes it) and recounts the prompt's
     * average; undefined when there is no such active prompt.
     */
    async rate(
      promptId: string,
      visitorHash: string,
      rating: number,
    ): Promise<{ average: number | null; count: number } | undefined> {
      return db.transaction(async (tx) => {
        // The prompt row is locked first, so ratings of one prompt given at the same time recount one after the other.
        const [prompt] = await tx
          .select({ id: prompts.id })
          .from(prompts)
          .where(and(eq(prompts.id, promptId), eq(prompts.status, 'active')))
          .for('update');
        if (!prompt) return undefined;
        await tx
          .insert(promptRatings)
          .values({ promptId, visitorHash, rating })
          .onConflictDoUpdate({
            target: [promptRatings.promptId, promptRatings.visitorHash],
            set: { rating, updatedAt: new Date() },
          });
        const ofPrompt = sql`from ${promptRatings} where ${promptRatings.promptId} = ${promptId}`;
        const [row] = await tx
          .update(prompts)
          .set({
            rating: sql`(select avg(${promptRatings.rating})::float ${ofPrompt})`,
            ratingCount: sql`(select count(*)::int ${ofPrompt})`,
          })
          .where(eq(prompts.id, promptId))
          .returning({ average: prompts.rating, count: prompts.ratingCount });
        return row;
      });
    },

    /** A visitor's own rating of a prompt, if any. */
    async ratingOf(promptId: string, visitorHash: string): Promise<number | null> {
      const [row] = await db
        .select({ rating: promptRatings.rating })
        .from(promptRatings)
        .where(and(eq(promptRatings.promptId, promptId), eq(promptRatings.visitorHash, visitorHash)));
      return row?.rating ?? null;
    },

    /** Deletes the view-count rows of days before `day` (YYYY-MM-DD); returns how many. */
    async deleteViewsBefore(day: string): Promise<number> {
      const rows = await db.delete(promptViews).where(lt(promptViews.day, day)).returning({ day: promptViews.day });
      return rows.length;
    },

    /** The prompts of a business type: featured first, then the most viewed, then the best rated. */
    async forBusinessType(businessType: string, statuses: string[]) {
      return db
        .select({
          id: prompts.id,
          title: prompts.title,
          description: prompts.description,
          category: prompts.category,
          rating: prompts.rating,
          ratingCount: prompts.ratingCount,
          views: prompts.views,
          isFeatured: prompts.isFeatured,
        })
        .from(prompts)
        .where(and(inArray(prompts.status, statuses), arrayContains(prompts.businessTypes, [businessType])))
        .orderBy(desc(prompts.isFeatured), desc(prompts.views), ordered(shownRatingSql, 'desc'), asc(prompts.id));
    },

    async statsByCategory(statuses: string[]) {
      return db
        .select({
          category: prompts.category,
          count: sql<number>`count(*)::int`,
          views: sql<number>`coalesce(sum(${prompts.views}), 0)::int`,
          ratingSum: sql<number>`coalesce(sum(${prompts.rating} * ${prompts.ratingCount}), 0)::float`,
          ratingCount: sql<number>`coalesce(sum(${prompts.ratingCount}), 0)::int`,
        })
        .from(prompts)
        .where(inArray(prompts.status, statuses))
        .groupBy(prompts.category)
        .orderBy(asc(prompts.category));
    },

    async newestByCategory(statuses: string[], since: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ category: prompts.category })
        .from(prompts)
        .where(and(inArray(prompts.status, statuses), gte(prompts.createdAt, since)));
      return rows.map((r) => r.category);
    },

    async businessTypeCounts(statuses: string[]): Promise<Array<{ name: string; count: number }>> {
      const bt = sql<string>`unnest(${prompts.businessTypes})`;
      const unnested = db
        .select({ name: bt.as('name') })
        .from(prompts)
        .where(inArray(prompts.status, statuses))
        .as('unnested');
      return db
        .select({ name: unnested.name, count: sql<number>`count(*)::int` })
        .from(unnested)
        .groupBy(unnested.name);
    },

    /** The most used tags (lower-cased), by how many prompts have them, then by name. */
    async tagCounts(statuses: string[], limit: number): Promise<Array<{ name: string; count: number }>> {
      const unnested = db
        .select({ id: prompts.id, name: sql<string>`unnest(${lowerTags})`.as('name') })
        .from(prompts)
        .where(inArray(prompts.status, statuses))
        .as('unnested');
      const count = sql<number>`count(distinct ${unnested.id})::int`;
      return db
        .select({ name: unnested.name, count })
        .from(unnested)
        .groupBy(unnested.name)
        .orderBy(desc(count), asc(unnested.name))
        .limit(limit);
    },

    async statusCounts(): Promise<Array<{ status: string; count: number }>> {
      return db
        .select({ status: prompts.status, count: sql<number>`count(*)::int` })
        .from(prompts)
        .groupBy(prompts.status);
    },

    async insertOne(row: NewPromptRow) {
      const [created] = await db.insert(prompts).values(row).returning(promptColumns);
      return created;
    },

    async update(id: string, changes: Partial<NewPromptRow>) {
      const [row] = await db.update(prompts).set(changes).where(eq(prompts.id, id)).returning(promptColumns);
      return row;
    },

    /** Updates only when the prompt is in the expected status (archive only from active, ...). */
    async updateWhereStatus(id: string, status: string, changes: Partial<NewPromptRow>) {
      const [row] = await db
        .update(prompts)
        .set(changes)
        .where(and(eq(prompts.id, id), eq(prompts.status, status)))
        .returning(promptColumns);
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(prompts).where(eq(prompts.id, id));
    },
  };
}

export type PromptRepository = ReturnType<typeof createPromptRepository>;
