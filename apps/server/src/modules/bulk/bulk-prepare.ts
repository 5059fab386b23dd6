import Fastify from 'fastify';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  BulkImportBodySchemas,
  CSV_ERRORS_SHOWN,
  CSV_PREVIEW_ROWS,
  DryRunQuerySchema,
  type BulkEntity,
  type ImportSummary,
} from '@ai4n/shared';
import { decodeCsv, issuesText, type CsvCodec, type CsvRowError } from '@ai4n/shared/csv';
import { EnglishVectors, type WeightedText } from '../../lib/english-tsvector.js';
import { pickFreeId, RANDOM_ID_LIMIT } from '../../lib/free-id.js';
import { HttpError, type FieldError } from '../../plugins/errors.js';
import { JSON_MAX_DEPTH, JSON_TOO_DEEP_MESSAGE, nestedDeeperThan } from '../../plugins/json-body.js';
import { unstorableTextIn } from '../../plugins/nul-text.js';

// Everything an import does before it writes: read the body, check every row, give ids, sum up,
// and turn the rows into the JSON the store writes. It runs in the import worker
// (bulk-import-worker.ts), so a 45 MB import does not stall the server's other requests.

export type Preview = ImportSummary['preview'][number];

/** How one entity's import is read and checked: no database here, the import worker loads it. */
export interface BulkImportRules<Schema extends z.ZodType = z.ZodType, New = unknown, Item = unknown> {
  entity: BulkEntity;
  /** In messages: 'Prompt 3: ...', 'No valid lessons could be created ...'. */
  noun: string;
  /** Reads CSV rows and checks every row (JSON items too) with the single-creation schema; also writes exports. */
  codec: CsvCodec<Item, Schema>;
  /** The table the rows go to: its columns name the rows' JSON fields. */
  table: PgTable;
  toRow(value: z.output<Schema>): New;
  preview(value: z.output<Schema>): Preview;
  /**
   * 'numbered' (lessons, questions): a given id is kept, a missing one becomes a free random id
   * below 10000. 'uuid' (prompts, FAQs): a given id is kept when replacing, so favourites and
   * shared links survive an export and re-import; otherwise (an added copy) the row gets a new one.
   */
  ids: 'numbered' | 'uuid';
  /** A field naming a row of another table (a question's lesson): an id not in `known` refuses the row. */
  reference?: { field: string; message(id: unknown): string };
  /**
   * A text search vector column the rows carry, computed here from these weighted texts where
   * lib/english-tsvector.ts can (the database computes the others when it stores them).
   */
  searchVector?: { column: PgColumn; fields(value: z.output<Schema>): WeightedText[] };
}

/** The rules of one entity, its types checked where it is defined. */
export const defineBulkImport = <Schema extends z.ZodType, New, Item>(rules: BulkImportRules<Schema, New, Item>) =>
  rules;

/** An import body as the route received it: bytes the worker decodes, or what Fastify made of another content type. */
export type BodySource = { type: 'json' | 'text'; bytes: Uint8Array } | { type: 'value'; value: unknown };

export interface ImportOptions {
  replaceExisting: boolean;
  dryRun: boolean;
}

export interface PrepareRequest {
  entity: BulkEntity;
  body: BodySource;
  /**
   * 'items': the JSON import { [entity]: items, replaceExisting }, its body and then `query` checked
   * here (body first, as Fastify checks them). 'csv': CSV text with `options` the route has checked.
   */
  route: 'items' | 'csv';
  query?: unknown;
  options?: ImportOptions;
  /** Ids in use: a numbered entity's import that does not replace refuses them. */
  taken: Array<number | string>;
  /** The ids the rules' `reference` may name. */
  known?: Array<number | string>;
  /**
   * Rows of the write plan made at a time (all at once when absent); the first slices are smaller
   * (FIRST_SLICE_ROWS, doubling), so that the database starts writing sooner.
   */
  sliceRows?: number;
}

/**
 * Rows with the same fields, each a JSON object keyed by column name (the store writes them with
 * json_to_recordset), as UTF-8 in one buffer: moved to the main thread rather than copied, it
 * costs that thread no deserializing and no garbage collection of tens of MB of strings.
 */
export interface RowGroup {
  columns: string[];
  /** The rows, each followed by a comma. */
  json: Uint8Array;
  /** Where each row's comma ends, in bytes. */
  ends: number[];
}

export function rowGroup(columns: string[], rows: string[]): RowGroup {
  const ends: number[] = [];
  let size = 0;
  for (const row of rows) ends.push((size += Buffer.byteLength(row) + 1));
  const json = Buffer.allocUnsafeSlow(size);
  rows.forEach((row, i) => {
    json.write(row, i === 0 ? 0 : ends[i - 1]);
    json[ends[i] - 1] = 0x2c; // ','
  });
  return { columns, json, ends };
}

