// @ts-check
/**
 * npm start: builds what is out of date for this checkout (build stamps, scripts/build-stamp.mjs),
 * then runs the compiled server (apps/server/dist/server.js) in this same process. When nothing
 * changed since the last build, the check costs a few milliseconds and nothing is rebuilt.
 */
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_TARGETS, ROOT, SERVER_NODE_ENV, SERVER_NODE_FLAGS, buildStale } from './build-stamp.mjs';

// `npm install && npm start` works with no keys: without Stripe keys the server takes test-mode
// payments only when asked to in production (config.ts), and this first-run command asks. A
// service started as `node apps/server/dist/server.js` does not, unless its own setting says so.
process.env.PAYMENTS_TEST_MODE ??= 'true';

// The server's node flags and environment (build-stamp.mjs) take effect only from the start of a
// process (V8 and the C library read them first): this process replaces itself with one started
// with them (same process id, so signals and exit codes are the server's; no second process to
// hold memory). The build check runs once, in the replaced process.
const missing = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
const envMissing = Object.keys(SERVER_NODE_ENV).some((name) => process.env[name] === undefined);
if ((missing.length > 0 || envMissing) && process.execve) {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...missing, ...process.argv.slice(1)], {
    ...SERVER_NODE_ENV,
    ...process.env,
  });
}

const status = buildStale(Object.values(BUILD_TARGETS));
if (status !== 0) process.exit(status);

// Node keeps the compiled code of the modules it loads on disk and reuses it at the next start
// (loading the packages is a third of a start).
module.enableCompileCache();
await import(pathToFileURL(path.join(ROOT, BUILD_TARGETS.server.entry)).href);
