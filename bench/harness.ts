/**
 * The pieces every benchmark of `npm run bench` shares:
 * - throw-away stores: a PGlite data folder or a PostgreSQL database, removed by cleanup();
 * - the site and a bare Fastify server as separate processes, as in production;
 * - autocannon load returning req/s and latency percentiles;
 * - the rows of the one result table and its printing.
 *
 * A bench file exports `measureX(...): Promise<Row[]>`; bench/run-all.ts collects the rows.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { BUILD_TARGETS, SERVER_NODE_ENV, SERVER_NODE_FLAGS, buildStale } from '../scripts/build-stamp.mjs';
import { freePort } from '../scripts/free-port.mjs';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client.js';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** Seconds per load point (BENCH_SECONDS): short windows keep `npm run bench` near 10 minutes. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** The first administrator of every benchmarked site (for the admin API: imports). */
export const ADMIN = { username: 'admin', password: 'a long bench password' };
/** What a browser sends: compressed responses cost the server, so the benchmark asks for them too. */
export const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, br' };

/** Progress goes to stderr so that stdout holds only the tables. */
export const progress = (message: string) =>
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

// ---------------------------------------------------------------------------------------------
// Result rows

export type DbKind = 'pglite' | 'postgres';
export const DB_LABEL: Record<DbKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export interface Row {
  figure: string;
  /** 'PGlite', 'PostgreSQL', or '' when the database plays no part. */
  database: string;
  /** The figure with its unit: "4.21 s", "p95 8.1 ms". */
  value: string;
  /** "≤ 5 s"; '' when the issue sets none. */
  target: string;
  /** null when there is no target. */
  met: boolean | null;
  /** Load rows: this route's req/s and latency; bare Fastify's req/s around it (see interleavedWithBare). */
  load?: { rps: number; bareRps?: number; p50: number; p95: number; p99: number; non2xx: number };
}

