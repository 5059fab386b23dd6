import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgdataTemplate } from '../src/db/pgdata-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * A new PGlite takes seconds to initialise: migrate one once, dump it, and let every test
 * file start from a copy of the dump (a fresh database per file in well under a second).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ai4n-template-')), 'template.tar');
  await writePgdataTemplate(file, 'none');
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
