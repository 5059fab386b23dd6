import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
// The negotiator @fastify/compress itself uses (the same version), so the choice is the same for any Accept-Encoding.
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { TableChanges } from '../db/table-changes.js';
import { PUBLIC_READ } from './http-cache.js';

/**
 * Public reads from memory. A GET route that opts in (route config `responseCache`) has its ready
 * answers kept: the JSON bytes, the headers the normal pipeline produced (helmet's, ETag,
 * cache-control, content-type), and gzip and br variants compressed once. Hits are answered from the
 * first onRequest hook, before helmet, parsing, the handler, serialisation, hashing and compression.
 * A write to a table an answer was read from drops it (Database.changes, which also hears other
 * servers on PostgreSQL). Requests with an Authorization header (an administrator's or a user's)
 * never touch the cache.
 *
 * One computation per miss: concurrent requests for an answer that is not cached (or was just
 * dropped) wait for the first one's answer (a flight per key and table generation) instead of each
 * building it; a request arriving after a write to its tables starts a new flight, so it never gets
 * an answer read before that write. Routes whose answers may lag a write by a moment
 * (`staleSeconds`) keep their dropped answer that long: while one request rebuilds it, the others
 * get the previous one.
 */

export interface ResponseCacheRoute {
  /** The tables the answer is read from: a committed write to any of them drops it (none: the clock alone, see maxAgeSeconds). */
  tables: readonly string[];
  /** For answers that also depend on the clock (a "new this week" flag): rebuilt at least this often. */
  maxAgeSeconds?: number;
  /**
   * Requests of a URL before its answer is kept (default 1: from its second). Routes whose
   * uncached answers are cheap wait for more: keeping an answer costs a gzip and a brotli run.
   */
  admitAfter?: number;
  /** Requests the route answers differently each time (a random draw): never cached. */
  bypass?: (request: FastifyRequest) => boolean;
  /**
   * Stale-while-revalidate: after a write to its tables (or its maxAgeSeconds), the answer is kept
   * this many seconds more, given to the requests that arrive while the first one rebuilds it. A
   * request arriving when no rebuild runs always gets a fresh answer.
   */
  staleSeconds?: number;
  /**
   * Compressed at the highest settings (brotli 11, gzip 9) instead of the cheaper ones: for
   * answers every visitor reads and that rarely change (the pages).
   */
  bestCompression?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    responseCache?: ResponseCacheRoute;
  }
  interface FastifyRequest {
    /** Set on a cacheable miss: the key and table generation its answer is built at. */
    responseCacheBuild: Build | null;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

/** Route config of a public read: browsers may keep it a minute, and this server keeps it until a write. */
export const publicRead = (tables: readonly string[], options: Omit<ResponseCacheRoute, 'tables'> = {}) => ({
  ...PUBLIC_READ,
  responseCache: { tables, ...options },
});

/**
 * @fastify/compress options, shared with the cache so a cached answer is the variant compress would
 * have chosen. zstd is left out so browsers that offer it (with br and gzip) are served from the
 * cache on every Node version; brotli quality 1 and gzip level 1 keep uncached answers cheap: a
 * gallery page of 50 prompts is 219 KB of JSON, which brotli 4 compresses in 3.2 ms and brotli 1 in
 * 1.4 ms for 9 % more bytes (gzip 6: 5.2 ms, gzip 1: 2.1 ms); under gallery load this doubled
 * throughput. The cache compresses its own answers once, at a higher quality.
 */
export const ENCODINGS: Array<'br' | 'gzip' | 'deflate' | 'identity'> = ['br', 'gzip', 'deflate', 'identity'];
export const COMPRESS_THRESHOLD = 1024;
export const compressOptions = {
  threshold: COMPRESS_THRESHOLD,
  encodings: ENCODINGS,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
};
const CACHED_BROTLI_QUALITY = 5;
const CACHED_GZIP_LEVEL = 6;
const BEST_BROTLI_QUALITY = zlib.constants.BROTLI_MAX_QUALITY;
const BEST_GZIP_LEVEL = zlib.constants.Z_BEST_COMPRESSION;
/** URLs remembered as asked for (a few hundred KB at most). */
const SEEN_LIMIT = 4096;

// As @fastify/compress reads the header: "*" and "x-gzip" stand for gzip.
const GZIP_ALIAS = /\*|x-gzip/gu;

// Accept-Encoding values are few (one per browser family): each is negotiated once per list of encodings.
const negotiated = new Map<string, string | null>();
/** The encoding @fastify/compress would choose among `supported` for this Accept-Encoding. */
function negotiateEncoding(header: string, supported: ReadonlyArray<string>): string | null {
  const key = `${supported.join()}|${header}`;
  let encoding = negotiated.get(key);
  if (encoding === undefined) {
    encoding = negotiate(header.toLowerCase().replace(GZIP_ALIAS, 'gzip'), [...supported]);
    if (negotiated.size >= 256) negotiated.clear();
    negotiated.set(key, encoding);
  }
  return encoding;
}

const GZIP_ONLY = ['gzip'];
/** Whether the client takes gzip (an answer may then be sent as gzip even where it would prefer br). */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  return (
    header !== undefined &&
    request.headers['x-no-compression'] === undefined &&
    negotiateEncoding(header, GZIP_ONLY) === 'gzip'
  );
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

interface Variant {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

interface Entry {
  key: string;
  tables: readonly string[];
  /** The route's stale-while-revalidate window (0: dropped at once). */
  staleSeconds: number;
  /** Set once a write (or the clock) made it stale: given out until then while a rebuild runs. */
  staleUntil: number | null;
  etag: string;
  /** Bytes held (bodies and headers, roughly). */
  size: number;
  expiresAt: number;
  identity: Variant;
  gzip: Variant | null;
  br: Variant | null;
  notModified: OutgoingHttpHeaders;
}

/** The computation of one answer, shared by the requests that arrive while it runs. */
interface Flight {
  key: string;
  generation: number;
  /** Requests waiting for it: each gets the answer, or null (then the pipeline answers it). */
  waiters: Array<(entry: Entry | null) => void>;
  settled: boolean;
}

interface Build {
  key: string;
  route: ResponseCacheRoute;
  generation: number;
  /** Keep the answer (admitted, asked for by others meanwhile, or replacing a stale one). */
  keep: boolean;
  flight: Flight;
}

const headerBytes = (headers: OutgoingHttpHeaders) =>
  Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);

/** Vary as @fastify/compress sets it on a compressed answer. */
export function varyWithEncoding(vary: OutgoingHttpHeaders['vary']): string {
  if (vary === undefined) return 'accept-encoding';
  const values = Array.isArray(vary) ? vary : [String(vary)];
  return values.some((v) => v.includes('accept-encoding'))
    ? values.join(', ')
    : values.concat('accept-encoding').join(', ');
}

/** The cached answers, least recently used first, and the table generations that keep them honest. */
export class ResponseCache {
  hits = 0;
  misses = 0;
  stores = 0;
  /** Misses answered by another request's computation (single-flight). */
  shared = 0;
  /** Requests given a stale answer while another rebuilt it (stale-while-revalidate). */
  staleHits = 0;
  private readonly byTable = new Map<string, Set<Entry>>();
  /** Within maxBytes; an entry leaving (removed, replaced or evicted) leaves its tables' sets too. */
  private readonly entries: LRUCache<string, Entry>;
  private readonly generations = new Map<string, number>();
  private readonly flights = new Map<string, Flight>();
  /** URLs asked for lately, with their count of requests not yet answered from the cache (see admit). */
  private readonly seen = new Map<string, number>();

  constructor(readonly maxBytes: number) {
    this.entries = new LRUCache<string, Entry>({
      // lru-cache needs a positive size; with 0 the cache is off and insert keeps nothing.
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (entry) => entry.size,
      dispose: (entry) => {
        for (const table of entry.tables) this.byTable.get(table)?.delete(entry);
      },
    });
  }

  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A number that changes whenever one of the tables changes (each table's count only grows). */
  generation(tables: readonly string[]): number {
    let sum = 0;
    for (const table of tables) sum += this.generations.get(table) ?? 0;
    return sum;
  }

  /**
   * Whether a missed URL's answer should be kept: only when it was asked for `after` times before.
   * A search typed once (most of the gallery's URLs) then costs no gzip and brotli runs and no
   * memory, while the pages everyone reads are cached from their second visit.
   */
  admit(key: string, after = 1): boolean {
    const count = this.seen.get(key) ?? 0;
    if (count >= after) {
      this.seen.delete(key);
      return true;
    }
    if (count === 0 && this.seen.size >= SEEN_LIMIT) this.seen.clear();
    this.seen.set(key, count + 1);
    return false;
  }

  /**
   * Tables changed (or are about to): their answers go (or turn stale, see staleSeconds), and
   * answers being built from them are not kept.
   */
  invalidate(tables: ReadonlySet<string>): void {
    const now = Date.now();
    for (const table of tables) {
      this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
      const entries = this.byTable.get(table);
      if (entries)
        for (const entry of entries) {
          if (entry.staleSeconds > 0) entry.staleUntil ??= now + entry.staleSeconds * 1000;
          else {
            this.remove(entry);
            // Admitted already: its rebuild is kept even when computed alone. On PGlite a
            // computation holds the thread, so the burst that follows a write reaches the cache
            // only after it, finding nothing kept, and computed it again (issue 33).
            this.seen.set(entry.key, Infinity);
          }
        }
    }
  }

  /**
   * Starts the one computation of `key` at `generation` (see Build): the request that calls it
   * answers through the pipeline, and `join` hands its answer to the requests arriving meanwhile.
   */
  lead(key: string, route: ResponseCacheRoute, generation: number, keep: boolean): Build {
    const flight: Flight = { key, generation, waiters: [], settled: false };
    this.flights.set(key, flight);
    return { key, route, generation, keep, flight };
  }

  /** The computation of `key` running at `generation` (none once a write changed its tables). */
  flightFor(key: string, generation: number): Flight | undefined {
    const flight = this.flights.get(key);
    return flight !== undefined && flight.generation === generation ? flight : undefined;
  }

  /** Ends a computation: its waiters get the answer, or null (the pipeline answers them). */
  settle(flight: Flight, entry: Entry | null): void {
    if (flight.settled) return;
    flight.settled = true;
    if (this.flights.get(flight.key) === flight) this.flights.delete(flight.key);
    for (const waiter of flight.waiters.splice(0)) waiter(entry);
  }

  clear(): void {
    this.entries.clear();
  }

  /** The answer kept for `key`, now the most recently used. */
  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    const now = Date.now();
    if (entry.expiresAt !== Infinity && entry.expiresAt <= now && entry.staleUntil === null) {
      if (entry.staleSeconds === 0) {
        this.remove(entry);
        return undefined;
      }
      entry.staleUntil = entry.expiresAt + entry.staleSeconds * 1000;
    }
    if (entry.staleUntil !== null && entry.staleUntil <= now) {
      this.remove(entry);
      return undefined;
    }
    return entry;
  }

  /**
   * Keeps an answer the normal pipeline produced (before compression): status 200, its JSON and
   * headers, and hands it to the requests waiting for it. Compression runs off the event loop; the
   * answer is kept only if none of its tables changed since the request began (the waiters, which
   * arrived before that change, still get it).
   */
  store(build: Build, payload: string | Buffer, headers: OutgoingHttpHeaders): void {
    const { key, route, flight } = build;
    const fresh = () => this.generation(route.tables) === build.generation;
    if (typeof headers.etag !== 'string' || ((!build.keep || !fresh()) && flight.waiters.length === 0)) {
      this.settle(flight, null);
      return;
    }
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const base: OutgoingHttpHeaders = { ...headers };
    delete base['content-length'];
    // Each request's own (plugins/metrics-request-id.ts): a hit carries its own.
    delete base['x-request-id'];
    // Only on HTTPS requests (plugins/security.ts): a hit gets it per request.
    delete base['strict-transport-security'];
    const make = (compressed: { gzip: Buffer; br: Buffer } | null) => {
      const variant = (encoding: 'gzip' | 'br', bytes: Buffer): Variant => ({
        headers: {
          ...base,
          vary: varyWithEncoding(base.vary),
          'content-encoding': encoding,
          'content-length': String(bytes.length),
        },
        body: bytes,
      });
      const entry: Entry = {
        key,
        tables: route.tables,
        staleSeconds: route.staleSeconds ?? 0,
        staleUntil: null,
        etag: headers.etag as string,
        size: 0,
        expiresAt: route.maxAgeSeconds ? Date.now() + route.maxAgeSeconds * 1000 : Infinity,
        identity: { headers: { ...base, 'content-length': String(body.length) }, body },
        gzip: compressed && variant('gzip', compressed.gzip),
        br: compressed && variant('br', compressed.br),
        notModified: { ...base, 'content-length': '0' },
      };
      entry.size =
        key.length +
        body.length +
        (compressed ? compressed.gzip.length + compressed.br.length : 0) +
        4 * headerBytes(entry.identity.headers);
      return entry;
    };
    const finish = (entry: Entry) => {
      // Asked for by other requests meanwhile: wanted enough to keep.
      if ((build.keep || flight.waiters.length > 0) && fresh()) this.insert(entry);
      this.settle(flight, entry);
    };
    // Kept at once as it is: a stale answer must not outlive the rebuild while compression runs
    // (the next request would get it). Small answers are not compressed, as @fastify/compress does
    // below its threshold; larger ones gain their compressed variants when ready.
    const plain = make(null);
    const kept = (build.keep || flight.waiters.length > 0) && fresh();
    finish(plain);
    if (!kept || body.length < COMPRESS_THRESHOLD) return;
    Promise.all([
      gzip(body, { level: route.bestCompression ? BEST_GZIP_LEVEL : CACHED_GZIP_LEVEL }),
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: route.bestCompression ? BEST_BROTLI_QUALITY : CACHED_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ]).then(
      // Unless a write (or eviction) replaced or dropped it meanwhile.
      ([gzipped, brotlied]) => {
        if (fresh() && this.entries.peek(key) === plain) this.insert(make({ gzip: gzipped, br: brotlied }));
      },
      () => {},
    );
  }

  /** The variant @fastify/compress would send for this request, or null when only the pipeline can make it (deflate). */
  variantFor(entry: Entry, request: FastifyRequest): Variant | null {
    if (entry.gzip === null || entry.br === null || request.headers['x-no-compression'] !== undefined)
      return entry.identity;
    const header = request.headers['accept-encoding'];
    if (header === undefined) return entry.identity;
    const encoding = negotiateEncoding(header, ENCODINGS);
    if (encoding === 'br') return entry.br;
    if (encoding === 'gzip') return entry.gzip;
    return encoding === 'deflate' ? null : entry.identity;
  }

  private insert(entry: Entry): void {
    if (entry.size > this.maxBytes) return;
    // Replaces an older answer of the same key, and evicts the least recently used past maxBytes.
    this.entries.set(entry.key, entry);
    for (const table of entry.tables) {
      let set = this.byTable.get(table);
      if (!set) this.byTable.set(table, (set = new Set()));
      set.add(entry);
    }
    this.stores++;
  }

  private remove(entry: Entry): void {
    if (this.entries.peek(entry.key) === entry) this.entries.delete(entry.key);
  }
}

interface Validator {
  safeParse(input: unknown): { success: true; data: unknown } | { success: false };
}
const validatorOf = (schema: unknown): Validator | null =>
  typeof (schema as Partial<Validator> | undefined)?.safeParse === 'function' ? (schema as Validator) : null;

/** The route's own reading of a path or query part, keys sorted, or null when the route refuses it. */
function readAs(schema: unknown, input: unknown): string | null {
  const validator = validatorOf(schema);
  // A route that declares no schema for this part does not read it.
  if (validator === null) return '';
  const parsed = validator.safeParse(input);
  if (!parsed.success) return null;
  const values = (parsed.data ?? {}) as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(values)
      .filter((name) => values[name] !== undefined)
      .sort()
      .map((name) => [name, values[name]]),
  );
}