/** 0.123 -> "0.12", 12.34 -> "12.3", 1234.5 -> "1,235"; NaN (no response in the window) -> "none". */
export function fmt(n: number): string {
  if (!Number.isFinite(n)) return 'none';
  const digits = Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : 2;
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A row whose target is an upper bound (`limit` null: no target on this database). */
export function atMost(
  figure: string,
  database: string,
  measured: number,
  limit: number | null,
  unit: string,
  prefix = '',
): Row {
  return {
    figure,
    database,
    value: Number.isFinite(measured) ? `${prefix}${fmt(measured)} ${unit}` : 'no response',
    target: limit === null ? '' : `≤ ${limit.toLocaleString('en-US')} ${unit}`,
    met: limit === null ? null : measured <= limit,
  };
}

// ---------------------------------------------------------------------------------------------
// Stores: where a benchmarked site keeps its data

export type Store = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** The PostgreSQL server (BENCH_DATABASE_URL): the benchmarks create and drop their own databases on it. */
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const cleanups: Array<() => Promise<void>> = [];
/** This run's temporary folder (data folders, server logs), made on first use, removed by cleanup(). */
let runDirPath: string | undefined;
const runDir = () => (runDirPath ??= fs.mkdtempSync(path.join(os.tmpdir(), 'ai4n-bench-')));

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Why PostgreSQL cannot be benchmarked (not reachable, no right to create a database), or null. */
export async function postgresUnavailable(): Promise<string | null> {
  const name = `ai4n_bench_probe_${crypto.randomBytes(3).toString('hex')}`;
  try {
    await adminQuery(`create database "${name}"`);
    await adminQuery(`drop database "${name}"`);
    return null;
  } catch (error) {
    return `${POSTGRES_URL}: ${(error as Error).message}`;
  }
}

/** A bench file run on its own: measure on PGlite, then on PostgreSQL when it can be used; print the rows. */
export async function runStandalone(measure: (kind: DbKind) => Promise<Row[]>): Promise<void> {
  try {
    const unavailable = await postgresUnavailable();
    if (unavailable) progress(`PostgreSQL skipped: ${unavailable}`);
    const rows: Row[] = [];
    for (const kind of unavailable ? (['pglite'] as const) : (['pglite', 'postgres'] as const))
      rows.push(...(await measure(kind)));
    printTable(rows);
  } finally {
    await cleanup();
  }
}

/** A new empty store, removed by cleanup(): a data folder, or a database on the PostgreSQL server. */
export async function freshStore(kind: DbKind): Promise<Store> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(runDir(), 'data-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    return { kind, dataDir };
  }
  const name = `ai4n_bench_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  // WITH (FORCE) ends connections a crashed site left behind (PostgreSQL 13+).
  cleanups.push(() => adminQuery(`drop database if exists "${name}" with (force)`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { kind, url: url.toString() };
}

/** The store opened in this process (to fill it before a site starts on it); close it before starting one. */
export function openStore(store: Store): Promise<Database> {
  return store.kind === 'pglite' ? openPglite({ dataDir: store.dataDir }) : openPostgres({ url: store.url });
}

/** The environment that points a site at a store (empty DATABASE_URL selects PGlite). */
export function storeEnv(store: Store): Record<string, string> {
  return store.kind === 'pglite'
    ? { DATA_DIR: store.dataDir, DATABASE_URL: '' }
    : { DATABASE_URL: store.url, DATA_DIR: path.join(runDir(), 'unused') };
}

// ---------------------------------------------------------------------------------------------
// Processes: the site and bare Fastify

export interface Server {
  /** http://127.0.0.1:port */
  url: string;
  pid: number;
  /** From spawn to the first healthy answer. */
  readyMs: number;
  /** Resident memory now (Linux /proc), in MB. */
  rssMb(): number;
  /** Its peak resident memory so far (VmHWM), in MB. */
  peakRssMb(): number;
  /** Resolves with the first line the process has logged containing `text` (e.g. a background load finished). */
  logged(text: string, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// A bench that throws or is interrupted must not leave servers holding ports and data folders.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
// Ctrl-C (the servers get it too, same process group): drop the databases before leaving. A
// repeated signal (npm and tsx pass it on) must not cut the cleanup short.
let interrupted = false;
process.on('SIGINT', () => {
  if (interrupted) return;
  interrupted = true;
  void cleanup().finally(() => process.exit(130));
});

let serverBuilt = false;

/**
 * The compiled server, as npm start runs it: built first when out of date for this checkout (the
 * build stamps npm start checks, scripts/build-stamp.mjs), as in a clean clone.
 */
export function siteCommand(): { args: string[]; label: string } {
  if (!serverBuilt) {
    // Build output goes to stderr: stdout holds only the tables.
    const status = buildStale([BUILD_TARGETS.server], { log: progress, stdio: ['ignore', 2, 2] });
    if (status !== 0) throw new Error(`building ${BUILD_TARGETS.server.label} failed (exit ${status})`);
    serverBuilt = true;
  }
  // The server's own flags (as npm start gives them), then BENCH_NODE_ARGS, which can override them.
  const flags = [...SERVER_NODE_FLAGS, ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  return {
    args: [...flags, path.join(ROOT, BUILD_TARGETS.server.entry)],
    label: `node ${[...flags, BUILD_TARGETS.server.entry].join(' ')}`,
  };
}

/** Resident memory of a process (Linux /proc; VmHWM: its peak) in MB; NaN once it is gone. */
export function readRssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

export interface ProcessOptions {
  name: string;
  args: string[];
  env: Record<string, string>;
  healthPath: string;
  timeoutMs: number;
}

/** A Node process of this repository listening on a free PORT, resolved once `healthPath` answers 200. */
export async function startProcess(options: ProcessOptions): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(runDir(), `${options.name}-${port}.log`);
  const log = fs.openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, options.args, {
    cwd: ROOT,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  running.add(child);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      running.delete(child);
      resolve();
    }),
  );
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(timer);
  };
  const failure = (why: string) => {
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
    return new Error(`${options.name} ${why} (log ${logFile}):\n${tail}`);
  };
  for (;;) {
    if (exited) throw failure(`exited with code ${child.exitCode}`);
    if (performance.now() - started > options.timeoutMs) {
      await stop();
      throw failure(`was not healthy after ${options.timeoutMs / 1000} s`);
    }
    try {
      const res = await fetch(url + options.healthPath);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const logged = async (text: string, timeoutMs = 180_000) => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const line = fs
        .readFileSync(logFile, 'utf8')
        .split('\n')
        .find((l) => l.includes(text));
      if (line !== undefined) return line;
      if (exited || performance.now() > deadline) throw failure(`did not log "${text}"`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    url,
    pid: child.pid!,
    readyMs: performance.now() - started,
    rssMb: () => readRssMb(child.pid!),
    peakRssMb: () => readRssMb(child.pid!, 'VmHWM'),
    logged,
    stop,
  };
}

/**
 * The site as its own process on a store, as an operator starts it (NODE_ENV=production, default
 * log level), resolved once GET /api/health answers 200.
 */
export function startSite(
  store: Store,
  options: { env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Server> {
  return startProcess({
    name: 'site',
    // BENCH_NODE_ARGS profiles the site in any section, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
    args: siteCommand().args,
    env: {
      ...SERVER_NODE_ENV,
      NODE_ENV: 'production',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...storeEnv(store),
      ...options.env,
    },
    healthPath: '/api/health',
    timeoutMs: options.timeoutMs ?? 300_000,
  });
}

/** Runs `measure` against the site on a fresh store of `kind` (labelled for the figures), then stops the site. */
export async function onFreshSite<T>(
  kind: DbKind,
  measure: (site: Server, database: string) => Promise<T>,
): Promise<T> {
  const site = await startSite(await freshStore(kind));
  try {
    return await measure(site, DB_LABEL[kind]);
  } finally {
    await site.stop();
  }
}

/** The ceiling: bare Fastify (bench/bare-fastify.mjs) in its own process. */
export function startBare(): Promise<Server> {
  return startProcess({
    name: 'bare',
    args: [path.join(ROOT, 'bench/bare-fastify.mjs')],
    env: {},
    healthPath: '/',
    timeoutMs: 30_000,
  });
}

/** Stops every server still running and removes every store (databases dropped). */
export async function cleanup(): Promise<void> {
  await Promise.all(
    [...running].map((child) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))),
  );
  for (const remove of cleanups.splice(0).reverse()) {
    try {
      await remove();
    } catch (error) {
      progress(`cleanup: ${(error as Error).message}`);
    }
  }
  if (runDirPath) fs.rmSync(runDirPath, { recursive: true, force: true });
  runDirPath = undefined;
}

// ---------------------------------------------------------------------------------------------
// Load

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export interface LoadResult {
  rps: number;
  /** Latencies in ms over every response of the window. */
  p50: number;
  p95: number;
  p99: number;
  responses: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

export interface LoadOptions {
  /** Base URL of the server. */
  url: string;
  /** A fixed path, or a function choosing the path of each request (varied URLs). */
  path: string | (() => string);
  connections: number;
  seconds?: number;
  headers?: Record<string, string>;
}

/**
 * autocannon appends every body chunk to a string (`body += chunk`, kept for its body checks, which
 * we do not use). Decoding binary bytes as UTF-8 costs it more than the server spends: at 50
 * connections, bare Fastify sending 31 KB of brotli measured 1,900 req/s with it and 12,400
 * without, the same as 31 KB of ASCII. Compressed answers would measure the load generator, so
 * its clients count bytes and drop the text.
 */
function readBodiesAsBytes(client: autocannon.Client): void {
  (client as unknown as { pipelinedRequests: { addBody(data: Buffer): void } }).pipelinedRequests.addBody = () => {};
}

/** Closed-loop load from `connections` keep-alive clients for a few seconds (autocannon, in this process). */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const nextPath = options.path;
  // No response at all in the window leaves the percentiles NaN: shown as "none", never a met target.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url + (typeof nextPath === 'string' ? nextPath : '/'),
        connections: options.connections,
        duration: options.seconds ?? SECONDS,
        headers: options.headers ?? BROWSER_HEADERS,
        requests:
          typeof nextPath === 'string' ? undefined : [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }],
        setupClient: readBodiesAsBytes,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  });
  // The server still works through the requests in flight when the window closed: one health
  // check queues behind them, so the next window does not start on this one's backlog.
  await fetch(`${options.url}/api/health`)
    .then((res) => res.arrayBuffer())
    .catch(() => undefined);
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    responses: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export interface LoadPoint extends Omit<LoadOptions, 'url'> {
  /** Names the point in the progress lines. */
  label: string;
}

/**
 * Load points on the site interleaved with bare Fastify at the same connections and paths:
 * bare, site, bare, site, ..., bare. A point's ceiling is the mean of the bare runs right before
 * and after it, so the noise of the moment on a shared machine weighs on both sides of the ratio.
 * Each site point gets a one-second warm-up first (not counted).
 */
export async function interleavedWithBare(
  site: Server,
  bare: Server,
  points: LoadPoint[],
): Promise<Array<{ site: LoadResult; bareRps: number }>> {
  const bareRun = async (point: LoadPoint) => {
    const result = await load({ ...point, url: bare.url });
    progress(`  bare Fastify: ${Math.round(result.rps)} req/s, p99 ${fmt(result.p99)} ms`);
    return result.rps;
  };
  await load({ ...points[0], url: bare.url, seconds: 1 });
  let before = await bareRun(points[0]);
  const results: Array<{ site: LoadResult; bareRps: number }> = [];
  for (const [i, point] of points.entries()) {
    await load({ ...point, url: site.url, seconds: 1 });
    const result = await load({ ...point, url: site.url });
    progress(
      `  ${point.label}: ${Math.round(result.rps)} req/s, p50 ${fmt(result.p50)} ms, p95 ${fmt(result.p95)} ms, p99 ${fmt(result.p99)} ms, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors`,
    );
    const after = await bareRun(points[Math.min(i + 1, points.length - 1)]);
    results.push({ site: result, bareRps: (before + after) / 2 });
    before = after;
  }
  return results;
}

export function loadFigures(result: LoadResult, bareRps?: number): NonNullable<Row['load']> {
  return {
    rps: result.rps,
    bareRps,
    p50: result.p50,
    p95: result.p95,
    p99: result.p99,
    non2xx: result.non2xx + result.errors,
  };
}

// ---------------------------------------------------------------------------------------------
// The table

/** Two significant digits below 1 (0.0094 stays readable), else two decimals. */
export const ratio = (r: number) => (r >= 1 ? r.toFixed(2) : r.toPrecision(2));

function cells(row: Row): Record<string, string> {
  const l = row.load;
  return {
    figure: row.figure,
    database: row.database,
    value: row.value,
    target: row.target || '—',
    met: row.met === null ? '—' : row.met ? 'yes' : 'no',
    'req/s': l ? fmt(l.rps) : '',
    'bare req/s': l?.bareRps ? fmt(l.bareRps) : '',
    ratio: l?.bareRps ? ratio(l.rps / l.bareRps) : '',
    'p50 ms': l ? fmt(l.p50) : '',
    'p99 ms': l ? fmt(l.p99) : '',
    'non-2xx': l ? String(l.non2xx) : '',
  };
}

export function printTable(rows: Row[]): void {
  console.table(rows.map(cells));
}

export function markdownTable(rows: Row[]): string {
  const table = rows.map(cells);
  const columns = Object.keys(table[0] ?? cells({ figure: '', database: '', value: '', target: '', met: null }));
  const line = (values: string[]) => `| ${values.map((v) => v.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...table.map((r) => line(columns.map((c) => r[c])))].join(
    '\n',
  );
}
