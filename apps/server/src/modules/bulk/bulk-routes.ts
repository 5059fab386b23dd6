import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROMPT_IMPORT_TEXTS,
  BooleanLikeSchema,
  BULK_EXPORT_FILES,
  BulkImportBodySchemas,
  bulkTemplateFile,
  DeletedResponseSchema,
  DryRunQuerySchema,
  ErrorResponseSchema,
  ImportErrorResponseSchema,
  ImportSummarySchema,
} from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import type { AdminAuthService } from '../admin-auth/admin-auth-service.js';
import { requireAdmin } from '../admin-auth/admin-auth-routes.js';
import type { BulkTransfer, ImportOptions } from './bulk-transfer.js';


const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 409: ErrorResponseSchema, 413: ErrorResponseSchema };
const CsvQuerySchema = DryRunQuerySchema.extend({ replaceExisting: z.enum(['true', 'false']).optional() });

export const formatBytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`);

function sendCsv(reply: FastifyReply, fileName: string, body: string | Readable) {
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(body);
}

/** The `file` (.csv) and `replaceExisting` fields of a multipart upload, in either order. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<{ text: string; replaceExisting: boolean }> {
  if (!request.isMultipart()) throw new HttpError(415, "Send the file as multipart/form-data in a field named 'file'.");
  let text: string | undefined;
  let replaceExisting: unknown = 'false';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'replaceExisting') replaceExisting = part.value;
      } else if (part.fieldname === 'file' && text === undefined && /\.csv$/i.test(part.filename ?? '')) {
        text = (await part.toBuffer()).toString('utf8');
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `The file is too large: the limit is ${formatBytes(maxBytes)}.`);
    throw error;
  }
  if (text === undefined) throw new HttpError(400, PROMPT_IMPORT_TEXTS.notCsv);
  const flag = BooleanLikeSchema.safeParse(replaceExisting);
  if (!flag.success) throw new HttpError(400, "replaceExisting must be 'true' or 'false'");
  return { text, replaceExisting: flag.data };
}

export interface BulkRoutesOptions {
  transfers: BulkTransfer[];
  /** The graded quiz attempts as CSV. */
  quizzes: { exportCsv(): Readable };
  auth: AdminAuthService;
  /** The largest import body or uploaded file. */
  maxBytes: number;
}

/**
 * /api/{prompts,faqs,lessons,questions}/bulk/...: JSON and CSV import (all or nothing, dry run),
 * multipart CSV upload, streamed CSV export and delete-all for administrators; CSV templates for anyone.
 */
export const bulkRoutes: FastifyPluginAsyncZod<BulkRoutesOptions> = async (app, { transfers, quizzes, auth, maxBytes }) => {
  for (const t of transfers) {
    app.get(`/${t.entity}/bulk/template`, { schema: { tags: [`admin: ${t.entity}`], summary: `A ${t.noun.toLowerCase()} CSV template with example rows` } }, async (_request, reply) =>
      sendCsv(reply, bulkTemplateFile(t.entity), t.template()),
    );
  }

  await app.register(async (scope) => {
    // Before any body is read: an upload from someone else is refused without parsing it.
    scope.addHook('onRequest', requireAdmin(auth));
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20, fieldSize: 1024 } });
    scope.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));
    const admin = scope.withTypeProvider<ZodTypeProvider>();

    for (const t of transfers) {
      const tags = [`admin: ${t.entity}`];
      const response = { 200: ImportSummarySchema, ...errors, 400: ImportErrorResponseSchema };
      const run = (query: { dryRun?: string }, replaceExisting: boolean): ImportOptions => ({ replaceExisting, dryRun: query.dryRun === 'true' });

      admin.post(
        `/${t.entity}/bulk/import`,
        {
          bodyLimit: maxBytes,
          // Rows with NUL are reported by row here, rather than the whole body refused.
          config: { nulTextReported: true },
          schema: { tags, summary: `Import ${t.entity} (JSON), all or nothing; ?dryRun=true checks and previews without writing`, querystring: DryRunQuerySchema, body: BulkImportBodySchemas[t.entity], response },
        },
        async (request) => t.importItems((request.body as Record<string, unknown>)[t.entity] as unknown[], run(request.query, request.body.replaceExisting)),
      );
      admin.post(
        `/${t.entity}/bulk/import-csv`,
        { schema: { tags, summary: `Import a ${t.noun.toLowerCase()} CSV sent as text/csv; ?dryRun=true, ?replaceExisting=true`, querystring: CsvQuerySchema, response } },
        async (request) => t.importCsv(String(request.body ?? ''), run(request.query, request.query.replaceExisting === 'true')),
      );
      admin.post(
        `/${t.entity}/bulk/upload`,
        { schema: { tags, summary: `Upload a ${t.noun.toLowerCase()} CSV (multipart: file, replaceExisting); ?dryRun=true`, querystring: DryRunQuerySchema, response: { ...response, 415: ErrorResponseSchema } } },
        async (request) => {
          const upload = await readUpload(request, maxBytes);
          return t.importCsv(upload.text, run(request.query, upload.replaceExisting));
        },
      );
      admin.get(`/${t.entity}/bulk/export`, { schema: { tags, summary: `Every ${t.noun.toLowerCase()} as CSV (${BULK_EXPORT_FILES[t.entity]})` } }, async (_request, reply) =>
        sendCsv(reply, BULK_EXPORT_FILES[t.entity], t.exportCsv()),
      );
      admin.delete(`/${t.entity}/bulk/all`, { schema: { tags, summary: `Delete every ${t.noun.toLowerCase()}`, response: { 200: DeletedResponseSchema, ...errors } } }, async () => t.removeAll());
    }

    admin.get('/quizzes/bulk/export', { schema: { tags: ['admin: quizzes'], summary: `Every graded quiz attempt as CSV (${BULK_EXPORT_FILES.quizzes})` } }, async (_request, reply) =>
      sendCsv(reply, BULK_EXPORT_FILES.quizzes, quizzes.exportCsv()),
    );
  });
};
