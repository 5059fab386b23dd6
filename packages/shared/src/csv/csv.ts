// The one CSV layer of the bulk imports and exports (prompts, FAQs, lessons, questions, quiz attempts).
import Papa from 'papaparse';
import type { z } from 'zod';
import { splitList } from '../lists.js';

export interface CsvRowError {
  /** The CSV row (the header is row 1), or the item's position in a JSON import (from 1). */
  row: number;
  message: string;
}

// Spreadsheets start a formula at = + - @, and some at a pipe (DDE) or at the fullwidth forms
// ＝ ＋ － ＠, which they fold to the ASCII ones; a leading tab or CR can hide any of them.
const FORMULA_START = /^'*[=+\-@|\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u;
const NEUTRALIZED = /^'+[=+\-@|\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u;

/**
 * A cell a spreadsheet would run as a formula gets a leading apostrophe; import takes it off again.
 * A value that already starts with apostrophes before such a character gets one more, so that
 * restoring is the exact inverse of neutralizing.
 */
export const neutralizeCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
export const restoreCell = (value: string) => (NEUTRALIZED.test(value) ? value.slice(1) : value);

/** The first line break outside quotes: papaparse's own guess counts breaks inside quoted cells too. */
function lineBreakOf(text: string): '\r\n' | '\n' | '\r' {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) return c === '\n' ? '\n' : text[i + 1] === '\n' ? '\r\n' : '\r';
  }
  return '\n';
}

export interface CsvTable {
  /** Header names as written (trimmed). */
  header: string[];
  /** Data rows; `row` counts from 2 (the header is row 1); blank lines are skipped. */
  rows: Array<{ row: number; cell: (column: string) => string }>;
}

/**
 * Reads CSV text: quoted fields, doubled quotes, line breaks inside quotes, a byte-order mark,
 * CRLF, LF or CR line ends. Columns are found by name, ignoring case and surrounding spaces;
 * formula-neutralized cells are restored.
 */
export function parseCsv(text: string): CsvTable {
  const source = text.replace(/^\uFEFF/, '');
  const { data } = Papa.parse<string[]>(source, {
    header: false,
    skipEmptyLines: 'greedy',
    newline: lineBreakOf(source),
  });
  const [first = [], ...records] = data;
  const header = first.map((h) => h.trim());
  const index = new Map<string, number>();
  header.forEach((h, i) => {
    if (!index.has(h.toLowerCase())) index.set(h.toLowerCase(), i);
  });
  return {
    header,
    rows: records.map((cells, i) => ({
      row: i + 2,
      cell: (column: string) => {
        const at = index.get(column.toLowerCase());
        return at === undefined ? '' : restoreCell(cells[at] ?? '');
      },
    })),
  };
}

/** CSV text with every cell quoted and formula cells neutralized; CRLF line ends (RFC 4180). */
export function toCsv(
  columns: readonly string[],
  rows: Array<Record<string, string>>,
  options: { header?: boolean } = {},
): string {
  return Papa.unparse(
    { fields: [...columns], data: rows.map((row) => columns.map((c) => neutralizeCell(row[c] ?? ''))) },
    { quotes: true, newline: '\r\n', header: options.header ?? true },
  );
}

/** How the items of one entity are written as CSV rows. */
export interface CsvColumns<Item> {
  columns: readonly string[];
  toCells(item: Item): Record<string, string>;
}

/** How one entity is written as CSV and read back through the same schema as a single creation. */
export interface CsvCodec<Item, Schema extends z.ZodType> extends CsvColumns<Item> {
  /** A row without one of these gives "Row N: Missing required field 'X'". */
  required: readonly string[];
  schema: Schema;
  /** The candidate input for the schema, from the row's cells. */
  fromCells(cell: (column: string) => string): unknown;
  /** Good example rows for the downloadable template. */
  examples: Item[];
}

/** Items as CSV (without the header line when streaming later pages). */
export function encodeCsv<Item>(codec: CsvColumns<Item>, items: Item[], options: { header?: boolean } = {}): string {
  return toCsv(
    codec.columns,
    items.map((item) => codec.toCells(item)),
    options,
  );
}

