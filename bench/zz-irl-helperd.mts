import fs from 'node:fs';
import { measureReadsDuringImport } from '/work/main/bench/import-read-latency.ts';
import { cleanup, printTable } from '/work/main/bench/harness.ts';
try { printTable(await measureReadsDuringImport((process.argv[2] ?? 'pglite') as 'pglite')); } finally {
  for (const dir of fs.readdirSync('/tmp').filter((d) => d.startsWith('ai4n-bench-'))) for (const f of fs.readdirSync(`/tmp/${dir}`).filter((f) => f.endsWith('.log'))) fs.copyFileSync(`/tmp/${dir}/${f}`, `/tmp/helperD/${f}`);
  await cleanup();
}
