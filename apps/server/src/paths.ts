import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Repository root, so defaults do not depend on the directory npm starts us in. */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const MIGRATIONS_DIR = fileURLToPath(new URL('./db/migrations', import.meta.url));
