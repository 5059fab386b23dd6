import { asc, gt, inArray, lt, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDb, Database } from '../../db/client.js';
import type { TableChanges } from '../../db/table-changes.js';
import { promptChanges, prompts } from '../../db/schema/index.js';
import type { HousekeepingTask } from '../../plugins/housekeeping.js';
import { parsePrefixTsquery, rankTerms } from './prompt-index-rank.js';
import { PromptIndexStore, type IndexPage, type IndexedPrompt, type SortField } from './prompt-index-store.js';
import { promptColumns, shownRatingSql, titleOrder, type PromptFilter, type PromptRow } from './prompt-repository.js';
import { rowsOf } from '../../db/rows.js';

export type PromptPageRow = Omit<PromptRow, 'searchVector'>;

/**
 * The gallery's lists and searches answered from memory (issue 12: "search in milliseconds").
 *
 * Every prompt's filter, sort and search data is loaded once (in the background: until then, and
 * whenever the index is not sure to be current, the database answers), then kept current: a write
 * to prompts marks the index dirty (database.changes), and the next query first reloads the
 * prompts the change log (prompt_changes, filled by triggers) names since the last refresh.
 * The change log is read by transaction: every row written by a transaction that was still running
 * at the previous refresh (xid >= that snapshot's xmin) is read again, so a transaction committing
 * late is never missed, on one server or several.
 */
export interface PromptIndex<T extends object = PromptPageRow> {
  /** A page's ids and total, or null when the database should answer. */
  page(filter: PromptFilter, page: IndexPageRequest): Promise<IndexPage | null>;
  /**
   * The prompts of a page the index gave, in its order, in the form it keeps them (KeptForm): from
   * memory when kept (a refresh makes again the prompts it reloads, a full load all of them), the
   * others made from the rows `fetch` reads, and kept.
   */
  kept(ids: string[], fetch: (ids: string[]) => Promise<PromptPageRow[]>): Promise<T[]>;
  /** Starts loading, if not already loaded or loading. */
  start(): void;
  /** Settles once the index is loaded and current (tests, benchmarks). */
  ready(): Promise<void>;
  /** Marks the index dirty, as a write to prompts does. */
  invalidate(): void;
  /** Bytes held, estimated: the index's own (PromptIndexStore.bytes) and the prompts it keeps (KeptForm.bytes). */
  memory(): { index: number; kept: number };
  close(): Promise<void>;
}

export interface IndexPageRequest {
  offset: number;
  limit: number;
  sortBy?: SortField;
  sortOrder: 'asc' | 'desc';
  /** Best matches first (a search without a chosen sort). */
  ranked: boolean;
}

type Logger = Pick<FastifyBaseLogger, 'info' | 'error'>;
interface Refresh {
  decided: Promise<boolean>;
  done: Promise<void>;
}

/**
 * Rows read per query while loading: PGlite runs on this thread, and 100 rows hold it some 30 ms
 * (500 held it 150 ms), and keeping them (their answers serialised and deflated) some 20 ms more,
 * so other requests get in between.
 */
const LOAD_BATCH = 100;
/** Changed prompts a query waits for; with more, the database answers until the index has caught up. */
const WAIT_FOR_CHANGES = 200;
/**
 * The change log keeps a day. An index told of a write more than half of it ago (and not refreshed
 * since) loads everything again: the rows of that write may be gone (a transaction is taken to last
 * less than the other half).
 */
const CHANGE_LOG_HOURS = 24;
const STALE_AFTER_MS = (CHANGE_LOG_HOURS / 2) * 3_600_000;
/** After a failed load, the database answers for this long before the index tries again. */
const RETRY_AFTER_MS = 30_000;
/** Searches whose stemmed terms are remembered. */
const QUERY_MEMO = 1_000;
/**
 * How the index keeps prompts for the pages it gives, so that a page needs no read of PGlite (which
 * runs on this thread, where a page of rows costs milliseconds): `of` makes the kept form from a
 * prompt's row, `bytes` tells its size, and the least recently asked go past `budget` bytes. The
 * server keeps each prompt's prepared answer (prompt-list-answer.ts) and nothing else of it:
 * one form per prompt (decision 0078).
 */