/**
 * The key of a request's answer: its route and the parameters the route reads, as its schemas
 * read them (undeclared query parameters dropped, defaults filled, keys sorted). Keyed on the raw
 * URL, junk query parameters made a new entry each and pushed real answers out of the memory cap.
 */
export function cacheKey(request: FastifyRequest): string | null {
  const schema = request.routeOptions.schema;
  const params = schema?.params ? readAs(schema.params, request.params) : JSON.stringify(request.params ?? {});
  const query = readAs(schema?.querystring, request.query);
  if (params === null || query === null) return null;
  return `${request.routeOptions.url ?? ''} ${params} ${query}`;
}

/** As @fastify/etag compares If-None-Match. */
const matchesEtag = (header: string, etag: string) =>
  header === etag || header === `W/${etag}` || `W/${header}` === etag;

export interface ResponseCacheOptions {
  changes: TableChanges;
  /** Largest memory the cached answers may hold, in MB; 0 turns the cache off. */
  maxMegabytes: number;
  /** The tables a route may name (the schema's): a misspelt one fails at start, not silently. */
  knownTables: ReadonlySet<string>;
}

/**
 * Registers the cache. Must come before helmet (so hits skip its hooks) and before @fastify/compress
 * (so the answer is captured before compression: route onSend hooks run in onRoute order).
 */
