import { z } from 'zod';
import { ErrorResponseSchema } from './common.js';
import { AdminLessonSchema } from './school.js';

/** The entities with bulk import, export, delete-all and a CSV template: the path segment of /api/{entity}/bulk/... */
export const BULK_ENTITIES = ['prompts', 'faqs', 'lessons', 'questions'] as const;
export type BulkEntity = (typeof BULK_ENTITIES)[number];

/** Export file names (docs/spec/admin.md section 9), the quizzes export being the graded quiz attempts. */
export const BULK_EXPORT_FILES = {
  prompts: 'prompts_export.csv',
  faqs: 'faqs_export.csv',
  lessons: 'lessons_export.csv',
  questions: 'questions_export.csv',
  quizzes: 'quizzes_export.csv',
} as const;
export const bulkTemplateFile = (entity: BulkEntity) => `${entity}_template.csv`;

/** What every import answers, dry run or not: the rows it read, a preview, the row errors. */
export const ImportSummarySchema = z.object({
  /** Rows (or items) that passed validation. */
  count: z.number().int(),
  /** Rows written: 0 on a dry run. */
  imported: z.number().int(),
  /** The first 10 valid rows. */
  preview: z.array(z.object({ title: z.string(), category: z.string(), status: z.string() })),
  /** The first 20 errors; `row` counts CSV rows from 2 (the header is row 1), JSON items from 1. */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  /** Errors beyond the first 20 ('and N more'). */
  moreErrors: z.number().int(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

export const DryRunQuerySchema = z.object({ dryRun: z.enum(['true', 'false']).optional() });
export type DryRunQuery = z.infer<typeof DryRunQuerySchema>;
/** POST /{entity}/bulk/import-csv (the CSV as a text/csv body). */
export const CsvImportQuerySchema = DryRunQuerySchema.extend({ replaceExisting: z.enum(['true', 'false']).optional() });
export type CsvImportQuery = z.infer<typeof CsvImportQuerySchema>;

/** A JSON boolean, or the text 'true'/'false' as a form sends it. */
export const BooleanLikeSchema = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const BULK_IMPORT_MAX_ITEMS = 50_000;

const importItems = z.array(z.record(z.string(), z.unknown())).max(BULK_IMPORT_MAX_ITEMS);
const replaceExisting = BooleanLikeSchema.default(false);

/**
 * The JSON import bodies (docs/spec/admin.md section 7): { [entity]: items, replaceExisting }. Each item is
 * checked with the single-creation schema; replaceExisting=true first deletes every existing row,
 * in the same transaction.
 */
export const BulkImportBodySchemas = {
  prompts: z.object({ prompts: importItems, replaceExisting }),
  faqs: z.object({ faqs: importItems, replaceExisting }),
  lessons: z.object({ lessons: importItems, replaceExisting }),
  questions: z.object({ questions: importItems, replaceExisting }),
} as const;
export type BulkImportBody<E extends BulkEntity> = z.input<(typeof BulkImportBodySchemas)[E]>;

/** DELETE /{entity}/bulk/all. */
export const DeletedResponseSchema = z.object({ deleted: z.number().int() });
export type DeletedResponse = z.infer<typeof DeletedResponseSchema>;

/** A refused import (400): `errors` lists the first row errors as fields 'row N', `details` is the whole summary. */
export const ImportErrorResponseSchema = ErrorResponseSchema.extend({ details: ImportSummarySchema.optional() });
export type ImportErrorResponse = z.infer<typeof ImportErrorResponseSchema>;

/** GET /lessons/admin/all: every lesson whatever its state, in course order. isActive is false for an archived lesson. */
export const AdminLessonListSchema = z.array(AdminLessonSchema);