export interface DecodedCsv<Value> {
  /** Rows that passed the schema, with their row numbers. */
  records: Array<{ row: number; value: Value }>;
  errors: CsvRowError[];
}

export const issuesText = (error: z.ZodError) =>
  error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');

/** Reads CSV rows into validated inputs; every bad row is reported with its number. */
export function decodeCsv<Schema extends z.ZodType>(
  codec: CsvCodec<unknown, Schema>,
  text: string,
): DecodedCsv<z.output<Schema>> {
  const records: DecodedCsv<z.output<Schema>>['records'] = [];
  const errors: CsvRowError[] = [];
  for (const { row, cell } of parseCsv(text).rows) {
    const missing = codec.required.find((c) => !cell(c).trim());
    if (missing) {
      errors.push({ row, message: `Row ${row}: Missing required field '${missing}'` });
      continue;
    }
    const result = codec.schema.safeParse(codec.fromCells(cell));
    if (result.success) records.push({ row, value: result.data });
    else errors.push({ row, message: `Row ${row}: Error processing data - ${issuesText(result.error)}` });
  }
  return { records, errors };
}

// Cell readers shared by the codecs. A blank optional cell is left out, so the schema's default applies.

export const optionalText = (value: string) => (value.trim() === '' ? undefined : value);

/** A number, or the text itself so that the schema names what is wrong. */
export const optionalNumber = (value: string) => {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
};

/** true/false (as spreadsheets write them, any case; also yes/no and 1/0). */
export const optionalBoolean = (value: string) => {
  const v = value.trim().toLowerCase();
  if (v === '') return undefined;
  if (['true', 'yes', '1'].includes(v)) return true;
  if (['false', 'no', '0'].includes(v)) return false;
  return value;
};

/** How one column is written from an item's value and read back into the schema's candidate input. */
export interface CsvField<Value> {
  write(value: Value): string;
  /** Left out for export-only columns. */
  read?(cell: string): unknown;
}

const lowerText = (value: string) => optionalText(value.trim().toLowerCase());

/** The column kinds of the content codecs. */
export const csvField = {
  /** Required text, as written. */
  text: { write: (value: string) => value, read: (cell: string) => cell } satisfies CsvField<string>,
  /** Optional text: a blank cell lets the schema's default apply. */
  optionalText: { write: (value?: string | null) => value ?? '', read: optionalText } satisfies CsvField<
    string | undefined | null
  >,
  /** A stored id kept by an import that replaces the items. */
  id: { write: (value?: string) => value ?? '', read: (cell: string) => optionalText(cell.trim()) } satisfies CsvField<
    string | undefined
  >,
  /** A lower-case keyword (category, stage, difficulty), read in any case. */
  keyword: { write: (value: string) => value, read: lowerText } satisfies CsvField<string>,
  number: { write: (value: number) => String(value), read: optionalNumber } satisfies CsvField<number>,
  boolean: { write: (value: boolean) => String(value), read: optionalBoolean } satisfies CsvField<boolean>,
  /** A list written joined by `joiner` and read split on `separator`. */
  list: (joiner: string, separator: string | RegExp): CsvField<string[]> => ({
    write: (values) => values.join(joiner),
    read: (cell) => splitList(cell, separator),
  }),
};

/** Columns (in the table's order) with their writers and readers: the `columns`, `toCells` and `fromCells` of a codec. */
export function csvFields<Item>(fields: { [Key in keyof Item]?: CsvField<Item[Key]> }) {
  const entries = Object.entries(fields) as Array<[string, CsvField<unknown>]>;
  return {
    columns: entries.map(([column]) => column),
    toCells: (item: Item) =>
      Object.fromEntries(entries.map(([column, field]) => [column, field.write(item[column as keyof Item])])),
    fromCells: (cell: (column: string) => string) =>
      Object.fromEntries(
        entries.flatMap(([column, field]) => (field.read ? [[column, field.read(cell(column))]] : [])),
      ),
  };
}
