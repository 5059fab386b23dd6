import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@ai4n/shared';
import type { Database } from '../../db/client.js';

const PING_TIMEOUT_MS = 2_000;

async function databaseAnswers(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks that arrive while a round trip is under way share it: under load, one ping answers them
 * all instead of queueing one per request on the database (PGlite has a single connection).
 */
function sharedDatabaseCheck(database: Database): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;
  return () =>
    (inFlight ??= databaseAnswers(database).finally(() => {
      inFlight = null;
    }));
}

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const databaseUp = sharedDatabaseCheck(database);
  app.get(
    '/health',
    {
      // A good answer is kept for a second (the response cache; a 503 never is): under load, one
      // round trip a second answers every check. Not for browsers or proxies: no-store.
      config: { responseCache: { tables: [], maxAgeSeconds: 1 } },
      schema: {
        tags: ['health'],
        summary: 'Liveness with a real database round trip (at most a second old)',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      if (await databaseUp()) return { status: 'ok' as const, db: 'ok' as const };
      return reply.status(503).send({ status: 'degraded', db: 'down' });
    },
  );
};
