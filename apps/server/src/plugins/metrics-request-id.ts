import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Request ids: every request has one (the caller's `x-request-id` when it is a short safe token,
 * else a new UUID), every answer carries it back in `x-request-id`, and every log line written
 * while the request is handled carries it as `reqId`: Fastify puts it on `request.log`, and the
 * logger's mixin below adds it to lines services write through the app's logger (`app.log`).
 */

export const REQUEST_ID_HEADER = 'x-request-id';
/** Fastify's label for the id on `request.log` lines. */
const LOG_LABEL = 'reqId';
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's id when it is a short safe token (it goes into logs and a header), else a new one. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

const current = new AsyncLocalStorage<{ id: string }>();

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's async context, re-entered where Fastify continues from the body's stream. */
    requestContext: AsyncResource | null;
  }
}

/** Loggers whose own bindings already hold a request id (request.log and its children). */
const boundLoggers = new WeakMap<object, boolean>();
function hasBoundId(logger: unknown): boolean {
  if (typeof logger !== 'object' || logger === null) return false;
  let bound = boundLoggers.get(logger);
  if (bound === undefined) {
    const bindings = (logger as { bindings?: () => Record<string, unknown> }).bindings?.();
    bound = bindings !== undefined && LOG_LABEL in bindings;
    boundLoggers.set(logger, bound);
  }
  return bound;
}

type Mixin = (mergeObject: object, level: number, logger: unknown) => object;

/** Pino options that add the id of the request being handled to lines that do not have it. */
export function withRequestIds<T extends false | Record<string, unknown>>(options: T): T {
  if (options === false) return options;
  const previous = options.mixin as Mixin | undefined;
  const mixin: Mixin = (mergeObject, level, logger) => {
    const base = previous ? previous(mergeObject, level, logger) : {};
    const scope = current.getStore();
    return scope === undefined || hasBoundId(logger) ? base : { ...base, [LOG_LABEL]: scope.id };
  };
  return { ...options, mixin };
}

/**
 * Registers the ids: before the response cache, so that its hits carry the header too. The header
 * is set on the raw response (a cache hit writes it directly), and the cache never keeps it.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.setGenReqId(requestIdOf);
  app.decorateRequest('requestContext', null);
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    current.run({ id: request.id }, () => {
      request.requestContext = new AsyncResource('request');
      done();
    });
  });
  // Fastify goes on from the request body's 'end' event, outside the context entered above.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    if (request.requestContext === null) return done();
    request.requestContext.runInAsyncScope(done);
  });
}
