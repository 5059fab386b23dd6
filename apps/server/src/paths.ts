import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * Repository root, so defaults do not depend on the directory npm starts us in. This module runs
 * from apps/server/src/paths.ts (tsx, tests) or bundled into apps/server/dist/server.js (npm start):
 * both sit one folder below apps/server, so the same relative URL finds the root.
 */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
/** The SQL migrations stay in the source tree; the compiled server reads them from there too. */
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/src/db/migrations');