export function registerResponseCache(app: FastifyInstance, options: ResponseCacheOptions): ResponseCache {
  const cache = new ResponseCache(Math.floor(options.maxMegabytes * 1024 * 1024));
  app.decorate('responseCache', cache);
  app.decorateRequest('responseCacheBuild', null);
  const enabled = cache.maxBytes > 0;

  app.addHook('onRoute', (route) => {
    const config = route.config?.responseCache;
    if (!config) return;
    const unknown = config.tables.filter((t) => !options.knownTables.has(t));
    if ((config.tables.length === 0 && !config.maxAgeSeconds) || unknown.length > 0) {
      throw new Error(
        `${route.url}: responseCache names no table (nor a maxAgeSeconds) or unknown ones (${unknown.join(', ')})`,
      );
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!enabled || !methods.includes('GET')) return;
    route.onSend = [
      ...(route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend]),
      captureAnswer,
    ];
  });
  if (!enabled) return cache;

  const unsubscribe = options.changes.subscribe((tables) => cache.invalidate(tables));
  app.addHook('onClose', async () => {
    unsubscribe();
    cache.clear();
  });

  function captureAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ) {
    const build = request.responseCacheBuild;
    if (
      build !== null &&
      reply.statusCode === 200 &&
      (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
      !reply.hasHeader('set-cookie') &&
      !reply.hasHeader('content-encoding')
    ) {
      storing.add(build.flight);
      cache.store(build, payload, reply.getHeaders() as OutgoingHttpHeaders);
    } else if (build !== null) {
      // An error, another status or a stream: the waiters ask the pipeline themselves.
      cache.settle(build.flight, null);
    }
    done(null, payload);
  }

  // A request that ends without an answer to keep (aborted, hijacked, no onSend) ends its flight:
  // the requests waiting for it ask the pipeline, and the next ones start a new one.
  const storing = new WeakSet<Flight>();
  const release = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const build = request.responseCacheBuild;
    if (build !== null && !build.flight.settled && !storing.has(build.flight)) cache.settle(build.flight, null);
    done();
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', (request, done) => release(request, undefined as never, done));

  app.addHook(
    'onRequest',
    function answerFromCache(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      const route = request.routeOptions.config.responseCache;
      if (
        route === undefined ||
        request.headers.authorization !== undefined ||
        (request.method !== 'GET' && request.method !== 'HEAD') ||
        route.bypass?.(request)
      ) {
        return done();
      }
      const key = cacheKey(request);
      // A query or path the route refuses: its 400 comes from the pipeline.
      if (key === null) return done();
      const entry = cache.get(key);
      const generation = cache.generation(route.tables);
      const flight = cache.flightFor(key, generation);
      if (entry !== undefined && (entry.staleUntil === null || flight !== undefined)) {
        if (entry.staleUntil !== null) cache.staleHits++;
        return answer(entry, request, reply, done);
      }
      cache.misses++;
      if (flight !== undefined) {
        // Another request is computing this answer: wait for it (wanted by two: keep it).
        cache.shared++;
        flight.waiters.push((shared) => (shared === null ? done() : answer(shared, request, reply, done)));
        return;
      }
      // A stale answer (entry) is rebuilt by this request while the next ones get it.
      if (request.method === 'GET')
        request.responseCacheBuild = cache.lead(
          key,
          route,
          generation,
          entry !== undefined || cache.admit(key, route.admitAfter),
        );
      return done();
    },
  );

  /** Writes a kept answer as is: the stored headers are the ones the pipeline produced for its variant. */
  function answer(entry: Entry, request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    // HEAD answers are never compressed by the pipeline.
    const variant = request.method === 'HEAD' ? entry.identity : cache.variantFor(entry, request);
    if (variant === null) return done();
    cache.hits++;
    reply.hijack();
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, entry.etag)) {
      reply.raw.writeHead(304, entry.notModified);
      reply.raw.end();
    } else {
      reply.raw.writeHead(200, variant.headers);
      reply.raw.end(request.method === 'HEAD' ? undefined : variant.body);
    }
  }
  return cache;
}
