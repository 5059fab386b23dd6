import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

export const NUL_TEXT_MESSAGE = 'Text may not contain NUL characters';

/** Whether any text in a JSON value holds a NUL character (PostgreSQL text cannot). */
export function hasNulText(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNulText);
  if (value && typeof value === 'object') return Object.values(value).some(hasNulText);
  return false;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reports NUL characters itself (per row of a bulk import). */
    nulTextReported?: boolean;
  }
}

/** PostgreSQL text cannot hold a NUL character: a JSON body with one is refused (400) before any handler runs. */
export function rejectNulText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.nulTextReported) return;
    if (request.body && typeof request.body === 'object' && hasNulText(request.body)) throw new HttpError(400, NUL_TEXT_MESSAGE);
  });
}
