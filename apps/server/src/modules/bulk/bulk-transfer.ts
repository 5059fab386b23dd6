import { Readable } from 'node:stream';
import type { z } from 'zod';
import { CSV_ERRORS_SHOWN, CSV_PREVIEW_ROWS, type BulkEntity, type ImportSummary } from '@ai4n/shared';
import { decodeCsv, encodeCsv, issuesText, type CsvCodec, type CsvColumns, type CsvRowError } from '@ai4n/shared/csv';
import { pickFreeId, RANDOM_ID_LIMIT } from '../../lib/free-id.js';
import { HttpError } from '../../plugins/errors.js';
import { unstorableTextIn } from '../../plugins/nul-text.js';
import type { BulkStore } from './bulk-store.js';

export const EXPORT_PAGE = 500;

export type Preview = ImportSummary['preview'][number];

/** One entity's bulk import and export: its CSV codec, its storage and the mapping between them. */
export interface BulkEntityDefinition<Schema extends z.ZodType, Item, Stored, New> {
  entity: BulkEntity;
  /** In messages: 'Prompt 3: ...', 'No valid lessons could be created ...'. */
  noun: string;
  codec: CsvCodec<Item, Schema>;
  store: BulkStore<Stored, New>;
  toItem(row: Stored): Item;
  toRow(value: z.output<Schema>): New;
  preview(value: z.output<Schema>): Preview;
  /**
   * 'numbered' (lessons, questions): a given id is kept, a missing one becomes a free random id
   * below 10000. 'uuid' (prompts, FAQs): a given id is kept when replacing, so favourites and
   * shared links survive an export and re-import; otherwise (an added copy) the row gets a new one.
   */
  ids: 'numbered' | 'uuid';
}

export interface ImportOptions {
  replaceExisting: boolean;
  dryRun: boolean;
}

/** A CSV export streamed a page at a time, the header on the first page only. */
export function csvExport<Stored, Item>(columns: CsvColumns<Item>, page: (offset: number, limit: number) => Promise<Stored[]>, toItem: (row: Stored) => Item): Readable {
  return Readable.from(
    (async function* () {
      for (let n = 0; ; n++) {
        const rows = await page(n * EXPORT_PAGE, EXPORT_PAGE);
        if (rows.length === 0 && n > 0) return;
        yield `${encodeCsv(columns, rows.map(toItem), { header: n === 0 })}\r\n`;
        if (rows.length < EXPORT_PAGE) return;
      }
    })(),
  );
}


/** Bulk import (JSON items or CSV, all or nothing, dry run), streamed CSV export, template and delete-all of one entity. */
export function createBulkTransfer<Schema extends z.ZodType, Item, Stored, New>(def: BulkEntityDefinition<Schema, Item, Stored, New>) {
  type Value = z.output<Schema>;
  type Entry = { row: number; value: Value };
  type Id = number | string;
  const idOf = (record: Entry) => (record.value as { id?: Id }).id;
  const withId = (record: Entry, id: Id | undefined): Entry => ({ ...record, value: { ...(record.value as object), id } as Value });

  /** Keeps given ids unless they clash (with each other, or with stored rows when not replacing); gives the others a free one. */
  async function assignIds(records: Entry[], errors: CsvRowError[], label: (row: number) => string, replaceExisting: boolean): Promise<Entry[]> {
    if (def.ids === 'uuid' && !replaceExisting) return records.map((record) => (idOf(record) === undefined ? record : withId(record, undefined)));
    const taken = new Set<Id>(replaceExisting ? [] : await def.store.ids());
    const seen = new Map<Id, number>();
    const kept: Entry[] = [];
    for (const record of records) {
      const id = idOf(record);
      if (id === undefined) kept.push(record);
      else if (seen.has(id)) errors.push({ row: record.row, message: `${label(record.row)}: id ${id} is used twice in this import (also ${label(seen.get(id)!)}).` });
      else if (taken.has(id)) errors.push({ row: record.row, message: `${label(record.row)}: A ${def.noun.toLowerCase()} with id ${id} already exists.` });
      else {
        seen.set(id, record.row);
        kept.push(record);
      }
    }
    // A new prompt or FAQ gets its UUID from the database.
    if (def.ids === 'uuid') return kept;
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
   * The one path of a dry run and an import: every check that can refuse a row runs here, before
   * the dry run answers, so a dry run refuses exactly what the import would.
   */
  async function finish(decoded: Entry[], errors: CsvRowError[], label: (row: number) => string, source: string, options: ImportOptions): Promise<ImportSummary> {
    const storable: Entry[] = [];
    for (const record of decoded) {
      // Text PostgreSQL cannot store (NUL, half a surrogate pair): the row is reported instead of failing the whole request.
      const unstorable = unstorableTextIn(record.value);
      if (unstorable) errors.push({ row: record.row, message: `${label(record.row)}: ${unstorable.path ? `${unstorable.path}: ` : ''}${unstorable.message}` });
      else storable.push(record);
    }
    const records = await assignIds(storable, errors, label, options.replaceExisting);
    if (records.length === 0 && errors.length === 0) throw new HttpError(400, `No valid ${def.entity} could be created from the ${source}. Please check the format and required fields.`);
    errors.sort((a, b) => a.row - b.row);
    const summary: ImportSummary = {
      count: records.length,
      imported: 0,
      preview: records.slice(0, CSV_PREVIEW_ROWS).map((r) => def.preview(r.value)),
      errors: errors.slice(0, CSV_ERRORS_SHOWN),
      moreErrors: Math.max(0, errors.length - CSV_ERRORS_SHOWN),
    };
    if (options.dryRun) return summary;
    if (errors.length > 0) {
      throw new HttpError(
        400,
        `Import failed: ${errors.length} row(s) have errors; nothing was imported.`,
        { errors: summary.errors.map((e) => ({ field: `row ${e.row}`, message: e.message })), details: summary },
      );
    }
    await def.store.replace(
      records.map((r) => def.toRow(r.value)),
      options.replaceExisting,
    );
    return { ...summary, imported: records.length };
  }

  return {
    entity: def.entity,
    noun: def.noun,

    exportCsv: (): Readable => csvExport(def.codec, (offset, limit) => def.store.page(offset, limit), def.toItem),

    /** The header and good example rows. */
    template: (): string => `${encodeCsv(def.codec, def.codec.examples)}\r\n`,

    /** JSON items, each checked with the single-creation schema; errors name the item from 1. */
    async importItems(items: unknown[], options: ImportOptions): Promise<ImportSummary> {
      const label = (row: number) => `${def.noun} ${row}`;
      const records: Entry[] = [];
      const errors: CsvRowError[] = [];
      items.forEach((item, i) => {
        const result = def.codec.schema.safeParse(item);
        if (result.success) records.push({ row: i + 1, value: result.data });
        else errors.push({ row: i + 1, message: `${label(i + 1)}: ${issuesText(result.error)}` });
      });
      return finish(records, errors, label, 'data', options);
    },

    /** CSV text; errors name the row, the header being row 1. */
    async importCsv(text: string, options: ImportOptions): Promise<ImportSummary> {
      const { records, errors } = decodeCsv(def.codec, text);
      if (records.length === 0 && errors.length === 0) throw new HttpError(400, 'No valid data found in CSV file. Please check that your file has data rows below the header.');
      return finish(records, errors, (row) => `Row ${row}`, 'CSV data', options);
    },

    async removeAll(): Promise<{ deleted: number }> {
      return { deleted: await def.store.removeAll() };
    },
  };
}

export type BulkTransfer = ReturnType<typeof createBulkTransfer>;
