import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PROMPT_IMPORT_TEXTS,
  BooleanLikeSchema,
  BULK_EXPORT_FILES,
  BulkImportBodySchemas,
  bulkTemplateFile,
  CsvImportQuerySchema,
  DeletedResponseSchema,
  DryRunQuerySchema,
  ImportErrorResponseSchema,
  ImportSummarySchema,
} from '@ai4n/shared';
import { HttpError, errorResponses } from '../../plugins/errors.js';
import type { BodySource, ImportOptions } from './bulk-prepare.js';
import type { BulkExports, BulkTransfer } from './bulk-transfer.js';
import { warmImportWorker } from './bulk-worker.js';
import { ADMIN_ONLY } from '../../plugins/auth.js';

const errors = errorResponses(400, 401, 409, 413);

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

function sendCsv(reply: FastifyReply, fileName: string, body: string | Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}

/** The `file` (.csv) and `replaceExisting` fields of a multipart upload, in either order. */
async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ file: Buffer; replaceExisting: boolean }> {
  if (!request.isMultipart()) throw new HttpError(415, "Send the file as multipart/form-data in a field named 'file'.");
  let file: Buffer | undefined;
  let replaceExisting: unknown = 'false';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'replaceExisting') replaceExisting = part.value;
      } else if (part.fieldname === 'file' && file === undefined && /\.csv$/i.test(part.filename ?? '')) {
        file = await part.toBuffer();
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, `The file is too large: the limit is ${formatBytes(maxBytes)}.`);
    // The plugin's own refusals (too many parts or fields) carry their status; the parser's
    // complaints about the body itself (a boundary not found, a body cut short) carry none.
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
    throw new HttpError(400, PROMPT_IMPORT_TEXTS.malformedUpload);
  }
  if (file === undefined) throw new HttpError(400, PROMPT_IMPORT_TEXTS.notCsv);
  const flag = BooleanLikeSchema.safeParse(replaceExisting);
  if (!flag.success) throw new HttpError(400, "replaceExisting must be 'true' or 'false'");
  return { file, replaceExisting: flag.data };
}

/** The import body as the scope's parsers left it: bytes for the worker, or what another content type gave (nothing). */
const bodyOf = (request: FastifyRequest): BodySource => {
  const body = request.body as BodySource | null | undefined;
  return body && typeof body === 'object' && 'bytes' in body ? body : { type: 'value', value: body };
};

/** Nothing checks an import body here: the import worker checks it (and the JSON import's query, after it, as Fastify would). */
const checkedByWorker = (route: { httpPart?: string }) =>
  route.httpPart === 'body' || route.httpPart === 'querystring'
    ? (data: unknown) => ({ value: data })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

export interface BulkRoutesOptions {
  transfers: BulkTransfer[];
  /** The graded quiz attempts as CSV. */
  quizzes: BulkExports['quizzes'];
  /** The largest import body or uploaded file. */
  maxBytes: number;
}

/**
 * /api/{prompts,faqs,lessons,questions}/bulk/...: JSON and CSV import (all or nothing, dry run),
 * multipart CSV upload, streamed CSV export and delete-all for administrators; CSV templates for anyone.
 */