export interface KeptForm<T extends object> {
  of: (row: PromptPageRow) => T;
  bytes: (kept: T) => number;
  budget: number;
}

/** Prompts kept: a library of 10,000 fits; a larger one keeps those asked for most recently. */
export const KEPT_PROMPTS = 10_000;

/** Page rows as they are (tests): about 4,800 characters a prompt, a byte each (V8 keeps Latin-1 text so). */
export const pageRows = (budget = KEPT_PROMPTS * 4_800): KeptForm<PromptPageRow> => ({
  of: (row) => row,
  bytes: (row) =>
    200 +
    row.title.length +
    row.description.length +
    row.promptText.length +
    row.exampleUse.length +
    row.whyItWorks.length +
    row.makeItYours.length +
    row.tags.join().length,
  budget,
});

/** A prompt's row with what the index reads besides: shown rating, day number, title key and vector text. */
const indexColumns = {
  ...promptColumns,
  shownRating: sql<number | null>`${shownRatingSql}`,
  day: sql<number>`(${prompts.createdAt} - date '2000-01-01')`,
  titleKey: sql<string>`${titleOrder}`,
  vector: sql<string | null>`${prompts.searchVector}::text`,
};
type LoadedRow = PromptPageRow & IndexedPrompt;
const pageRowOf = ({ shownRating: _r, day: _d, titleKey: _t, vector: _v, ...row }: LoadedRow): PromptPageRow => row;

