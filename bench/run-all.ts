/**
 * Every figure of issue 12 in one table, on PGlite and on PostgreSQL (npm run bench).
 *   npm run bench                               # everything, about 10 minutes on 2 cores
 *   npm run bench -- --only reads,search        # some sections: reads search imports import-reads startup burst scale floor bundles
 *   npm run bench -- --db pglite                # one database: pglite or postgres
 *   npm run bench -- --markdown                 # also print the table as Markdown
 * BENCH_DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test); the
 * bench creates its own databases there and drops them. BENCH_SECONDS: seconds per load point (5).
 * The table is also written to docs/performance.md (with the date, machine and load) unless --no-docs.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { measureBundles } from './bundle-size.js';
import { measureImports } from './bulk-import.js';
import { measureGallery } from './gallery-search.js';
import { measureReadsDuringImport } from './import-read-latency.js';
import { measurePublicReads } from './public-reads.js';
import { measureStartup } from './startup.js';
import { measureBurst, measureImportFloor, measureScale } from './scale.js';
import {
  cleanup,
  DB_LABEL,
  freshStore,
  markdownTable,
  ROOT,
  postgresUnavailable,
  printTable,
  progress,
  SECONDS,
  siteCommand,
  startBare,
  startSite,
  type DbKind,
  type Row,
  type Store,
} from './harness.js';

/** The sections measured on each database by their own bench files: `(kind) => Promise<Row[]>`. */
const perDatabase: Record<
  'imports' | 'import-reads' | 'startup' | 'burst' | 'scale' | 'floor',
  (kind: DbKind) => Promise<Row[]>
> = {
  imports: measureImports,
  'import-reads': measureReadsDuringImport,
  startup: measureStartup,
  // Issue 33: one computation per miss, memory and search beside MiniSearch and Orama, imports beside COPY.
  burst: measureBurst,
  scale: measureScale,
  floor: measureImportFloor,
};

const SECTIONS = [
  'reads',
  'search',
  'imports',
  'import-reads',
  'startup',
  'burst',
  'scale',
  'floor',
  'bundles',
] as const;
type Section = (typeof SECTIONS)[number];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    db: { type: 'string' },
    markdown: { type: 'boolean', default: false },
    'no-docs': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(`npm run bench [-- --only ${SECTIONS.join(',')}] [--db pglite|postgres] [--markdown] [--no-docs]`);
  process.exit(0);
}
const usage = (message: string): never => {
  console.error(message);
  process.exit(2);
};
const only = (args.only?.split(',').map((s) => s.trim()) ?? [...SECTIONS]) as Section[];
for (const name of only) if (!SECTIONS.includes(name)) usage(`unknown section "${name}": ${SECTIONS.join(', ')}`);
const wanted = (section: Section) => only.includes(section);
const requestedKinds = (args.db?.split(',') ?? ['pglite', 'postgres']) as DbKind[];
for (const kind of requestedKinds) if (!(kind in DB_LABEL)) usage(`unknown database "${kind}": pglite, postgres`);

const started = performance.now();
const rows: Array<Row & { order: number }> = [];
/** Runs one section; a failure becomes a row (and the run goes on with the other sections). */
const add = async (section: Section, kind: DbKind | null, measure: () => Promise<Row[]> | Row[]) => {
  const order = SECTIONS.indexOf(section) * 10 + (kind === 'postgres' ? 1 : 0);
  try {
    rows.push(...(await measure()).map((row) => ({ ...row, order })));
  } catch (error) {
    progress(`${section} failed: ${(error as Error).stack}`);
    const message = (error as Error).message.split('\n')[0].slice(0, 120);
    rows.push({
      figure: `${section}: failed`,
      database: kind ? DB_LABEL[kind] : '',
      value: message,
      target: '',
      met: false,
      order,
    });
  }
};

