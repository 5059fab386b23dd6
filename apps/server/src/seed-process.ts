// The first start's seeding process (started by db/seed/seed-apart.ts): creates a new embedded
// database (from the build's template when there is one), migrates and seeds it, closes it and
// exits. The compiled server runs it as dist/seed-process.js. In a process of its own, everything
// the seeding held (1,571 prompts' files, the statements that insert them, PGlite's WebAssembly
// memory grown by them, malloc's free but resident memory) goes back to the system when it exits,
// rather than staying resident in the server for its whole run (decision 0078).
import fs from 'node:fs';
import { openPglite } from './db/client.js';
import { restrictNewFiles } from './db/data-dir.js';
import { runSeeds } from './db/seed/run-seeds.js';

restrictNewFiles();
const dataDir = process.env.SEED_DATA_DIR!;
const notices: string[] = [];
// The build's migrated database (db/pgdata-template.ts) when there is one: loading it skips initdb.
const template = process.env.SEED_PGDATA_TEMPLATE;
const database = await openPglite({
  dataDir,
  onNotice: (message) => notices.push(message),
  loadDataDir: template ? new Blob([fs.readFileSync(template)]) : undefined,
});
try {
  await database.migrate();
  const seeded = await runSeeds(database.db);
  // Its own peak, which the server logs: a host needs this much free for a first start.
  process.send!({ seeded, notices, peakMb: Math.round(process.resourceUsage().maxRSS / 1024) });
} finally {
  await database.close();
}
process.disconnect();