/**
 * What an import writes. The row groups come a slice of rows at a time as the worker makes them
 * (search vectors and JSON), so that PostgreSQL can write one while the worker makes the next.
 */
export interface WritePlan<Groups = AsyncIterable<RowGroup>> {
  /** The ids the import carries: a replacing import deletes every other row. */
  ids: Array<number | string>;
  groups: Groups;
}

/** ts_lexize('english_stem', word) of each word, in order: its lexeme, or null for a stop word (the database's stemmer). */
export type Lexize = (words: string[]) => Promise<Array<string | null>>;

/**
 * The text of `setweight(to_tsvector('english', text), weight) || ...` of each record's fields, in
 * order, as the database makes it: the vectors lib/english-tsvector.ts cannot make (texts with
 * characters beyond ASCII), made on PostgreSQL by a session of their own beside the import's
 * writes rather than by the insert trigger inside them (decision 0076).
 */
export type Vectorize = (records: WeightedText[][]) => Promise<string[]>;

/** What the worker asks of the database on the main thread while it prepares an import. */
export interface ImportHelp {
  lexize: Lexize;
  /** Absent on PGlite: one session, on the server's thread, where the trigger makes them in paced statements. */
  vectorize?: Vectorize;
}

export type PrepareResult<Groups = AsyncIterable<RowGroup>> =
  | { ok: true; summary: ImportSummary; replaceExisting: boolean; write: WritePlan<Groups> | null }
  | { ok: false; statusCode: number; message: string; extra: HttpError['extra'] };

/** A zod failure answered as the app answers a failed request schema (plugins/errors.ts). */
function schemaError(error: z.ZodError): HttpError {
  const errors: FieldError[] = error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  return new HttpError(400, errors.map((e) => `${e.field}: ${e.message}`).join('; '), { errors });
}

// Fastify's own JSON parser (prototype poisoning refused, the same messages), as plugins/json-body.ts uses it.
let jsonParser: ReturnType<ReturnType<typeof Fastify>['getDefaultJsonParser']> | undefined;
function parseJson(text: string): unknown {
  jsonParser ??= Fastify().getDefaultJsonParser('error', 'error');
  let result: { error: (Error & { statusCode?: number }) | null; value?: unknown } | undefined;
  jsonParser(undefined as never, text, (error: Error | null, value: unknown) => {
    result = { error, value };
  });
  if (result!.error) throw new HttpError(result!.error.statusCode ?? 400, result!.error.message);
  return result!.value;
}

// Fastify reads a body as text this way too: a byte-order mark is kept, bad bytes become U+FFFD.
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/** The body as the JSON body parser (plugins/json-body.ts) or the text parser would have given it. */
function decodeBody(body: BodySource): unknown {
  if (body.type === 'value') return body.value;
  const text = utf8.decode(body.bytes);
  if (body.type === 'text') return text;
  if (nestedDeeperThan(text, JSON_MAX_DEPTH))
    throw new HttpError(400, JSON_TOO_DEEP_MESSAGE, { errors: [{ field: 'body', message: JSON_TOO_DEEP_MESSAGE }] });
  return parseJson(text);
}

type Id = number | string;
type Entry = { row: number; value: Record<string, unknown> };

/**
 * The whole import short of writing: the summary, the rows to write, or the error to answer.
 * `help` stems the words of search vectors (and makes the others); without it, the database
 * computes them all as it stores the rows.
 */
export async function prepareImport(
  rules: BulkImportRules,
  request: PrepareRequest,
  help?: ImportHelp,
): Promise<PrepareResult> {
  try {
    const { summary, replaceExisting, records } = prepare(rules, request);
    if (records === null) return { ok: true, summary, replaceExisting, write: null };
    const ids = records.flatMap((r) => (r.value.id === undefined ? [] : [r.value.id as Id]));
    const slices =
      request.sliceRows === undefined
        ? { first: records.length, most: records.length }
        : { first: Math.min(request.sliceRows, FIRST_SLICE_ROWS), most: request.sliceRows };
    return {
      ok: true,
      summary,
      replaceExisting,
      write: { ids, groups: rowGroups(rules, records, replaceExisting, slices, help) },
    };
  } catch (error) {
    if (error instanceof HttpError)
      return { ok: false, statusCode: error.statusCode, message: error.message, extra: error.extra };
    throw error;
  }
}

/** A checked import: its summary, and the rows to write (null for a dry run). */
type Checked = { summary: ImportSummary; replaceExisting: boolean; records: Entry[] | null };

