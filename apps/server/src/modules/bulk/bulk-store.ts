import { asc, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';

/**
 * Bind parameters per INSERT statement: about half of PostgreSQL's limit (65535). Fewer, larger
 * statements import faster (10,000 prompts on PGlite: 2000-row statements ~19 s, 500-row ~23 s).
 */
export const INSERT_PARAMETERS = 30_000;

/** The storage side of a bulk import and export. */
export interface BulkStore<Stored, New> {
  /** A page of rows in a stable order, for streaming exports. */
  page(offset: number, limit: number): Promise<Stored[]>;
  /**
   * All or nothing, in one transaction. replaceExisting deletes every row the import does not
   * carry the id of, and overwrites the others in place: rows that refer to them (favourites,
   * view counts) stay, where deleting and inserting again would cascade them away.
   */
  replace(rows: New[], replaceExisting: boolean): Promise<void>;
  removeAll(): Promise<number>;
  /** The ids in use. */
  ids(): Promise<Array<number | string>>;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

type TableWithId = PgTable & { id: PgColumn };

/**
 * The bulk store of one table. `columns` chooses what an export page reads (all columns when
 * omitted); `order` must end with a unique column so pages do not overlap; `kept` are columns a
 * replacing import leaves as they are (what visitors made: a prompt's views and ratings).
 */
export function createBulkStore<T extends TableWithId, Stored = T['$inferSelect']>(
  db: AppDb,
  table: T,
  options: { order: PgColumn[]; columns?: Record<string, PgColumn>; kept?: PgColumn[] },
): BulkStore<Stored, T['$inferInsert']> {
  const select = options.columns ? db.select(options.columns) : db.select();
  const columns = getTableColumns(table);
  const batch = Math.max(1, Math.floor(INSERT_PARAMETERS / Object.keys(columns).length));
  // Replacing overwrites every column of a kept row with the imported one (defaults where the import has none).
  const kept = new Set(options.kept ?? []);
  const overwrite = Object.fromEntries(Object.entries(columns).filter(([key, column]) => key !== 'id' && !kept.has(column)).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)])) as PgUpdateSetSource<T>;
  const idsOf = async (tx: Pick<AppDb, 'select'>) => (await tx.select({ id: table.id }).from(table as PgTable)).map((r) => r.id as number | string);
  return {
    async page(offset, limit) {
      return (await select
        .from(table as PgTable)
        .orderBy(...options.order.map((c) => asc(c)))
        .offset(offset)
        .limit(limit)) as Stored[];
    },
    async replace(rows, replaceExisting) {
      try {
        await db.transaction(async (tx) => {
          if (replaceExisting) {
            const kept = new Set(rows.map((r) => (r as { id?: number | string }).id).filter((id) => id !== undefined));
            const gone = (await idsOf(tx)).filter((id) => !kept.has(id));
            for (let i = 0; i < gone.length; i += INSERT_PARAMETERS) await tx.delete(table).where(inArray(table.id, gone.slice(i, i + INSERT_PARAMETERS)));
          }
          for (let i = 0; i < rows.length; i += batch) {
            const insert = tx.insert(table).values(rows.slice(i, i + batch));
            await (replaceExisting ? insert.onConflictDoUpdate({ target: table.id, set: overwrite }) : insert);
          }
        });
      } catch (error) {
        // Ids are checked before writing; this covers a row written meanwhile by another request.
        if (isUniqueViolation(error)) throw new HttpError(409, 'An imported id is already in use; nothing was imported.');
        throw error;
      }
    },
    async removeAll() {
      return (await db.delete(table).returning({ id: table.id })).length;
    },
    ids: () => idsOf(db),
  };
}
