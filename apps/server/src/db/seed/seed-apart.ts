import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPgdataTemplate } from '../pgdata-template.js';

/**
 * The seeding process's entry file: src/seed-process.ts when the server runs as TypeScript (tsx,
 * tests: the process loads it through tsx), or seed-process.js next to the bundled dist/server.js.
 */
const typescript = import.meta.url.endsWith('.ts');
const ENTRY = fileURLToPath(new URL(typescript ? '../../seed-process.ts' : './seed-process.js', import.meta.url));

/** Whether an embedded database's data folder holds no database yet (its first start creates and seeds one). */
export const isNewDataDir = (dataDir: string): boolean => !fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'));

export interface SeededApart {
  /** Rows added by each seed set, as runSeeds gives them. */
  seeded: Record<string, number>;
  /** The data folder's notices (for the server's log). */
  notices: string[];
  /** The seeding process's peak resident memory, MB. */
  peakMb: number;
}

/**
 * Creates, migrates and seeds a new embedded database in a process of its own (node with this
 * process's flags), which closes it and exits; resolves with what was seeded. Seeding in the
 * server's own process left it 50-100 MB more resident for its whole run than a restart (decision
 * 0078): the content files read, the insert statements, PGlite's WebAssembly memory grown by them
 * (which never shrinks), malloc's heap. A worker thread took most of it away, but its malloc arena
 * stayed (20 MB resident, 2 MB in use); an exited process leaves nothing.
 */
export function seedApart(
  dataDir: string,
  /** A migrated database's data folder to start from (db/pgdata-template.ts): no initdb. */
  template = builtPgdataTemplate(),
): Promise<SeededApart> {
  const child = fork(ENTRY, [], {
    env: { ...process.env, SEED_DATA_DIR: dataDir, SEED_PGDATA_TEMPLATE: template ?? '' },
    // The compiled server's flags (--liftoff-only keeps PGlite's compilation peak down); TypeScript through tsx.
    execArgv: typescript ? ['--import', 'tsx'] : process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let answer: SeededApart | null = null;
    child.on('message', (message: SeededApart) => (answer = message));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      answer && code === 0
        ? resolve(answer)
        : reject(new Error(`seeding the new database failed (the seeding process exited with ${signal ?? code})`)),
    );
  });
}
