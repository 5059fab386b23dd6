import { Readable } from 'node:stream';
import type { ImportSummary } from '@ai4n/shared';
import type { z } from 'zod';
import { encodeCsv, type CsvColumns } from '@ai4n/shared/csv';
import { HttpError } from '../../plugins/errors.js';
import type { BulkImportRules, PrepareRequest } from './bulk-prepare.js';
import type { BulkStore } from './bulk-store.js';
import { prepareInWorker } from './bulk-worker.js';

export const EXPORT_PAGE = 500;

/** A CSV export streamed a page at a time, the header on the first page only. */
export function csvExport<Stored, Item>(
  columns: CsvColumns<Item>,
  page: (offset: number, limit: number) => Promise<Stored[]>,
  toItem: (row: Stored) => Item,
): Readable {
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

/** Exports that are no table's transfer (`app.bulkExports`): the quizzes export, the certificates module's. */
export interface BulkExports {
  quizzes: { exportCsv(): Readable };
}

/** What an import route hands over: the body, and which route read it. */
export type ImportRequest = Pick<PrepareRequest, 'body' | 'route' | 'query' | 'options'>;

/**
 * Bulk import (JSON items or CSV, all or nothing, dry run), streamed CSV export, template and
 * delete-all of one entity. An import is read and checked in the import worker (bulk-prepare.ts);
 * only the writing happens here.
 */
export function createBulkTransfer<Item, Stored>(
  rules: BulkImportRules<z.ZodType, unknown, Item>,
  options: {
    store: BulkStore<Stored>;
    toItem(row: Stored): Item;
    /** The ids the rules' `reference` may name (the lessons, for questions). */
    known?: () => Promise<Array<number | string>>;
  },
) {
  const { codec } = rules;
  const { store } = options;
  return {
    entity: rules.entity,
    noun: rules.noun,

    exportCsv: (): Readable => csvExport(codec, (offset, limit) => store.page(offset, limit), options.toItem),

    /** The header and good example rows. */
    template: (): string => `${encodeCsv(codec, codec.examples)}\r\n`,

    async importBody(request: ImportRequest): Promise<ImportSummary> {
      // A numbered entity's import that does not replace refuses ids in use (a JSON body says whether it replaces).
      const taken = rules.ids === 'numbered' ? await store.ids() : [];
      const known = (await options.known?.()) ?? [];
      const result = await prepareInWorker(
        { ...request, entity: rules.entity, taken, known, sliceRows: store.sliceRows },
        store,
      );
      if (!result.ok) throw new HttpError(result.statusCode, result.message, result.extra);
      if (!result.write) return result.summary;
      await store.write(result.write, result.replaceExisting);
      return { ...result.summary, imported: result.summary.count };
    },

    async removeAll(): Promise<{ deleted: number }> {
      return { deleted: await store.removeAll() };
    },
  };
}

export type BulkTransfer = ReturnType<typeof createBulkTransfer>;
