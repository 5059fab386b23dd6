import { createHash, timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { HttpError, errorResponses } from './errors.js';
import { MetricsRegistry, PROMETHEUS_CONTENT_TYPE } from './metrics-registry.js';

/**
 * GET /api/metrics: Prometheus metrics of this process, for a scraper holding METRICS_TOKEN
 * (`Authorization: Bearer <token>`). Without a token configured nothing is counted and the route
 * does not exist (404). Counts live in this app's own registry and start at zero with the process.
 *
 * - http_requests_total, http_request_duration_seconds: by method, route pattern and status code
 * - response_cache_*: hits, misses and stores of the public-read cache, its entries and bytes
 * - db_info, db_pool_*: the database kind; a PostgreSQL pool's connections and waiting clients
 * - coach_analyses_total: Prompt Coach analyses by model and outcome (ok, fallback, offline)
 * - bulk_imports_total, bulk_import_rows_total: imports by entity and outcome, rows written
 * - process_*, nodejs_*: uptime, memory, event-loop delay
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

const OFF: AppMetrics = { coachAnalysis: () => {}, countImports: (transfer) => transfer };

/**
 * Registers the metrics and their route on the root app. Call it after the response cache (whose
 * counts it reads) and before the modules, so that its hook sees every route.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): AppMetrics {
  if (!options.token) return OFF;
  const expected = digest(options.token);
  const registry = new MetricsRegistry();

  const requests = registry.counter('http_requests_total', 'HTTP requests answered, by route pattern.', [
    'method',
    'route',
    'status_code',
  ]);
  const durations = registry.histogram(
    'http_request_duration_seconds',
    'Time to answer HTTP requests, by route pattern.',
    ['method', 'route', 'status_code'],
    DURATION_BUCKETS,
  );
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
    registry.collect(
      'response_cache_hits_total',
      'Public reads answered from the response cache.',
      () => cache.hits,
      'counter',
    );
    registry.collect(
      'response_cache_misses_total',
      'Cacheable reads not in the response cache.',
      () => cache.misses,
      'counter',
    );
    registry.collect(
      'response_cache_stores_total',
      'Answers kept in the response cache.',
      () => cache.stores,
      'counter',
    );
    registry.collect('response_cache_entries', 'Answers held in the response cache.', () => cache.size);
    registry.collect('response_cache_bytes', 'Memory held by the response cache.', () => cache.bytes);
    registry.collect('response_cache_max_bytes', 'The response cache limit (RESPONSE_CACHE_MB).', () => cache.maxBytes);
  }

  registry.collect('db_info', 'The database this process runs on (kind: pglite or postgres).', () => [
    { labels: { kind: options.database.kind }, value: 1 },
  ]);
  const pool = poolOf(options.database);
  if (pool) {
    registry.collect('db_pool_total_connections', 'Connections of the PostgreSQL pool.', () => pool.totalCount);
    registry.collect('db_pool_idle_connections', 'Idle connections of the PostgreSQL pool.', () => pool.idleCount);
    registry.collect('db_pool_waiting_clients', 'Queries waiting for a pool connection.', () => pool.waitingCount);
  }

  const coach = registry.counter(
    'coach_analyses_total',
    'Prompt Coach analyses by model and outcome: ok (the model answered), fallback (the model failed, the offline grader answered), offline (the offline grader was chosen).',
    ['model', 'outcome'],
  );
  const imports = registry.counter(
    'bulk_imports_total',
    'Bulk imports by entity and outcome: imported, dry_run (checked, nothing written) or rejected (refused or failed).',
    ['entity', 'outcome'],
  );
  const importRows = registry.counter('bulk_import_rows_total', 'Rows written by bulk imports.', ['entity']);

  registry.collect('process_uptime_seconds', 'Seconds since the process started.', () => process.uptime());
  registry.collect('process_resident_memory_bytes', 'Resident memory of the process.', () => process.memoryUsage.rss());
  registry.collect('nodejs_heap_used_bytes', 'JavaScript heap in use.', () => process.memoryUsage().heapUsed);
  registry.collect('nodejs_heap_total_bytes', 'JavaScript heap reserved.', () => process.memoryUsage().heapTotal);
  // PGlite's WebAssembly memory (the embedded database's heap and shared buffers) counts here.
  registry.collect(
    'nodejs_external_bytes',
    'Memory outside the JavaScript heap held by JavaScript objects (buffers, WebAssembly memory).',
    () => process.memoryUsage().external,
  );
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  app.addHook('onClose', async () => loop.disable());
  // Read and reset at each scrape (p50 first: families are written in the order registered).
  let lag = { p50: 0, p99: 0, max: 0 };
  registry.collect('nodejs_eventloop_lag_p50_seconds', 'Median event-loop delay since the previous scrape.', () => {
    const seconds = (ns: number) => (loop.count > 0 ? ns / 1e9 : 0);
    lag = { p50: seconds(loop.percentile(50)), p99: seconds(loop.percentile(99)), max: seconds(loop.max) };
    loop.reset();
    return lag.p50;
  });
  registry.collect(
    'nodejs_eventloop_lag_p99_seconds',
    'p99 event-loop delay since the previous scrape.',
    () => lag.p99,
  );
  registry.collect(
    'nodejs_eventloop_lag_max_seconds',
    'Longest event-loop delay since the previous scrape.',
    () => lag.max,
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
      return reply.type(PROMETHEUS_CONTENT_TYPE).send(registry.render());
    },
  );

  return {
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