export function createPromptIndex<T extends object>(options: {
  db: AppDb;
  changes: TableChanges;
  log: Logger;
  keep: KeptForm<T>;
}): PromptIndex<T> {
  const { db, log, keep: form } = options;
  let store: PromptIndexStore | null = null;
  /** The snapshot xmin of the last load or refresh: change rows of transactions from there on are read again. */
  let xmin = '0';
  let dirty = false;
  /** When the index was first told of a write it has not read yet. */
  let dirtySince = 0;
  let loading: Promise<void> | null = null;
  let refreshing: Refresh | null = null;
  let failedAt = -Infinity;
  let closed = false;
  const terms = new Map<string, string[] | null>();
  /** Counts evictions: rows read while one happened may be older than it, and are not kept. */
  let rowEpoch = 0;
  /** Prompts as read at or after the last refresh, in their kept form; the least recently used go past the budget. */
  const keptPrompts = new LRUCache<string, T>({
    maxSize: form.budget,
    sizeCalculation: (kept) => Math.max(1, form.bytes(kept)),
  });
  const keep = (row: PromptPageRow): T => {
    const kept = form.of(row);
    keptPrompts.set(row.id, kept);
    return kept;
  };

  const markDirty = () => {
    if (!dirty) dirtySince = Date.now();
    dirty = true;
  };
  const unsubscribe = options.changes.subscribe((tables) => {
    if (tables.has('prompts')) markDirty();
  });

  /** Transactions older than this one have ended: the rows of any later one are read again next time. */
  const snapshotXmin = async () =>
    rowsOf<{ xmin: string }>(await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`))[0]
      .xmin;

  const titleRanks = async (): Promise<Array<[string, number]>> =>
    (
      await db
        .select({ id: prompts.id, rank: sql<number>`dense_rank() over (order by ${titleOrder})::int` })
        .from(prompts)
    ).map((r) => [r.id, Number(r.rank)]);

  const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

  async function load(): Promise<void> {
    const started = Date.now();
    store = null;
    dirty = false;
    keptPrompts.clear();
    rowEpoch++;
    const loadXmin = await snapshotXmin();
    const next = new PromptIndexStore();
    let last: string | null = null;
    for (;;) {
      if (closed) return;
      const rows: LoadedRow[] = await db
        .select(indexColumns)
        .from(prompts)
        .where(last === null ? undefined : gt(prompts.id, last))
        .orderBy(asc(prompts.id))
        .limit(LOAD_BATCH);
      for (const row of rows) {
        next.upsert(row);
        // The same read fills the kept prompts, as far as they hold: pages need no read of their own.
        if (keptPrompts.calculatedSize < form.budget) keep(pageRowOf(row));
      }
      if (rows.length < LOAD_BATCH) break;
      last = rows[rows.length - 1].id;
      await yieldToRequests();
    }
    next.setTitleRanks(await titleRanks());
    next.compact();
    next.settle();
    if (closed) return;
    store = next;
    xmin = loadXmin;
    log.info({ prompts: next.size, ms: Date.now() - started }, 'prompt search index loaded');
  }

  /** Starts a full load unless one is under way; the database answers until it is done. */
  function reload(): void {
    if (loading || closed || Date.now() - failedAt < RETRY_AFTER_MS) return;
    loading = load()
      .catch((error: unknown) => {
        store = null;
        failedAt = Date.now();
        if (!closed) log.error({ err: error }, 'prompt search index: load failed; the database answers meanwhile');
      })
      .finally(() => {
        loading = null;
      });
  }

  /**
   * Applies what changed since the last refresh. `decided` tells whether a query should wait for
   * it (false: many prompts changed, or a full load started, and the database answers meanwhile).
   */
  function startRefresh(): Refresh {
    let decide!: (wait: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (decide = resolve));
    const done = (async () => {
      const stale = Date.now() - dirtySince > STALE_AFTER_MS;
      dirty = false;
      const current = store!;
      const nextXmin = await snapshotXmin();
      // Ids of the prompts written since (NULL first: a TRUNCATE, every prompt).
      const limit = Math.max(WAIT_FOR_CHANGES, Math.floor(current.size / 4));
      const changed = rowsOf<{ id: string | null }>(
        await db.execute(
          sql`select distinct ${promptChanges.promptId} as id from ${promptChanges} where ${promptChanges.xid} >= ${xmin}::xid8 order by 1 nulls first limit ${limit + 1}`,
        ),
      ).map((r) => r.id);
      if (stale || changed.length > limit || changed[0] === null) {
        decide(false);
        return reload();
      }
      const ids = changed as string[];
      decide(ids.length <= WAIT_FOR_CHANGES);
      rowEpoch++;
      let titlesChanged = false;
      const found = new Set<string>();
      for (let i = 0; i < ids.length; i += LOAD_BATCH) {
        const rows: LoadedRow[] = await db
          .select(indexColumns)
          .from(prompts)
          .where(inArray(prompts.id, ids.slice(i, i + LOAD_BATCH)));
        for (const row of rows) {
          found.add(row.id);
          if (current.upsert(row)) titlesChanged = true;
          keep(pageRowOf(row));
        }
      }
      for (const id of ids) {
        if (found.has(id)) continue;
        current.remove(id);
        keptPrompts.delete(id);
      }
      if (titlesChanged) current.setTitleRanks(await titleRanks());
      current.settle();
      xmin = nextXmin;
      // Prompts whose text changed left their old postings behind; past a point, load afresh.
      if (current.dead > Math.max(1_000, current.size)) reload();
    })()
      .catch((error: unknown) => {
        store = null;
        failedAt = Date.now();
        if (!closed) log.error({ err: error }, 'prompt search index: refresh failed; the database answers meanwhile');
      })
      .finally(() => {
        decide(false);
        refreshing = null;
      });
    return { decided, done };
  }

  /** The store once current, or null when the database should answer. */
  async function currentStore(): Promise<PromptIndexStore | null> {
    if (closed) return null;
    if (!store) {
      reload();
      return null;
    }
    // A refresh under way may have read the log before the latest write: wait for it, then see.
    if (refreshing) {
      if (!(await refreshing.decided)) return null;
      await refreshing.done;
    }
    if (dirty && store) {
      refreshing ??= startRefresh();
      if (!(await refreshing.decided)) return null;
      await refreshing.done;
    }
    return store;
  }

  /** The search's terms as PostgreSQL stems them (asked once per distinct search), or null when the index cannot answer it. */
  async function termsOf(tsquery: string): Promise<string[] | null> {
    let parsed = terms.get(tsquery);
    if (parsed === undefined) {
      const [row] = rowsOf<{ q: string }>(await db.execute(sql`select to_tsquery('english', ${tsquery})::text as q`));
      const found = parsePrefixTsquery(row.q);
      parsed = found && rankTerms(found);
      if (terms.size >= QUERY_MEMO) terms.delete(terms.keys().next().value!);
    } else terms.delete(tsquery);
    terms.set(tsquery, parsed);
    return parsed;
  }

  return {
    async page(filter, page) {
      if (closed) return null;
      const searchTerms = filter.tsquery ? await termsOf(filter.tsquery) : undefined;
      if (searchTerms === null) return null;
      const current = await currentStore();
      if (!current) return null;
      return current.query({
        statuses: filter.statuses,
        categories: filter.categories,
        businessType: filter.businessType,
        tags: filter.tags,
        featured: filter.featured,
        terms: searchTerms,
        ranked: page.ranked,
        sortBy: page.sortBy ?? 'rating',
        desc: page.sortOrder === 'desc',
        offset: page.offset,
        limit: page.limit,
      });
    },
    async kept(ids, fetch) {
      // Taken before the read: keeping the prompts read may push out prompts of this same page.
      const found = new Map<string, T>();
      const missing: string[] = [];
      for (const id of ids) {
        // Now the most recently used: the least recently used go when memory is short.
        const kept = keptPrompts.get(id);
        if (kept) found.set(id, kept);
        else missing.push(id);
      }
      if (missing.length > 0) {
        const epoch = rowEpoch;
        const fetched = await fetch(missing);
        // Rows read while a refresh ran may be older than it: made for this page, not kept.
        for (const row of fetched) found.set(row.id, epoch === rowEpoch ? keep(row) : form.of(row));
      }
      return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
    },
    start: reload,
    async ready() {
      reload();
      for (;;) {
        if (loading) await loading;
        else if (refreshing) await refreshing.done;
        else if (dirty && store) refreshing = startRefresh();
        else break;
      }
      if (!store) throw new Error('prompt search index did not load');
    },
    invalidate: markDirty,
    memory: () => ({ index: store?.bytes ?? 0, kept: keptPrompts.calculatedSize }),
    async close() {
      closed = true;
      unsubscribe();
      await Promise.all([loading, refreshing?.done]);
    },
  };
}

/** Drops change-log rows older than a day: every index has read them by then (or loads afresh). */
export function promptChangesTask(db: AppDb): HousekeepingTask {
  return {
    name: 'prompt change log',
    run: async () =>
      (
        await db
          .delete(promptChanges)
          .where(lt(promptChanges.changedAt, sql`now() - make_interval(hours => ${CHANGE_LOG_HOURS})`))
          .returning({ seq: promptChanges.seq })
      ).length,
  };
}

/**
 * The app's prompt index, or null when GALLERY_SEARCH_INDEX=off: it starts loading once the
 * server listens (or on the first query) and stops before the database closes. The change log is
 * trimmed either way (the triggers fill it either way).
 */
export function registerPromptIndex<T extends object>(
  app: FastifyInstance,
  database: Database,
  keep: KeptForm<T> | null,
): PromptIndex<T> | null {
  app.housekeeping.register(promptChangesTask(database.db));
  if (!keep) return null;
  const index = createPromptIndex({ db: database.db, changes: database.changes, log: app.log, keep });
  app.addHook('onListen', async () => index.start());
  app.addHook('preClose', async () => index.close());
  return index;
}
