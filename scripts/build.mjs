// @ts-check
/**
 * Production builds (npm run build):
 *   node scripts/build.mjs              # the web app and the server
 *   node scripts/build.mjs server       # named targets only: web, server
 *
 * - web: the React Router build into apps/web/build (prerendered pages and assets); the pages then
 *   load their scripts after the first paint (scripts/defer-scripts.mjs) and each text file is
 *   compressed once at the highest settings (scripts/precompress.mjs);
 * - server: apps/server/src/server.ts and the shared package's sources bundled into plain
 *   JavaScript in apps/server/dist (npm packages stay imports of node_modules), so production runs
 *   without a TypeScript transpiler; beside it, a new embedded database, migrated, for a first
 *   start to load (apps/server/src/db/pgdata-template.ts).
 * Each target gets a build stamp (scripts/build-stamp.mjs) that `npm start` checks to skip it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { BUILD_TARGETS, ROOT, computeStamp, removeStamp, writeStamp } from './build-stamp.mjs';
import { deferScriptsIn } from './defer-scripts.mjs';
import { precompressDir } from './precompress.mjs';

/** @typedef {keyof typeof BUILD_TARGETS} TargetName */

async function buildWeb() {
  const result = spawnSync('npm', ['run', 'build', '-w', '@ai4n/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the web build failed (exit code ${result.status ?? result.signal})`);
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  const client = path.join(ROOT, 'apps/web/build/client');
  console.log(`scripts after the first paint in ${deferScriptsIn(client)} pages`);
  const { files, bytes, br, gz } = await precompressDir(client);
  console.log(`precompressed ${files} files (${kb(bytes)}): brotli 11 ${kb(br)}, gzip 9 ${kb(gz)}`);
}

async function buildServer() {
  // Loaded here only: a start whose server is current never pays for the bundler.
  const { build } = await import('rolldown');
  const outDir = path.join(ROOT, BUILD_TARGETS.server.output);
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    cwd: ROOT,
    input: {
      server: path.join(ROOT, 'apps/server/src/server.ts'),
      // A process's entry: db/seed/seed-apart.ts starts dist/seed-process.js on a new embedded database's first start.
      'seed-process': path.join(ROOT, 'apps/server/src/seed-process.ts'),
      // Used by this build, below: the migrated database that process starts from.
      'pgdata-template': path.join(ROOT, 'apps/server/src/db/pgdata-template.ts'),
    },
    platform: 'node',
    // npm packages are loaded from node_modules at run time; the workspace's own TypeScript
    // (@ai4n/shared) is bundled, since Node cannot run it.
    external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0') && !id.startsWith('@ai4n/'),
    logLevel: 'warn',
    output: {
      dir: outDir,
      format: 'esm',
      // Every chunk directly in dist/, one folder below apps/server like src/paths.ts, whose
      // import.meta.url finds the repository root from either place. Modules imported with
      // import() (optional integrations) become their own chunks, loaded only when used.
      entryFileNames: '[name].js',
      chunkFileNames: '[name]-[hash].js',
      sourcemap: true,
    },
  });
  // A worker thread's entry (modules/bulk/bulk-worker.ts starts dist/bulk-import-worker.js), in one
  // file with the npm packages it uses: it starts as an import request arrives, and resolving and
  // loading some 300 modules from node_modules took ~650 ms of an import's critical path against
  // ~200 ms for the one file (decision 0076). PGlite stays a package: it finds its files beside it.
  await build({
    cwd: ROOT,
    input: { 'bulk-import-worker': path.join(ROOT, 'apps/server/src/bulk-import-worker.ts') },
    platform: 'node',
    external: (id) => id.startsWith('node:') || id.startsWith('@electric-sql/pglite'),
    logLevel: 'warn',
    output: { dir: outDir, format: 'esm', entryFileNames: '[name].js', sourcemap: true },
  });
  // A new embedded database, migrated, that a first start loads instead of running initdb (~600 MB).
  /** @type {{ writePgdataTemplate: (file: string) => Promise<number>, PGDATA_TEMPLATE_FILE: string }} */
  const template = await import(pathToFileURL(path.join(outDir, 'pgdata-template.js')).href);
  const bytes = await template.writePgdataTemplate(path.join(outDir, template.PGDATA_TEMPLATE_FILE));
  console.log(`a new embedded database, migrated: ${(bytes / 1024 / 1024).toFixed(1)} MB`);
}

/** @type {Record<TargetName, () => void | Promise<void>>} */
const builders = { web: buildWeb, server: buildServer };

/**
 * Builds the targets one after the other and stamps each one that succeeded.
 * @param {TargetName[]} names
 */
export async function buildTargets(names) {
  for (const name of names) {
    const target = BUILD_TARGETS[name];
    const started = performance.now();
    // Stamped with the inputs as they were when the build began: later edits make it stale.
    const stamp = computeStamp(target);
    removeStamp(target);
    await builders[name]();
    writeStamp(target, stamp);
    console.log(`built ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s -> ${target.output}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = /** @type {TargetName[]} */ (process.argv.slice(2));
  for (const name of names)
    if (!(name in BUILD_TARGETS))
      throw new Error(`unknown build target "${name}": ${Object.keys(BUILD_TARGETS).join(', ')}`);
  try {
    await buildTargets(names.length > 0 ? names : /** @type {TargetName[]} */ (Object.keys(BUILD_TARGETS)));
  } catch (error) {
    console.error(`Build failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
