// @ts-check
/**
 * Build stamps: whether a build output is current for the checkout, so that `npm start` rebuilds
 * only what changed (the web build takes half a minute; most starts change nothing).
 *
 * A target's stamp is a SHA-256 over the relative path and content of every input file (plus the
 * environment variables the build reads). It is written next to the output after a build succeeds;
 * the output is current when the stamp stored there equals the stamp of the inputs now. Content,
 * not modification times: a checkout or `touch` that leaves the files identical rebuilds nothing.
 *
 * Plain JavaScript (checked by tsc through JSDoc) because `npm start` runs it before anything is
 * compiled, and without a TypeScript loader to keep the start fast.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * @typedef {object} BuildTarget
 * @property {string} name
 * @property {string} label For messages: "the web app".
 * @property {string[]} inputs Files and folders, relative to the root; folders are read recursively.
 * @property {string[]} env Environment variables the build bakes in.
 * @property {string} output The folder the build writes (relative to the root).
 * @property {string} entry A file every good build leaves in the output (relative to the root).
 */

/** Stays out of every stamp: installed packages, build outputs, generated types and tests (never built). */
const IGNORED_DIRS = new Set(['node_modules', 'build', 'dist', '.react-router']);
const IGNORED_FILE = /\.test\.tsx?$/;

/** @type {Record<'web' | 'server', BuildTarget>} */
export const BUILD_TARGETS = {
  web: {
    name: 'web',
    label: 'the web app',
    // The lockfile stands for the installed packages (node_modules is not read).
    inputs: [
      'apps/web',
      'packages/shared',
      'package-lock.json',
      'tsconfig.base.json',
      'scripts/precompress.mjs',
      'scripts/defer-scripts.mjs',
    ],
    // vite.config.ts defines __SITE_NAME__ and __SITE_URL__ from them (titles, canonical links, social images).
    env: ['SITE_NAME', 'SITE_URL'],
    output: 'apps/web/build',
    entry: 'apps/web/build/client/index.html',
  },
  server: {
    name: 'server',
    label: 'the server',
    // scripts/build.mjs holds the bundler settings.
    inputs: ['apps/server/src', 'packages/shared', 'package-lock.json', 'tsconfig.base.json', 'scripts/build.mjs'],
    env: [],
    output: 'apps/server/dist',
    entry: 'apps/server/dist/server.js',
  },
};

/**
 * Node's flags for the server, wherever it is started (npm start, the benchmarks, the end-to-end
 * tests, a service as docs/operations.md writes it), with SERVER_NODE_ENV: measured in decision 0079.
 * --max-semi-space-size=8: V8 sizes its young generation to the host's memory (some 100 MB more
 *   heap on a 24 GB machine for no gain in a server whose requests allocate little); 8 MB is
 *   Node's default on small hosts.
 * --liftoff-only: PGlite's 9 MB WebAssembly was compiled a second time by V8's optimizing tier
 *   at start, peaking at 770-940 MB for a second (a 512 MB host is killed) and leaving ~60 MB
 *   resident; the baseline tier alone peaks where the server settles. PostgreSQL's SQL in PGlite
 *   runs 1.3-1.6 times as long, while the gallery reads from memory. A site on a PostgreSQL server
 *   loads no WebAssembly: the flag changes nothing there.
 * Flags must be on node's command line (or NODE_OPTIONS): V8 reads them before any code runs.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--liftoff-only'];

/**
 * The environment the server starts with (an operator's own value wins), measured in decision 0078.
 * MALLOC_MMAP_THRESHOLD_: glibc's malloc serves blocks of 16 KB and more (Buffer's 64 KB pool
 * slabs, zlib's output chunks, PGlite's result buffers) from their own mappings, returned to the
 * system when freed. In its heap, the holes those short-lived blocks left between long-lived small
 * ones stayed resident: 58 MB at 10,000 prompts (RSS 385 MB, 327 MB with it). Other C libraries
 * (musl) ignore it.
 */
