import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, pgliteOf } from './client.js';

/**
 * A new embedded database, migrated, as a gzipped tarball of its data folder: `npm run build` writes
 * it next to the compiled server, and a new data folder's first start loads it instead of creating
 * a database (decision 0078). Creating one runs PostgreSQL's initdb inside PGlite, which took the
 * first start's seeding process to ~600 MB resident for a few seconds: more than a 512 MB host has.
 * Loading the tarball skips it. A server run from its TypeScript (tsx, tests) has no build beside
 * it and creates its database as before.
 */
export const PGDATA_TEMPLATE_FILE = 'pgdata-template.tar.gz';

/** The template beside the compiled server, when this code is the compiled server and the build made one. */
export function builtPgdataTemplate(): string | undefined {
  if (import.meta.url.endsWith('.ts')) return undefined;
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), PGDATA_TEMPLATE_FILE);
  return fs.existsSync(file) ? file : undefined;
}

/**
 * Creates a new database in memory, migrates it and writes its data folder to `file` (gzipped for the
 * build; the test suite's copy, loaded by every test file, plain); returns its size in bytes.
 */
export async function writePgdataTemplate(file: string, compression: 'gzip' | 'none' = 'gzip'): Promise<number> {
  const database = await openPglite();
  try {
    await database.migrate();
    const dump = await pgliteOf(database).dumpDataDir(compression);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return fs.statSync(file).size;
}
