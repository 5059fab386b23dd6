import type { HealthResponse, ReadyResponse } from '@ai4n/shared';
import type { Database } from '../../db/client.js';

const PING_TIMEOUT_MS = 2_000;

async function databaseAnswers(database: Pick<Database, 'ping'>): Promise<boolean> {
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
 * Liveness with a real database round trip. Checks that arrive while a round trip is under way
 * share it: under load, one ping answers them all instead of queueing one per request on the
 * database (PGlite has a single connection).
 */
export function createHealthService(database: Pick<Database, 'ping' | 'migrated'>) {
  let inFlight: Promise<boolean> | null = null;
  const databaseUp = () =>
    (inFlight ??= databaseAnswers(database).finally(() => {
      inFlight = null;
    }));
  // Migrations are applied before a server listens and never un-applied: once seen, it is known.
  let migrated = false;
  let draining = false;
  return {
    async check(): Promise<HealthResponse> {
      return (await databaseUp()) ? { status: 'ok', db: 'ok' } : { status: 'degraded', db: 'down' };
    },
    /**
     * Readiness: the database answers, this build's migrations are applied, and the server is not
     * shutting down. A load balancer stops sending requests here once it says not ready.
     */
    async ready(): Promise<ReadyResponse> {
      const db = (await databaseUp()) ? 'ok' : 'down';
      if (db === 'ok' && !migrated) migrated = await database.migrated().catch(() => false);
      const migrations = migrated ? 'applied' : db === 'ok' ? 'pending' : 'unknown';
      return { ready: db === 'ok' && migrated && !draining, db, migrations, draining };
    },
    /** From now on readiness says no (the server is shutting down). */
    drain(): void {
      draining = true;
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;

declare module 'fastify' {
  interface FastifyInstance {
    health: HealthService;
  }
}
