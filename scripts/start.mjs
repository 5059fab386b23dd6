// @ts-check
/**
 * npm start: builds what is out of date for this checkout (build stamps, scripts/build-stamp.mjs),
 * then runs the compiled server (apps/server/dist/server.js) in this same process. When nothing
 * changed since the last build, the check costs a few milliseconds and nothing is rebuilt.
 */
import { spawnSync } from 'node:child_process';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_TARGETS, ROOT, staleReason } from './build-stamp.mjs';

const stale = [];
for (const target of Object.values(BUILD_TARGETS)) {
  const reason = staleReason(target);
  if (reason === null) continue;
  console.log(`Building ${target.label}: ${reason}.`);
  stale.push(target.name);
}
if (stale.length > 0) {
  // A separate process: the bundler and the build's memory do not stay in the server.
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), ...stale], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Node 22.1+ keeps the compiled code of the modules it loads on disk and reuses it at the next
// start (loading the packages is a third of a start); Node 20 has no such cache and skips this.
/** @type {{ enableCompileCache?: () => unknown }} */ (module).enableCompileCache?.();
await import(pathToFileURL(path.join(ROOT, BUILD_TARGETS.server.entry)).href);
