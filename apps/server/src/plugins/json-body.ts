import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/** Far deeper than any body the API reads (a bulk import is 4 levels), far shallower than what overflows a stack. */
export const JSON_MAX_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = 'Request body is nested too deeply.';

/**
 * Whether JSON text nests arrays and objects deeper than `max`, read in one pass without
 * recursion (brackets inside strings do not count). Malformed text is left to the parser.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Skip the string: to the next quote after an even run of backslashes (indexOf is fast on long texts).
      for (;;) {
        i = text.indexOf('"', i + 1);
        if (i === -1) return false;
        let slashes = 0;
        while (text.charCodeAt(i - 1 - slashes) === 0x5c) slashes++;
        if (slashes % 2 === 0) break;
      }
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), after a depth check: deeply nested
 * JSON parses, but every recursive walk over it afterwards (validation, the NUL check) would
 * overflow the stack and answer 500. It answers 400 instead, on every JSON route.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestedDeeperThan(body as string, JSON_MAX_DEPTH)) {
      done(
        new HttpError(400, JSON_TOO_DEEP_MESSAGE, { errors: [{ field: 'body', message: JSON_TOO_DEEP_MESSAGE }] }),
        undefined,
      );
      return;
    }
    parse(request, body as string, done);
  });
}