export const bulkRoutes: FastifyPluginAsyncZod<BulkRoutesOptions> = async (app, { transfers, quizzes, maxBytes }) => {
  for (const t of transfers) {
    app.get(
      `/${t.entity}/bulk/template`,
      { schema: { tags: [`admin: ${t.entity}`], summary: `A ${t.noun.toLowerCase()} CSV template with example rows` } },
      async (_request, reply) => sendCsv(reply, bulkTemplateFile(t.entity), t.template()),
    );
  }

  await app.register(async (scope) => {
    // Every route here is an administrator's: its auth is checked before any body is read, so an
    // upload from someone else is refused without parsing it.
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20, fieldSize: 1024 },
    });
    // Import bodies stay bytes on this thread: the import worker decodes, parses and checks them,
    // so a 45 MB import does not stall every other request. JSON keeps json-body.ts's rules there.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: maxBytes },
      (_request, bytes, done) => done(null, { type: 'json', bytes }),
    );
    scope.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, bytes, done) =>
      done(null, { type: 'text', bytes }),
    );
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    for (const t of transfers) {
      const tags = [`admin: ${t.entity}`];
      const response = { 200: ImportSummarySchema, ...errors, 400: ImportErrorResponseSchema };
      const run = (query: { dryRun?: string }, replaceExisting: boolean): ImportOptions => ({
        replaceExisting,
        dryRun: query.dryRun === 'true',
      });
      // Rows with NUL are reported by row, rather than the whole body refused.
      const config = { ...ADMIN_ONLY, nulTextReported: true };
      // After the administrator's check (onRequest), before the body is read: the worker starts meanwhile.
      const preParsing = async (_request: FastifyRequest, _reply: FastifyReply, payload: Readable) => {
        warmImportWorker();
        return payload;
      };

      routes.post(
        `/${t.entity}/bulk/import`,
        {
          bodyLimit: maxBytes,
          config,
          preParsing,
          validatorCompiler: checkedByWorker,
          schema: {
            tags,
            summary: `Import ${t.entity} (JSON), all or nothing; ?dryRun=true checks and previews without writing`,
            querystring: DryRunQuerySchema,
            body: BulkImportBodySchemas[t.entity],
            response,
          },
        },
        async (request) => t.importBody({ route: 'items', body: bodyOf(request), query: request.query }),
      );
      routes.post(
        `/${t.entity}/bulk/import-csv`,
        {
          config,
          preParsing,
          schema: {
            tags,
            summary: `Import a ${t.noun.toLowerCase()} CSV sent as text/csv; ?dryRun=true, ?replaceExisting=true`,
            querystring: CsvImportQuerySchema,
            response,
          },
        },
        async (request) =>
          t.importBody({
            route: 'csv',
            body: bodyOf(request),
            options: run(request.query, request.query.replaceExisting === 'true'),
          }),
      );
      routes.post(
        `/${t.entity}/bulk/upload`,
        {
          config: ADMIN_ONLY,
          preParsing,
          schema: {
            tags,
            summary: `Upload a ${t.noun.toLowerCase()} CSV (multipart: file, replaceExisting); ?dryRun=true`,
            querystring: DryRunQuerySchema,
            response: { ...response, ...errorResponses(415) },
          },
        },
        async (request) => {
          const upload = await readUpload(request, maxBytes);
          return t.importBody({
            route: 'csv',
            body: { type: 'text', bytes: upload.file },
            options: run(request.query, upload.replaceExisting),
          });
        },
      );
      routes.get(
        `/${t.entity}/bulk/export`,
        {
          config: ADMIN_ONLY,
          schema: { tags, summary: `Every ${t.noun.toLowerCase()} as CSV (${BULK_EXPORT_FILES[t.entity]})` },
        },
        async (_request, reply) => sendCsv(reply, BULK_EXPORT_FILES[t.entity], t.exportCsv()),
      );
      routes.delete(
        `/${t.entity}/bulk/all`,
        {
          config: ADMIN_ONLY,
          schema: {
            tags,
            summary: `Delete every ${t.noun.toLowerCase()}`,
            response: { 200: DeletedResponseSchema, ...errors },
          },
        },
        async () => t.removeAll(),
      );
    }

    routes.get(
      '/quizzes/bulk/export',
      {
        config: ADMIN_ONLY,
        schema: {
          tags: ['admin: quizzes'],
          summary: `Every graded quiz attempt as CSV (${BULK_EXPORT_FILES.quizzes})`,
        },
      },
      async (_request, reply) => sendCsv(reply, BULK_EXPORT_FILES.quizzes, quizzes.exportCsv()),
    );
  });
};