const cpus = os.cpus();
console.log(`npm run bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
console.log(
  `${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
);
console.log(`site: ${siteCommand().label}; ${SECONDS} s per load point; sections: ${only.join(', ')}`);

try {
  const kinds: DbKind[] = [];
  for (const kind of requestedKinds) {
    const unavailable = kind === 'postgres' ? await postgresUnavailable() : null;
    if (unavailable) progress(`PostgreSQL skipped: ${unavailable}`);
    else kinds.push(kind);
  }
  const bare = wanted('reads') || wanted('search') ? await startBare() : null;

  for (const kind of kinds) {
    if (bare) {
      // A fresh install (migrated and seeded by the site's first start) serves the public reads,
      // then the same store is filled to the gallery's size.
      let seeded: Store | undefined;
      await add(wanted('reads') ? 'reads' : 'search', kind, async () => {
        const store = await freshStore(kind);
        const site = await startSite(store);
        progress(`${DB_LABEL[kind]}: site started on a fresh store in ${(site.readyMs / 1000).toFixed(1)} s`);
        try {
          return wanted('reads') ? await measurePublicReads(site, bare, DB_LABEL[kind]) : [];
        } finally {
          await site.stop();
          seeded = store;
        }
      });
      if (wanted('search') && seeded) await add('search', kind, () => measureGallery(seeded!, bare, kind));
    }
    for (const section of ['imports', 'import-reads', 'startup', 'burst', 'scale', 'floor'] as const) {
      if (wanted(section)) await add(section, kind, () => perDatabase[section](kind));
    }
  }
  await bare?.stop();

  if (wanted('bundles')) {
    await add('bundles', null, () =>
      measureBundles().map((b) => ({
        figure: `First-view JS of ${b.route} (${b.files} files)`,
        database: '',
        value: `${b.gzipKiB} KiB gzip`,
        target: '',
        met: null,
      })),
    );
  }
} finally {
  await cleanup();
}

const table: Row[] = rows.sort((a, b) => a.order - b.order).map(({ order: _order, ...row }) => row);
printTable(table);
if (args.markdown) console.log(`\n${markdownTable(table)}\n`);
const targets = table.filter((r) => r.target !== '');
const failed = table.filter((r) => r.target === '' && r.met === false).length;
const summary =
  `${targets.filter((r) => r.met).length} of ${targets.length} targets met${failed ? `, ${failed} section(s) failed` : ''}; ` +
  `run time ${((performance.now() - started) / 60_000).toFixed(1)} min`;
console.log(summary);
if (!args['no-docs']) writeDocs(table, summary);

/** docs/performance.md: this run's table, each figure beside its reference, with the date, the machine and its load. */
function writeDocs(rows: Row[], summary: string): void {
  // Where the hand-written part starts: a run rewrites what is above it and keeps the rest.
  const HAND_WRITTEN =
    '<!-- Above: written by npm run bench (bench/run-all.ts). Below: written by hand, kept by each run. -->';
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  // A shortened run says so: sizes, rounds and seconds other than the defaults.
  const overrides = Object.entries(process.env)
    .filter(([name]) => name.startsWith('BENCH_') && name !== 'BENCH_DATABASE_URL' && name !== 'BENCH_NODE_ARGS')
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  const loads = os.loadavg();
  const load = loads.map((l) => l.toFixed(1)).join(', ');
  const busy =
    (loads[0] ?? 0) > cpus.length
      ? ` (more work than cores: measured under load, so absolute figures are lower than on a quiet machine)`
      : '';
  const file = path.join(ROOT, 'docs/performance.md');
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const handWritten = previous.includes(HAND_WRITTEN)
    ? previous.slice(previous.indexOf(HAND_WRITTEN))
    : `${HAND_WRITTEN}\n`;
  fs.writeFileSync(
    file,
    `# Performance\n\n` +
      `The table is written by \`npm run bench\` (bench/run-all.ts); the sections after it by hand. Each figure stands beside its ` +
      `reference measured in the same run (bare Fastify, one uncached answer, MiniSearch and Orama over the same ` +
      `prompts, PostgreSQL's COPY of the same rows, reads without the import): on a shared machine absolute ` +
      `figures swing with the load, the ratios much less.\n\n` +
      `- Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, sections: ${only.join(', ')}, ` +
      `databases: ${requestedKinds.join(', ')}${overrides ? `, settings: ${overrides}` : ''}\n` +
      `- Machine: ${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ` +
      `load average at the end ${load}${busy}\n` +
      `- ${summary}\n\n` +
      `${markdownTable(rows)}\n\n${handWritten}`,
  );
  progress(`table written to ${path.relative(ROOT, file)}`);
}