function prepare(rules: BulkImportRules, request: PrepareRequest): Checked {
  const body = decodeBody(request.body);
  const records: Entry[] = [];
  const errors: CsvRowError[] = [];
  if (request.route === 'items') {
    const parsed = BulkImportBodySchemas[rules.entity].safeParse(body);
    if (!parsed.success) throw schemaError(parsed.error);
    const query = DryRunQuerySchema.safeParse(request.query ?? {});
    if (!query.success) throw schemaError(query.error);
    const options = { replaceExisting: parsed.data.replaceExisting, dryRun: query.data.dryRun === 'true' };
    const label = (row: number) => `${rules.noun} ${row}`;
    // Each item is checked with the single-creation schema; errors name the item from 1.
    ((parsed.data as Record<string, unknown>)[rules.entity] as unknown[]).forEach((item, i) => {
      const result = rules.codec.schema.safeParse(item);
      if (result.success) records.push({ row: i + 1, value: result.data as Record<string, unknown> });
      else errors.push({ row: i + 1, message: `${label(i + 1)}: ${issuesText(result.error)}` });
    });
    return finish(rules, request, records, errors, label, 'data', options);
  }
  // CSV: errors name the row, the header being row 1. The route's text parser gave a string (and a JSON body its value).
  const decoded = decodeCsv(rules.codec, typeof body === 'string' ? body : String(body ?? ''));
  if (decoded.records.length === 0 && decoded.errors.length === 0)
    throw new HttpError(
      400,
      'No valid data found in CSV file. Please check that your file has data rows below the header.',
    );
  return finish(
    rules,
    request,
    decoded.records as Entry[],
    decoded.errors,
    (row) => `Row ${row}`,
    'CSV data',
    request.options!,
  );
}

/**
 * The one path of a dry run and an import: every check that can refuse a row runs here, before
 * the dry run answers, so a dry run refuses exactly what the import would.
 */
function finish(
  rules: BulkImportRules,
  request: PrepareRequest,
  decoded: Entry[],
  errors: CsvRowError[],
  label: (row: number) => string,
  source: string,
  options: ImportOptions,
): Checked {
  const storable: Entry[] = [];
  const reference = rules.reference;
  const known = new Set(request.known ?? []);
  for (const record of decoded) {
    const named = reference ? record.value[reference.field] : null;
    if (named !== null && named !== undefined && !known.has(named as Id)) {
      errors.push({ row: record.row, message: `${label(record.row)}: ${reference!.message(named)}` });
      continue;
    }
    // Text PostgreSQL cannot store (NUL, half a surrogate pair): the row is reported instead of failing the whole request.
    const unstorable = unstorableTextIn(record.value);
    if (unstorable)
      errors.push({
        row: record.row,
        message: `${label(record.row)}: ${unstorable.path ? `${unstorable.path}: ` : ''}${unstorable.message}`,
      });
    else storable.push(record);
  }
  const records = assignIds(rules, storable, errors, label, options.replaceExisting, request.taken);
  if (records.length === 0 && errors.length === 0)
    throw new HttpError(
      400,
      `No valid ${rules.entity} could be created from the ${source}. Please check the format and required fields.`,
    );
  errors.sort((a, b) => a.row - b.row);
  const summary: ImportSummary = {
    count: records.length,
    imported: 0,
    preview: records.slice(0, CSV_PREVIEW_ROWS).map((r) => rules.preview(r.value)),
    errors: errors.slice(0, CSV_ERRORS_SHOWN),
    moreErrors: Math.max(0, errors.length - CSV_ERRORS_SHOWN),
  };
  if (options.dryRun) return { summary, replaceExisting: options.replaceExisting, records: null };
  if (errors.length > 0) {
    throw new HttpError(400, `Import failed: ${errors.length} row(s) have errors; nothing was imported.`, {
      errors: summary.errors.map((e) => ({ field: `row ${e.row}`, message: e.message })),
      details: summary,
    });
  }
  return { summary, replaceExisting: options.replaceExisting, records };
}

