// The first start's seeding process (started by db/seed/seed-apart.ts): creates a new embedded
// database, migrates and seeds it, closes it and exits. The compiled server runs it as
// dist/seed-process.js. In a process of its own, everything the seeding held (1,571 prompts' files,
// the statements that insert them, PGlite's WebAssembly memory grown by them, malloc's free but
// resident memory) goes back to the system when it exits, rather than staying resident in the
// server for its whole run (decision 0078).
import { openPglite } from './db/client.js';
import { restrictNewFiles } from './db/data-dir.js';
import { runSeeds } from './db/seed/run-seeds.js';

restrictNewFiles();
const dataDir = process.env.SEED_DATA_DIR!;
const notices: string[] = [];
const database = await openPglite({ dataDir, onNotice: (message) => notices.push(message) });
try {
  await database.migrate();
  const seeded = await runSeeds(database.db);
  process.send!({ seeded, notices });
} finally {
  await database.close();
}
process.disconnect();
