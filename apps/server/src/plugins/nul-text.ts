import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

export const NUL_TEXT_MESSAGE = 'Text may not contain NUL characters';
export const LONE_SURROGATE_MESSAGE = 'Text must be valid Unicode (it holds half of a surrogate pair)';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why PostgreSQL cannot store this text, or null: text cannot hold a NUL character, and JSON
 * columns refuse half a surrogate pair (text columns would silently turn it into U+FFFD).
 */
export function unstorableText(text: string): string | null {
  if (text.includes('\u0000')) return NUL_TEXT_MESSAGE;
  return LONE_SURROGATE.test(text) ? LONE_SURROGATE_MESSAGE : null;
}

/** The first text in a JSON value PostgreSQL cannot store: its dotted path ('' for the value itself) and why; or null. */
export function unstorableTextIn(value: unknown): { path: string; message: string } | null {
  if (typeof value === 'string') {
    const message = unstorableText(value);
    return message ? { path: '', message } : null;
  }
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = unstorableTextIn(item);
    if (found) return { path: found.path ? `${key}.${found.path}` : key, message: found.message };
  }
  return null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reports unstorable text in its body itself (per row of a bulk import). */
    nulTextReported?: boolean;
  }
}

/**
 * A path parameter, query parameter or JSON body holding text PostgreSQL cannot store is refused
 * (400, naming the field) before any handler runs, on every route: one check, no schema to forget it.
 */
export function rejectNulText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // An unknown address stays a 404.
    if (!request.routeOptions.url) return;
    const parts = [
      request.params,
      request.query,
      request.routeOptions.config.nulTextReported ? undefined : request.body,
    ];
    for (const part of parts) {
      const found = part && typeof part === 'object' ? unstorableTextIn(part) : null;
      if (!found) continue;
      const field = found.path || 'body';
      throw new HttpError(400, `${field}: ${found.message}`, { errors: [{ field, message: found.message }] });
    }
  });
}