export const SERVER_NODE_ENV = { MALLOC_MMAP_THRESHOLD_: '16384' };

const STAMP_FILE = '.build-stamp';

/**
 * Every input file under `entries` (relative to `root`), sorted, as root-relative paths with '/'.
 * @param {string} root
 * @param {string[]} entries
 * @returns {string[]}
 */
export function inputFiles(root, entries) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} rel */
  const visit = (rel) => {
    const full = path.join(root, rel);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
        if (entry.isDirectory() ? IGNORED_DIRS.has(entry.name) : IGNORED_FILE.test(entry.name)) continue;
        visit(path.posix.join(rel, entry.name));
      }
    } else if (stat.isFile()) {
      files.push(rel);
    }
  };
  for (const entry of entries) visit(entry.split(path.sep).join('/'));
  return [...new Set(files)].sort();
}

/**
 * The stamp of a target's inputs as they are now.
 * @param {Pick<BuildTarget, 'inputs' | 'env'>} target
 * @param {{ root?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {string}
 */
export function computeStamp(target, options = {}) {
  const root = options.root ?? ROOT;
  const env = options.env ?? process.env;
  const hash = crypto.createHash('sha256');
  for (const file of inputFiles(root, target.inputs)) {
    // Length-prefixed fields: no two different input sets hash the same bytes.
    const content = fs.readFileSync(path.join(root, file));
    hash.update(`file ${file.length}:${file} ${content.length}:`).update(content);
  }
  for (const name of target.env) {
    const value = env[name];
    hash.update(value === undefined ? `env ${name} unset` : `env ${name} ${value.length}:${value}`);
  }
  return hash.digest('hex');
}

/**
 * Why a target must be built, or null when its output is current.
 * @param {BuildTarget} target
 * @param {{ root?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {string | null}
 */
export function staleReason(target, options = {}) {
  const root = options.root ?? ROOT;
  if (!fs.existsSync(path.join(root, target.entry))) return `${target.entry} is missing`;
  let stored;
  try {
    stored = fs.readFileSync(path.join(root, target.output, STAMP_FILE), 'utf8').trim();
  } catch {
    return 'it has no build stamp';
  }
  return stored === computeStamp(target, options) ? null : 'its sources or build settings changed since it was built';
}

/**
 * Records that the output was built from `stamp` (computed before the build started, so that an
 * edit made during the build makes the output stale).
 * @param {BuildTarget} target
 * @param {string} stamp
 * @param {{ root?: string }} [options]
 */
export function writeStamp(target, stamp, options = {}) {
  const dir = path.join(options.root ?? ROOT, target.output);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, STAMP_FILE), `${stamp}\n`);
}

/**
 * Forgets the stamp before a build: a build that fails half-way must not look current.
 * @param {BuildTarget} target
 * @param {{ root?: string }} [options]
 */
export function removeStamp(target, options = {}) {
  fs.rmSync(path.join(options.root ?? ROOT, target.output, STAMP_FILE), { force: true });
}

/**
 * Builds those of `targets` that are out of date for this checkout (scripts/build.mjs, in its own
 * process: the bundler and its memory do not stay in the caller), saying why through `log`.
 * @param {BuildTarget[]} targets
 * @param {{ log?: (message: string) => void, stdio?: import('node:child_process').StdioOptions }} [options]
 * @returns {number} the build's exit status: 0 when all were current or are built now
 */
export function buildStale(targets, options = {}) {
  const log = options.log ?? console.log;
  const stale = targets.filter((target) => {
    const reason = staleReason(target);
    if (reason !== null) log(`Building ${target.label}: ${reason}.`);
    return reason !== null;
  });
  if (stale.length === 0) return 0;
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts/build.mjs'), ...stale.map((target) => target.name)],
    { cwd: ROOT, stdio: options.stdio ?? 'inherit' },
  );
  return build.status ?? 1;
}