/** Keeps given ids unless they clash (with each other, or with stored rows when not replacing); gives the others a free one. */
function assignIds(
  rules: BulkImportRules,
  records: Entry[],
  errors: CsvRowError[],
  label: (row: number) => string,
  replaceExisting: boolean,
  stored: Id[],
): Entry[] {
  const idOf = (record: Entry) => record.value.id as Id | undefined;
  const withId = (record: Entry, id: Id | undefined): Entry => ({ ...record, value: { ...record.value, id } });
  if (rules.ids === 'uuid' && !replaceExisting)
    return records.map((record) => (idOf(record) === undefined ? record : withId(record, undefined)));
  const taken = new Set<Id>(replaceExisting ? [] : stored);
  const seen = new Map<Id, number>();
  const kept: Entry[] = [];
  for (const record of records) {
    const id = idOf(record);
    if (id === undefined) kept.push(record);
    else if (seen.has(id))
      errors.push({
        row: record.row,
        message: `${label(record.row)}: id ${id} is used twice in this import (also ${label(seen.get(id)!)}).`,
      });
    else if (taken.has(id))
      errors.push({
        row: record.row,
        message: `${label(record.row)}: A ${rules.noun.toLowerCase()} with id ${id} already exists.`,
      });
    else {
      seen.set(id, record.row);
      kept.push(record);
    }
  }
  // A new prompt or FAQ gets its UUID from the database.
  if (rules.ids === 'uuid') return kept;
  const numbers = new Set([...taken, ...seen.keys()] as number[]);
  return kept.map((record) => {
    if (idOf(record) !== undefined) return record;
    const id = pickFreeId(numbers);
    if (id === undefined) throw new HttpError(409, `No free id left below ${RANDOM_ID_LIMIT}; give ids explicitly.`);
    numbers.add(id);
    return withId(record, id);
  });
}

/**
 * The worker's vectors, kept between imports (it stems each word once); started afresh past this
 * many distinct tokens.
 */
let englishVectors = new EnglishVectors();
const VECTORS_KEPT = 500_000;
/**
 * The first slice's rows when the rows come in slices: the database waits for the first slice
 * (its words stemmed, its vectors and JSON made), and then writes while the worker makes the
 * next. Measured (PostgreSQL, 10,000 prompts): the worker makes slices several times faster than
 * the database writes them, so slices that double from a small first one keep it busy.
 */
const FIRST_SLICE_ROWS = 50;
/** Words stemmed per ts_lexize statement (a short stall of PGlite each). */
const LEXIZE_BATCH = 2_000;

/**
 * The search vectors of new records (a row that keeps its id in a replacing import mostly
 * overwrites that row, where the vector is left as it is, or recomputed by the database when its
 * texts changed: migration 0007): made here where lib/english-tsvector.ts can, the others by
 * `help.vectorize` or, without it, by the database as it stores them.
 */
async function searchVectors(
  rule: NonNullable<BulkImportRules['searchVector']>,
  records: Entry[],
  help: ImportHelp,
): Promise<Map<Entry, string>> {
  if (englishVectors.size > VECTORS_KEPT) englishVectors = new EnglishVectors();
  const vectors = englishVectors;
  const tokens = records.map((record) => vectors.tokens(rule.fields(record.value)));
  const words = vectors.unknownWords();
  for (let i = 0; i < words.length; i += LEXIZE_BATCH) {
    const batch = words.slice(i, i + LEXIZE_BATCH);
    vectors.learn(batch, await help.lexize(batch));
  }
  const values = new Map<Entry, string>();
  const others: Entry[] = [];
  tokens.forEach((t, i) => {
    const vector = t === null ? null : vectors.vector(t);
    if (vector !== null) values.set(records[i], vector);
    else others.push(records[i]);
  });
  if (help.vectorize && others.length > 0) {
    const made = await help.vectorize(others.map((record) => rule.fields(record.value)));
    others.forEach((record, i) => values.set(record, made[i]));
  }
  return values;
}

/**
 * The stored rows as JSON objects keyed by column name, grouped by the columns they carry (a
 * column a row leaves out gets its default), made a slice of records at a time as the write asks
 * for them, search vectors included (see searchVectors; without `help`, the database computes
 * them all).
 */
async function* rowGroups(
  rules: BulkImportRules,
  records: Entry[],
  replaceExisting: boolean,
  slices: { first: number; most: number },
  help?: ImportHelp,
): AsyncGenerator<RowGroup> {
  const names = new Map(Object.entries(getTableColumns(rules.table)).map(([key, column]) => [key, column.name]));
  const rule = help && rules.searchVector;
  for (let start = 0, size = slices.first; start < records.length;) {
    const slice = records.slice(start, start + size);
    start += size;
    size = Math.min(slices.most, size * 2);
    const added = replaceExisting ? slice.filter((r) => r.value.id === undefined) : slice;
    const vectors = rule && help && added.length > 0 ? await searchVectors(rule, added, help) : null;
    const groups = new Map<string, { columns: string[]; rows: string[] }>();
    for (const record of slice) {
      const row: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(rules.toRow(record.value) as Record<string, unknown>)) {
        const name = names.get(key);
        if (name !== undefined && value !== undefined) row[name] = value;
      }
      const vector = vectors?.get(record);
      if (vector !== undefined) row[rule!.column.name] = vector;
      const columns = Object.keys(row).sort();
      const key = columns.join(',');
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { columns, rows: [] }));
      group.rows.push(JSON.stringify(row));
    }
    for (const group of groups.values()) yield rowGroup(group.columns, group.rows);
  }
}
