/**
 * Start-up (issue 12: on an existing data folder, healthy in ≤ 1.5 s; idle RSS ≤ 350 MB on PGlite).
 *   npx tsx bench/startup.ts                 # PGlite and PostgreSQL
 *   npx tsx bench/startup.ts pglite          # one database
 *
 * Times from spawning the command to the first 200 from GET /api/health, for
 * - `npm start` with its builds current (the build stamps match, so nothing is rebuilt), and
 * - `node apps/server/dist/server.js`, the compiled server alone,
 * each on an empty store (create, migrate, seed) and on the same store again (existing data).
 * Each figure is the median of RUNS starts. Idle RSS: VmRSS of the server process 2 s after it
 * became healthy on an existing store.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { BUILD_TARGETS, staleReason } from '../scripts/build-stamp.mjs';
import { freePort } from '../scripts/free-port.mjs';
import {
  atMost,
  cleanup,
  readRssMb,
  DB_LABEL,
  fmt,
  freshStore,
  printTable,
  progress,
  ROOT,
  storeEnv,
  type DbKind,
  type Row,
  type Store,
} from './harness.js';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const MAX_START_S = 1.5;
const MAX_IDLE_RSS_MB = 350;
const IDLE_MS = 2_000;

const COMMANDS = {
  'npm start': { command: 'npm', args: ['start', '--silent'] },
  'node apps/server/dist/server.js': { command: process.execPath, args: [path.join(ROOT, BUILD_TARGETS.server.entry)] },
} as const;
type Label = keyof typeof COMMANDS;

/** Builds what is stale first (untimed): `npm start` is measured with its builds current. */
function ensureBuilt(): void {
  const stale = Object.values(BUILD_TARGETS).filter((target) => staleReason(target) !== null);
  if (stale.length === 0) return;
  progress(`building ${stale.map((t) => t.label).join(' and ')} first (not timed)`);
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), ...stale.map((t) => t.name)], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the build failed');
}

/** The process and its descendants (npm runs `sh -c` which runs node). */
function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]) ?? []));
  return tree;
}

/** VmRSS in MB of the process that serves: the one of the tree that listens is the largest. */
function serverRssMb(pid: number): number {
  return Math.max(...processTree(pid).map((p) => readRssMb(p) || 0));
}

async function startOnce(label: Label, store: Store): Promise<{ ms: number; rssMb: number }> {
  const port = await freePort();
  const { command, args } = COMMANDS[label];
  const started = performance.now();
  const child = spawn(command, [...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...storeEnv(store), PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
    // Its own process group: stopping npm stops the server it started.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}`);
      if (performance.now() - started > 180_000) throw new Error(`${label} was not healthy in 3 minutes`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        await res.arrayBuffer();
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { ms, rssMb: serverRssMb(child.pid!) };
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

export async function measureStartup(kind: DbKind): Promise<Row[]> {
  ensureBuilt();
  const database = DB_LABEL[kind];
  const where = kind === 'pglite' ? 'data folder' : 'database';
  const rows: Row[] = [];
  for (const label of Object.keys(COMMANDS) as Label[]) {
    progress(`${database}: start-up of ${label}, ${RUNS} runs on an empty and on an existing ${where}`);
    const empty: number[] = [];
    const existing: Array<{ ms: number; rssMb: number }> = [];
    for (let run = 0; run < RUNS; run++) {
      const store = await freshStore(kind);
      empty.push((await startOnce(label, store)).ms);
      existing.push(await startOnce(label, store));
    }
    const all = (values: number[]) => ` (runs: ${values.map((ms) => fmt(ms / 1000)).join(', ')} s)`;
    rows.push({
      ...atMost(`Start to healthy, ${label}, empty ${where}`, database, median(empty) / 1000, null, 's'),
      value: `${fmt(median(empty) / 1000)} s${all(empty)}`,
    });
    const ms = existing.map((r) => r.ms);
    const target = kind === 'pglite' ? MAX_START_S : null;
    rows.push({
      ...atMost(`Start to healthy, ${label}, existing ${where}`, database, median(ms) / 1000, target, 's'),
      value: `${fmt(median(ms) / 1000)} s${all(ms)}`,
    });
    rows.push(
      atMost(
        `Idle RSS ${IDLE_MS / 1000} s after start, ${label}, existing ${where}`,
        database,
        median(existing.map((r) => r.rssMb)),
        kind === 'pglite' ? MAX_IDLE_RSS_MB : null,
        'MB',
      ),
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kinds = (process.argv[2]?.split(',') ?? ['pglite', 'postgres']) as DbKind[];
  const rows: Row[] = [];
  try {
    for (const kind of kinds) rows.push(...(await measureStartup(kind)));
  } finally {
    await cleanup();
  }
  printTable(rows);
}
