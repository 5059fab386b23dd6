import { Readable } from 'node:stream';
import { PromptInputSchema, type PromptInput } from '@ai4n/shared';
import { parsePromptCsv, promptsToCsv, type CsvRowError } from '@ai4n/shared/prompt-csv';
import { HttpError } from '../../plugins/errors.js';
import type { NewPromptRow, PromptRepository } from './prompt-repository.js';
import { toPrompt } from './prompt-service.js';

const EXPORT_PAGE = 500;
export const PREVIEW_ROWS = 10;
export const ERRORS_SHOWN = 20;

function toRow(input: PromptInput): NewPromptRow {
  const p = PromptInputSchema.parse(input);
  return {
    title: p.title,
    description: p.description,
    promptText: p.prompt_text,
    category: p.category,
    tags: p.tags,
    businessTypes: p.business_types,
    exampleUse: p.example_use,
    rating: p.rating,
    views: p.views,
    addedBy: p.added_by,
    isFeatured: p.isFeatured,
    status: p.status,
    ...(p.created_at ? { createdAt: p.created_at } : {}),
  };
}

/** Bulk import and export of prompts: CSV both ways, JSON in. */
export function createPromptTransfer(repo: PromptRepository) {
  return {
    /** The whole library as CSV, streamed a page at a time. */
    exportCsv(): Readable {
      return Readable.from(
        (async function* () {
          for (let page = 0; ; page++) {
            const rows = await repo.page({ statuses: ['active', 'draft', 'archived'] }, { offset: page * EXPORT_PAGE, limit: EXPORT_PAGE, sortBy: 'created_at', sortOrder: 'asc' });
            if (rows.length === 0 && page > 0) return;
            yield `${promptsToCsv(rows.map(toPrompt), { header: page === 0 })}\r\n`;
            if (rows.length < EXPORT_PAGE) return;
          }
        })(),
      );
    },

    /** All or nothing: every row is validated like a single creation, then inserted in one transaction. */
    async importPrompts(inputs: PromptInput[], dryRun = false) {
      const errors: CsvRowError[] = [];
      const rows: NewPromptRow[] = [];
      inputs.forEach((input, i) => {
        const result = PromptInputSchema.safeParse(input);
        if (result.success) rows.push(toRow(input));
        else errors.push({ row: i + 1, message: `Prompt ${i + 1}: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}` });
      });
      return this.finish(rows, errors, dryRun);
    },

    async importCsv(text: string, dryRun: boolean) {
      const { prompts, errors } = parsePromptCsv(text);
      if (prompts.length === 0 && errors.length === 0) throw new HttpError(400, 'No valid data found in CSV file. Please check that your file has data rows below the header.');
      return this.finish(prompts.map(toRow), errors, dryRun);
    },

    async finish(rows: NewPromptRow[], errors: CsvRowError[], dryRun: boolean) {
      const summary = {
        count: rows.length,
        preview: rows.slice(0, PREVIEW_ROWS).map((r) => ({ title: r.title, category: r.category, status: r.status ?? 'active' })),
        errors: errors.slice(0, ERRORS_SHOWN),
        moreErrors: Math.max(0, errors.length - ERRORS_SHOWN),
        imported: 0,
      };
      if (dryRun) return summary;
      if (errors.length > 0) throw Object.assign(new HttpError(400, `Import failed: ${errors.length} row(s) have errors; nothing was imported.`), { details: summary });
      if (rows.length === 0) throw new HttpError(400, 'No valid prompts could be created from the CSV data. Please check the format and required fields.');
      await repo.insertMany(rows);
      return { ...summary, imported: rows.length };
    },
  };
}

export type PromptTransfer = ReturnType<typeof createPromptTransfer>;
