import { asc, getTableColumns, getTableName, is, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { AppDb } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import type { WritePlan } from './bulk-prepare.js';

/**
 * JSON per statement. Each statement is one parameter (a JSON array of rows, read with
 * jsonb_to_recordset), so a few statements carry thousands of rows. On PGlite a statement runs on
 * this thread, so it stays short (about 60 prompts, tens of milliseconds) and other requests are
 * answered between two; PostgreSQL runs them in its own processes and takes far larger ones.
 */
export const BATCH_BYTES = { pglite: 256 * 1024, postgres: 4 * 1024 * 1024 } as const;
/** Rows a replacing import deletes per statement (cascades to favourites and views included). */
const DELETE_BATCH = 1_000;

/** The storage side of a bulk import and export. */
export interface BulkStore<Stored> {
  /** About how many bytes of JSON rows the import worker puts in one statement. */
  batchBytes: number;
  /** A page of rows in a stable order, for streaming exports. */
  page(offset: number, limit: number): Promise<Stored[]>;
  /**
   * All or nothing, in one transaction. replaceExisting deletes every row the import does not
   * carry the id of, and overwrites the others in place: rows that refer to them (favourites,
   * view counts) stay, where deleting and inserting again would cascade them away.
   */
  write(plan: WritePlan, replaceExisting: boolean): Promise<void>;
  removeAll(): Promise<number>;
  /** The ids in use. */
  ids(): Promise<Array<number | string>>;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

/** Lets the requests that arrived meanwhile run before the next statement (PGlite blocks this thread while it works). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const name = (identifier: string) => sql`${sql.identifier(identifier)}`;
const list = (items: SQL[]) => sql.join(items, sql`, `);

type TableWithId = PgTable & { id: PgColumn };

/**
 * The bulk store of one table. `columns` chooses what an export page reads (all columns when
 * omitted); `order` must end with a unique column so pages do not overlap; `kept` are columns a
 * replacing import leaves as they are (what visitors made, what the database derives).
 */
export function createBulkStore<T extends TableWithId, Stored = T['$inferSelect']>(
  db: AppDb,
  table: T,
  options: { order: PgColumn[]; columns?: Record<string, PgColumn>; kept?: PgColumn[] },
): BulkStore<Stored> {
  const select = options.columns ? db.select(options.columns) : db.select();
  const tableName = name(getTableName(table));
  const types = new Map(Object.values(getTableColumns(table)).map((column) => [column.name, column.getSQLType()]));
  const idType = sql.raw(table.id.getSQLType());
  // Replacing overwrites every column of a kept row with the imported one (defaults where the import has none).
  const kept = new Set((options.kept ?? []).map((column) => column.name));
  const overwritten = [...types.keys()].filter((column) => column !== table.id.name && !kept.has(column));
  const idsOf = async (tx: Pick<AppDb, 'select'>) => (await tx.select({ id: table.id }).from(table as PgTable)).map((r) => r.id as number | string);
  const idList = (ids: Array<number | string>) => sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::${idType})`;

  /** Statements that write one batch (a JSON array of rows with these columns). */
  function writeBatch(columns: string[], rows: string, replaceExisting: boolean): SQL {
    const unknown = columns.find((column) => !types.has(column));
    if (unknown) throw new Error(`bulk import: ${getTableName(table)} has no column ${unknown}`);
    const names = list(columns.map(name));
    const recordset = sql`jsonb_to_recordset(${rows}::jsonb) as "x"(${list(columns.map((column) => sql`${name(column)} ${sql.raw(types.get(column)!)}`))})`;
    const insert = sql`insert into ${tableName} (${names}) select ${names} from`;
    // Rows without an id are new; so is every row of an import that does not replace (a clash is a unique violation).
    if (!replaceExisting || !columns.includes(table.id.name)) return sql`${insert} ${recordset}`;
    // Overwrite the rows whose id exists, insert the others: an UPDATE does not run the INSERT
    // triggers (a prompt's search vector stays when its texts did not change, see migration 0007).
    const set = overwritten.map((column) => sql`${name(column)} = ${columns.includes(column) ? sql`"x".${name(column)}` : sql`default`}`);
    const id = name(table.id.name);
    return sql`with "x" as (select * from ${recordset}),
      "updated" as (update ${tableName} set ${list(set)} from "x" where ${tableName}.${id} = "x".${id} returning ${tableName}.${id})
      ${insert} "x" where "x".${id} not in (select ${id} from "updated")`;
  }

  return {
    batchBytes: is(db, PgliteDatabase) ? BATCH_BYTES.pglite : BATCH_BYTES.postgres,
    async page(offset, limit) {
      return (await select
        .from(table as PgTable)
        .orderBy(...options.order.map((c) => asc(c)))
        .offset(offset)
        .limit(limit)) as Stored[];
    },
    async write(plan, replaceExisting) {
      try {
        await db.transaction(async (tx) => {
          if (replaceExisting) {
            const keep = new Set(plan.ids);
            const gone = (await idsOf(tx)).filter((id) => !keep.has(id));
            for (let i = 0; i < gone.length; i += DELETE_BATCH) {
              await tx.execute(sql`delete from ${tableName} where ${name(table.id.name)} in ${idList(gone.slice(i, i + DELETE_BATCH))}`);
              await nextTurn();
            }
          }
          for (const group of plan.groups) {
            for (const rows of group.batches) {
              await tx.execute(writeBatch(group.columns, rows, replaceExisting));
              await nextTurn();
            }
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
