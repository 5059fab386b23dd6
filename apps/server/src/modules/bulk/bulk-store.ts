import { asc, getTableColumns, getTableName, is, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { AppDb } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import type { ImportHelp, Vectorize, WritePlan } from './bulk-prepare.js';
import { rowsOf } from '../../db/rows.js';

/**
 * How an import's statements are sized and spaced. Each statement carries its rows as one JSON
 * parameter (read with json_to_recordset), so a few statements write thousands of rows. json, not
 * jsonb: each row is read once, and jsonb would first build (and key-sort) a tree of the whole
 * parameter (measured, 5,000 prompts in one transaction: json as fast as COPY, jsonb 12% slower).
 * PostgreSQL runs them in its own processes: large ones, back to back. PGlite runs them on this
 * thread, where nothing else is answered meanwhile: each is sized to take about targetMs, and a
 * pause after it lets the requests that arrived meanwhile in (measured: with only a setImmediate
 * between statements, Node reads few sockets per turn and answers waited seconds).
 */
const POSTGRES_STATEMENT_BYTES = 4 * 1024 * 1024;
const PGLITE = { targetMs: 50, pauseMs: 5, firstBytes: 64 * 1024, minBytes: 8 * 1024, maxBytes: 4 * 1024 * 1024 };
/**
 * Rows the import worker makes at a time on PostgreSQL, which writes each slice while the worker
 * makes the next. PGlite writes on this thread and takes them in one piece: with the worker busy
 * beside it on two cores, other requests waited twice as long, for an import barely faster.
 */
const POSTGRES_SLICE_ROWS = 500;
/** Rows a replacing import deletes per statement (cascades to favourites and views included). */
const DELETE_BATCH = 500;

/** The storage side of a bulk import and export; as ImportHelp, the database's stemmer and vectors for the rows an import makes (bulk-prepare.ts). */
export interface BulkStore<Stored> extends ImportHelp {
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
  /** Rows of an import made at a time (all at once when undefined). */
  sliceRows: number | undefined;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
};

const utf8 = new TextDecoder();
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
  options: {
    order: PgColumn[];
    columns?: Record<string, PgColumn>;
    kept?: PgColumn[];
    /** A fixed statement size (tests). */ statementBytes?: number;
  },
): BulkStore<Stored> {
  const pglite = is(db, PgliteDatabase);
  const select = options.columns ? db.select(options.columns) : db.select();
  const tableName = name(getTableName(table));
  const types = new Map(Object.values(getTableColumns(table)).map((column) => [column.name, column.getSQLType()]));
  const idType = sql.raw(table.id.getSQLType());
  // Replacing overwrites every column of a kept row with the imported one (defaults where the import has none).
  const kept = new Set((options.kept ?? []).map((column) => column.name));
  const overwritten = [...types.keys()].filter((column) => column !== table.id.name && !kept.has(column));
  const idsOf = async (tx: Pick<AppDb, 'select'>) =>
    (await tx.select({ id: table.id }).from(table as PgTable)).map((r) => r.id as number | string);
  const idList = (ids: Array<number | string>) =>
    sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::${idType})`;

  /** The statement that writes one batch (a JSON array of rows with these columns). */
  function writeBatch(columns: string[], rows: string, replaceExisting: boolean): SQL {
    const unknown = columns.find((column) => !types.has(column));
    if (unknown) throw new Error(`bulk import: ${getTableName(table)} has no column ${unknown}`);
    const names = list(columns.map(name));
    const recordset = sql`json_to_recordset(${rows}::json) as "x"(${list(columns.map((column) => sql`${name(column)} ${sql.raw(types.get(column)!)}`))})`;
    const insert = sql`insert into ${tableName} (${names}) select ${names} from`;
    // Rows without an id are new; so is every row of an import that does not replace (a clash is a unique violation).
    if (!replaceExisting || !columns.includes(table.id.name)) return sql`${insert} ${recordset}`;
    // Overwrite the rows whose id exists, insert the others: an UPDATE does not run the INSERT
    // triggers (a prompt's search vector stays when its texts did not change, see migration 0007).
    const set = overwritten.map(
      (column) => sql`${name(column)} = ${columns.includes(column) ? sql`"x".${name(column)}` : sql`default`}`,
    );
    const id = name(table.id.name);
    return sql`with "x" as (select * from ${recordset}),
      "updated" as (update ${tableName} set ${list(set)} from "x" where ${tableName}.${id} = "x".${id} returning ${tableName}.${id})
      ${insert} "x" where "x".${id} not in (select ${id} from "updated")`;
  }

  return {
    async page(offset, limit) {
      return (await select
        .from(table as PgTable)
        .orderBy(...options.order.map((c) => asc(c)))
        .offset(offset)
        .limit(limit)) as Stored[];
    },
    async write(plan, replaceExisting) {
      let size = options.statementBytes ?? (pglite ? PGLITE.firstBytes : POSTGRES_STATEMENT_BYTES);
      /** Runs a statement; on PGlite, sizes the next one on its pace (`bytes` of rows it wrote) and pauses for the other requests. */
      const run = async (tx: Pick<AppDb, 'execute'>, statement: SQL, bytes = 0) => {
        const started = performance.now();
        await tx.execute(statement);
        if (!pglite) return;
        if (bytes > 0 && options.statementBytes === undefined) {
          const rate = bytes / Math.max(1, performance.now() - started);
          size = Math.min(PGLITE.maxBytes, Math.max(PGLITE.minBytes, rate * PGLITE.targetMs));
        }
        await pause(PGLITE.pauseMs);
      };
      const groups = plan.groups[Symbol.asyncIterator]();
      // The first rows before the transaction: the worker stems words (a query) before it makes
      // them, which PGlite's single session would not answer until the transaction ends.
      let next = await groups.next();
      try {
        await db.transaction(async (tx) => {
          if (replaceExisting) {
            const keep = new Set(plan.ids);
            const gone = (await idsOf(tx)).filter((id) => !keep.has(id));
            for (let i = 0; i < gone.length; i += DELETE_BATCH) {
              await run(
                tx,
                sql`delete from ${tableName} where ${name(table.id.name)} in ${idList(gone.slice(i, i + DELETE_BATCH))}`,
              );
            }
          }
          for (; !next.done; next = await groups.next()) {
            const { columns, json, ends } = next.value;
            // Rows first..end-1, at least one, about `size` bytes: json[start, ends[end - 1]).
            for (let first = 0, start = 0; first < ends.length;) {
              let end = first + 1;
              while (end < ends.length && ends[end] - start <= size) end++;
              const stop = ends[end - 1];
              await run(
                tx,
                writeBatch(columns, `[${utf8.decode(json.subarray(start, stop - 1))}]`, replaceExisting),
                stop - start,
              );
              first = end;
              start = stop;
            }
          }
        });
      } catch (error) {
        // Ids are checked before writing; this covers a row written meanwhile by another request.
        if (isUniqueViolation(error))
          throw new HttpError(409, 'An imported id is already in use; nothing was imported.');
        throw error;
      }
    },
    async removeAll() {
      return (await db.delete(table).returning({ id: table.id })).length;
    },
    ids: () => idsOf(db),
    sliceRows: pglite ? undefined : POSTGRES_SLICE_ROWS,
    // PostgreSQL: on a session of the pool, beside the import's transaction (another process, another core).
    vectorize: pglite ? undefined : vectorsOf(db),
    async lexize(words) {
      const result = await db.execute(
        sql`select ts_lexize('english_stem', "w") as "lexemes" from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as "u"("w", "n") order by "n"`,
      );
      return rowsOf<{ lexemes: string[] }>(result).map((row) => row.lexemes[0] ?? null);
    },
  };
}

/** ImportHelp.vectorize: each record's fields as the insert trigger would make its vector. */
const vectorsOf =
  (db: AppDb): Vectorize =>
  async (records) => {
    const fields = records[0]?.length ?? 0;
    if (records.some((record) => record.length !== fields)) throw new Error('vectorize: records with different fields');
    const vector = sql.join(
      Array.from(
        { length: fields },
        (_, k) =>
          sql`setweight(to_tsvector('english', "e"."v" -> ${sql.raw(String(k))} ->> 0), ("e"."v" -> ${sql.raw(String(k))} ->> 1)::"char")`,
      ),
      sql` || `,
    );
    const texts = JSON.stringify(records.map((record) => record.map((field) => [field.text, field.weight])));
    const result = await db.execute(
      sql`select (${vector})::text as "vector" from json_array_elements(${texts}::json) with ordinality as "e"("v", "n") order by "n"`,
    );
    return rowsOf<{ vector: string }>(result).map((row) => row.vector);
  };
