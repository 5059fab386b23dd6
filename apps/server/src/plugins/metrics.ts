import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { HttpError, errorResponses } from './errors.js';

/**
 * GET /api/metrics: Prometheus metrics of this process (prom-client), for a scraper holding
 * METRICS_TOKEN (`Authorization: Bearer <token>`). Without a token configured nothing is counted,
 * prom-client is never loaded and the route does not exist (404). Counts live in this app's own
 * registry (nothing global, so apps built side by side never share a count) and start at zero.
 *
 * - http_requests_total, http_request_duration_seconds: by method, route pattern and status code
 * - response_cache_*: hits, misses and stores of the public-read cache, its entries and bytes
 * - db_info, db_pool_*: the database kind; a PostgreSQL pool's connections and waiting clients
 * - coach_analyses_total: Prompt Coach analyses by model and outcome (ok, fallback, offline)
 * - bulk_imports_total, bulk_import_rows_total: imports by entity and outcome, rows written
 * - process_*, nodejs_*: prom-client's default metrics (CPU, memory, heap, handles, GC, event-loop
 *   delay since the previous scrape), uptime, heap used and total, external memory
 */

export const METRICS_PATH = '/api/metrics';
export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required';

/** Seconds; the lowest buckets are for answers from the response cache. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Requests no route matched (the route label never holds a raw URL). */
const UNMATCHED = 'unmatched';

/** How a Prompt Coach analysis was answered: by the model, by the offline grader after the model failed, or by the offline grader chosen. */
export type CoachOutcome = 'ok' | 'fallback' | 'offline';

/** What a bulk transfer looks like to the import count. */
interface Importer {
  entity: string;
  importBody(request: never): Promise<{ count: number; imported: number }>;
}

export interface AppMetrics {
  /** Counts one Prompt Coach analysis. */
  coachAnalysis(model: string, outcome: CoachOutcome): void;
  /** The transfer with its imports counted (by entity; outcome imported, dry_run or rejected). */
  countImports<T extends Importer>(transfer: T): T;
  /** A gauge read at each scrape, for a module's own figure (e.g. the bytes its caches hold). */
  gauge(name: string, help: string, value: () => number): void;
}

export interface MetricsOptions {
  /** METRICS_TOKEN; unset turns the metrics off. */
  token: string | undefined;
  database: Pick<Database, 'db' | 'kind'>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares the bearer token in constant time (both sides hashed to the same length). */
function tokenMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization;
  if (header === undefined || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice(7)), expected);
}

/** A pg.Pool's counts, when the database runs on one. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
function poolOf(database: MetricsOptions['database']): PoolCounts | null {
  const client = (database.db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return client && typeof client.totalCount === 'number' && typeof client.idleCount === 'number'
    ? (client as PoolCounts)
    : null;
}

const OFF: AppMetrics = { coachAnalysis: () => {}, countImports: (transfer) => transfer, gauge: () => {} };

/**
 * Registers the metrics (prom-client, loaded here only when metrics are on) and their route on the
 * root app. Call it after the response cache (whose counts it reads) and before the modules, so
 * that its hook sees every route.
 */
export async function registerMetrics(app: FastifyInstance, options: MetricsOptions): Promise<AppMetrics> {
  if (!options.token) return OFF;
  const expected = digest(options.token);
  const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = await import('prom-client');
  const registry = new Registry();
  const registers = [registry];
  /** A value read at each scrape: a gauge, or a counter kept elsewhere. */
  const read = (name: string, help: string, value: () => number, type: 'gauge' | 'counter' = 'gauge') => {
    if (type === 'gauge')
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(value());
        },
      });
    else
      new Counter({
        name,
        help,
        registers,
        collect() {
          this.reset();
          this.inc(value());
        },
      });
  };

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern.',
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const cache = app.hasDecorator('responseCache') ? app.responseCache : null;
  if (cache) {
    read('response_cache_hits_total', 'Public reads answered from the response cache.', () => cache.hits, 'counter');
    read('response_cache_misses_total', 'Cacheable reads not in the response cache.', () => cache.misses, 'counter');
    read('response_cache_stores_total', 'Answers kept in the response cache.', () => cache.stores, 'counter');
    read('response_cache_entries', 'Answers held in the response cache.', () => cache.size);
    read('response_cache_bytes', 'Memory held by the response cache.', () => cache.bytes);
    read('response_cache_max_bytes', 'The response cache limit (RESPONSE_CACHE_MB).', () => cache.maxBytes);
  }

  new Gauge({
    name: 'db_info',
    help: 'The database this process runs on (kind: pglite or postgres).',
    labelNames: ['kind'],
    registers,
  }).set({ kind: options.database.kind }, 1);
  const pool = poolOf(options.database);
  if (pool) {
    read('db_pool_total_connections', 'Connections of the PostgreSQL pool.', () => pool.totalCount);
    read('db_pool_idle_connections', 'Idle connections of the PostgreSQL pool.', () => pool.idleCount);
    read('db_pool_waiting_clients', 'Queries waiting for a pool connection.', () => pool.waitingCount);
  }

  const coach = new Counter({
    name: 'coach_analyses_total',
    help: 'Prompt Coach analyses by model and outcome: ok (the model answered), fallback (the model failed, the offline grader answered), offline (the offline grader was chosen).',
    labelNames: ['model', 'outcome'],
    registers,
  });
  const imports = new Counter({
    name: 'bulk_imports_total',
    help: 'Bulk imports by entity and outcome: imported, dry_run (checked, nothing written) or rejected (refused or failed).',
    labelNames: ['entity', 'outcome'],
    registers,
  });
  const importRows = new Counter({
    name: 'bulk_import_rows_total',
    help: 'Rows written by bulk imports.',
    labelNames: ['entity'],
    registers,
  });

  // prom-client's process and Node.js metrics: CPU, resident memory, heap, handles, garbage
  // collection, and the event-loop delay since the previous scrape (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  read('process_uptime_seconds', 'Seconds since the process started.', () => process.uptime());
  read('nodejs_heap_used_bytes', 'JavaScript heap in use.', () => process.memoryUsage().heapUsed);
  read('nodejs_heap_total_bytes', 'JavaScript heap reserved.', () => process.memoryUsage().heapTotal);
  // PGlite's WebAssembly memory (the embedded database's heap and shared buffers) counts here.
  read(
    'nodejs_external_bytes',
    'Memory outside the JavaScript heap held by JavaScript objects (buffers, WebAssembly memory).',
    () => process.memoryUsage().external,
  );

  app.get(
    METRICS_PATH,
    {
      schema: {
        tags: ['operations'],
        summary: `Prometheus metrics (text format); Authorization: Bearer <METRICS_TOKEN>`,
        response: errorResponses(401),
      },
    },
    async (request, reply) => {
      if (!tokenMatches(request, expected)) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, METRICS_TOKEN_REQUIRED);
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );

  return {
    gauge: (name, help, value) => read(name, help, value),
    coachAnalysis: (model, outcome) => coach.inc({ model, outcome }),
    countImports: (transfer) => ({
      ...transfer,
      importBody: async (request: never) => {
        try {
          const summary = await transfer.importBody(request);
          imports.inc({ entity: transfer.entity, outcome: summary.imported > 0 ? 'imported' : 'dry_run' });
          if (summary.imported > 0) importRows.inc({ entity: transfer.entity }, summary.imported);
          return summary;
        } catch (error) {
          imports.inc({ entity: transfer.entity, outcome: 'rejected' });
          throw error;
        }
      },
    }),
  };
}
