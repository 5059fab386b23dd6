import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { visitorHash } from '../lib/ids.js';

/**
 * What the logs may hold: no client address or port (a keyed hash stands in, enough to tell one
 * client from another), no email address, and never the values bound to a failed query.
 */

// Also URL-encoded (%40), as in a query string.
const EMAIL = /[\w.%+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
// Drizzle's failed-query message ends with "params: <bound values>"; in a stack, the frames follow.
const BOUND_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
/** Error fields worth logging; everything else (a driver's `detail`, `params`, a response body) may carry data. */
const ERROR_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'constraint', 'table', 'column'] as const;
const MAX_DEPTH = 4;

export const redactEmails = (text: string) => text.replace(EMAIL, '[email]');

/** A log line's text without emails or bound query values. */
export const scrubText = (text: string) => redactEmails(text.replace(BOUND_PARAMS, '\nparams: [not logged]'));

/** The stand-in for a client address in logs: a keyed hash, short enough to read. */
export const clientTag = (key: string, address: string) => visitorHash(key, `log:${address}`).slice(0, 16);

export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: scrubText(String(error)) };
  const source = error as Record<string, unknown>;
  const out: Record<string, unknown> = {
    type: source.constructor?.name ?? 'Error',
    message: scrubText(String(source.message ?? '')),
  };
  if (typeof source.stack === 'string') out.stack = scrubText(source.stack);
  for (const field of ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number')
      out[field] = typeof value === 'string' ? redactEmails(value) : value;
  }
  if (source.cause !== undefined && depth < MAX_DEPTH) out.cause = serializeError(source.cause, depth + 1);
  return out;
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Scrubs what a log call was given: its message, and plain objects (errors, requests and replies have their own serializers). */
function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  if (!isPlain(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'params')
      .map(([key, v]) => [key, scrub(v, depth + 1)]),
  );
}

export type LoggerSetting = boolean | Record<string, unknown>;

/** Pino options for Fastify: the app's defaults (level, privacy) under whatever a caller adds (a test's stream). */
export function loggerOptions(
  setting: LoggerSetting | undefined,
  level: string,
  addressKey: string,
): false | Record<string, unknown> {
  if (setting === false) return false;
  return {
    level,
    ...(typeof setting === 'object' ? setting : {}),
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      'email',
      '*.email',
      'to',
      '*.to',
      'password',
      '*.password',
    ],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: scrubText(request.url),
        client: clientTag(addressKey, request.ip),
      }),
      err: (error: unknown) => serializeError(error),
    },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        return method.apply(
          this,
          args.map((arg) => scrub(arg)),
        );
      },
    },
  };
}

export interface RequestLogOptions {
  /** A line for every request (ACCESS_LOG). */
  accessLog: boolean;
  /** Requests slower than this many milliseconds are logged (SLOW_REQUEST_MS). */
  slowMs: number;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Fastify's per-request log lines, cut to the ones worth reading: one line once a request is
 * answered, for failures (5xx, at error), slow requests (at warn) and writes (at info), and for
 * every request only when the access log is on. Fastify's default two lines per request cost more
 * than a cached answer. The line goes through the serializers above (hashed client, no emails).
 */
export class RequestLog extends LogController {
  constructor(private readonly options: RequestLogOptions) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const statusCode = reply.statusCode;
    const ms = reply.elapsedTime;
    const slow = ms > this.options.slowMs;
    const level =
      error || statusCode >= 500
        ? 'error'
        : slow
          ? 'warn'
          : this.options.accessLog || !READS.has(request.method)
            ? 'info'
            : null;
    if (level === null) return;
    const line: Record<string, unknown> = { req: request, res: { statusCode }, responseTime: Math.round(ms * 10) / 10 };
    if (slow) line.slow = true;
    if (error) line.err = error;
    request.log[level](line, 'request completed');
  }
}
