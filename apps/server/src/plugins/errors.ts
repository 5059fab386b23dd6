import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, ErrorResponseSchema, type ErrorResponse } from '@ai4n/shared';

/** A route schema's error answers: each status code given answers an ErrorResponse. */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): Record<Codes[number], typeof ErrorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponseSchema])) as Record<
    Codes[number],
    typeof ErrorResponseSchema
  >;
}

export type FieldError = NonNullable<ErrorResponse['errors']>[number];

/** An error whose message (and optional field errors and details) is meant for the client. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly extra: { errors?: FieldError[]; details?: unknown } = {},
  ) {
    super(message);
  }
}

function fieldName(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

/** Every error answers JSON { message, statusCode }; a 5xx never leaks a stack or SQL. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: fieldName(v.instancePath),
        message: v.message ?? 'is invalid',
      }));
      const body: ErrorResponse = {
        message: errors.map((e) => `${e.field}: ${e.message}`).join('; '),
        statusCode: 400,
        errors,
      };
      return reply.status(400).send(body);
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // An HttpError's message is written for the client, also for a 5xx (an AI model that did not answer).
    if (statusCode >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(statusCode).send({ message: ERRORS.internal, statusCode });
    }
    const message = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'Request body is too large' : error.message;
    const extra = error instanceof HttpError ? error.extra : {};
    return reply.status(statusCode).send({ message, statusCode, ...extra } satisfies ErrorResponse);
  });
}

export function apiNotFound(method: string, url: string): ErrorResponse {
  return { message: `Route ${method} ${url.split('?')[0]} not found`, statusCode: 404 };
}
