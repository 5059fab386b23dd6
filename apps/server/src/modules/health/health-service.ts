import type { HealthResponse } from '@ai4n/shared';
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
export function createHealthService(database: Pick<Database, 'ping'>) {
  let inFlight: Promise<boolean> | null = null;
  const databaseUp = () =>
    (inFlight ??= databaseAnswers(database).finally(() => {
      inFlight = null;
    }));
  return {
    async check(): Promise<HealthResponse> {
      return (await databaseUp()) ? { status: 'ok', db: 'ok' } : { status: 'degraded', db: 'down' };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
