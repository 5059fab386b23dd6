/**
 * Lighthouse on every public route of the built site, with Lighthouse's mobile defaults (moto g
 * power emulation, simulated slow 4G and a 4× slower CPU):
 *   npm run bench:lighthouse                                # each public route once
 *   LIGHTHOUSE_RUNS=3 npm run bench:lighthouse              # each run's scores, then the median
 *   LIGHTHOUSE_ROUTES=/,/pricing npm run bench:lighthouse   # some routes only
 *   npm run bench:lighthouse -- --markdown                  # also the table as Markdown
 *
 * The site runs as an operator starts it (the compiled server, NODE_ENV=production) on a fresh
 * PGlite data folder, after building what is out of date (the build stamps npm start checks).
 * Below the table: each route's failing audits (score < 1; informative, not applicable and manual
 * ones left out) with what they measured. The full JSON reports stay in a temporary folder.
 * Scores move from run to run, the more on a busy machine: judge a goal on a median.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  describeAudit,
  describeFailures,
  launchChromium,
  requestsOffSite,
  runLighthouse,
  type Failure,
  type LighthouseResult,
} from '@ai4n/lighthouse-tools';
import { BUILD_TARGETS, buildStale } from '../scripts/build-stamp.mjs';
import { cleanup, onFreshSite, progress, ROOT } from './harness.js';

const PUBLIC_ROUTES = ['/', '/prompt-school', '/prompt-coach', '/prompt-gallery', '/prompt-lab', '/pricing'];

const { values: args } = parseArgs({ options: { markdown: { type: 'boolean', default: false } } });
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 1);
const ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(',').map((r) => r.trim()) ?? PUBLIC_ROUTES;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number ≥ 1`);
for (const route of ROUTES) if (!route.startsWith('/')) throw new Error(`LIGHTHOUSE_ROUTES: "${route}" is no path`);

interface Figures {
  perf: number | null;
  a11y: number | null;
  bp: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsKb: number | null;
}
type Column = {
  header: string;
  key: keyof Figures;
  show: (n: number) => string;
  goal?: { text: string; met: (n: number) => boolean };
  /** The audit that says why this metric misses its goal, whatever its own score. */
  explainedBy?: string;
};
const score = (n: number) => n.toFixed(2);
const COLUMNS: Column[] = [
  { header: 'Perf', key: 'perf', show: score, goal: { text: '≥ 0.98', met: (n) => n >= 0.98 } },
  { header: 'A11y', key: 'a11y', show: score, goal: { text: '1.00', met: (n) => n === 1 } },
  { header: 'Best practices', key: 'bp', show: score, goal: { text: '1.00', met: (n) => n === 1 } },
  { header: 'SEO', key: 'seo', show: score, goal: { text: '1.00', met: (n) => n === 1 } },
  {
    header: 'LCP',
    key: 'lcpMs',
    show: (ms) => `${(ms / 1000).toFixed(2)} s`,
    goal: { text: '≤ 1.5 s', met: (ms) => ms <= 1500 },
    explainedBy: 'largest-contentful-paint-element',
  },
  {
    header: 'TBT',
    key: 'tbtMs',
    show: (ms) => `${Math.round(ms)} ms`,
    goal: { text: '≤ 100 ms', met: (ms) => ms <= 100 },
    explainedBy: 'long-tasks',
  },
  {
    header: 'CLS',
    key: 'cls',
    show: (n) => n.toFixed(3),
    goal: { text: '≤ 0.01', met: (n) => n <= 0.01 },
    explainedBy: 'layout-shifts',
  },
  // KB of 1,024 bytes, as bench/bundle-size.ts counts.
  { header: 'JS transferred (KB)', key: 'jsKb', show: (n) => n.toFixed(1) },
];

function figuresOf(lhr: LighthouseResult | undefined): Figures {
  const category = (id: string) => lhr?.categories[id]?.score ?? null;
  const numeric = (id: string) => lhr?.audits[id]?.numericValue ?? null;
  const summary = lhr?.audits['resource-summary']?.details as { items?: Array<Record<string, unknown>> } | undefined;
  const script = summary?.items?.find((item) => item.resourceType === 'script');
  return {
    perf: category('performance'),
    a11y: category('accessibility'),
    bp: category('best-practices'),
    seo: category('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: lhr && !lhr.runtimeError ? Number(script?.transferSize ?? 0) / 1024 : null,
  };
}

function median(values: Array<number | null>): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const cell = (column: Column, value: number | null) =>
  value === null
    ? '—'
    : column.goal
      ? `${column.show(value)} ${column.goal.met(value) ? '✓' : '✗'}`
      : column.show(value);

function textTable(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/** The shape of bench/harness.ts markdownTable. */
function markdownTable(rows: string[][]): string {
  const line = (values: string[]) => `| ${values.map((v) => v.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(rows[0]), line(rows[0].map(() => '---')), ...rows.slice(1).map(line)].join('\n');
}

interface Run {
  lhr?: LighthouseResult;
  /** Why this run gave no scores (the page did not load, Lighthouse failed). */
  error?: string;
  /** The errors of the attempts that were tried again. */
  retried: string[];
}

/**
 * Extra attempts of a run that gave no scores: Lighthouse's trace errors (NO_NAVSTART ...) come
 * and go with the load of the machine, and its advice is to run it again.
 */
const RETRIES = 2;

async function audit(url: string, port: number, reportFile: string): Promise<Run> {
  const retried: string[] = [];
  for (;;) {
    let error: string;
    try {
      const { lhr, json } = await runLighthouse(url, port);
      fs.writeFileSync(reportFile, json);
      if (!lhr.runtimeError) return { lhr, retried };
      error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
      if (retried.length === RETRIES) return { lhr, error, retried };
    } catch (thrown) {
      error = (thrown as Error).message;
      if (retried.length === RETRIES) return { error, retried };
    }
    retried.push(error);
    progress(`  no scores (${error.split(':')[0]}), trying again`);
  }
}

/** Which build of the web app is on disk: a rebuild writes its entry page anew, even with the same content. */
function webBuild(): string {
  const stat = fs.statSync(path.join(ROOT, BUILD_TARGETS.web.entry), { throwIfNoEntry: false });
  return stat ? `${stat.ino}:${stat.mtimeMs}` : 'missing';
}

function ensureBuilt(): void {
  const targets = [BUILD_TARGETS.web, BUILD_TARGETS.server];
  const status = buildStale(targets, { log: progress, stdio: ['ignore', 2, 2] });
  if (status !== 0) throw new Error(`the build failed (exit ${status})`);
}

const started = performance.now();
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ai4n-lighthouse-'));
const runs = new Map<string, Run[]>(ROUTES.map((route) => [route, []]));
let origin = '';
/** Set when the web build changed under the running site (a rebuild from another terminal). */
let rebuilt = false;

try {
  ensureBuilt();
  const built = webBuild();
  await onFreshSite('pglite', async (site) => {
    origin = site.url;
    progress(`site ready at ${site.url} in ${(site.readyMs / 1000).toFixed(1)} s`);
    // One plain request per route first: the audits do not time the server's first answers.
    for (const route of ROUTES) {
      const res = await fetch(site.url + route);
      await res.arrayBuffer();
      if (!res.ok) progress(`warning: GET ${route} answered ${res.status}`);
    }
    const chrome = await launchChromium();
    try {
      for (let run = 1; run <= RUNS; run++) {
        for (const route of ROUTES) {
          progress(`Lighthouse ${route}${RUNS > 1 ? `, run ${run} of ${RUNS}` : ''}`);
          const slug = route === '/' ? 'home' : route.slice(1).replace(/[^\w-]+/g, '_');
          const file = path.join(reportDir, `${slug}${RUNS > 1 ? `-run${run}` : ''}.report.json`);
          runs.get(route)!.push(await audit(site.url + route, chrome.port, file));
        }
      }
    } finally {
      chrome.kill();
    }
    rebuilt = webBuild() !== built;
  });
} finally {
  await cleanup();
}

const first = [...runs.values()].flat().find((r) => r.lhr)?.lhr;
const cpus = os.cpus();
console.log(`npm run bench:lighthouse, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
console.log(`${cpus.length} × ${cpus[0]?.model.trim()}, Node ${process.version}`);
if (first) {
  const { formFactor, throttlingMethod, throttling } = first.configSettings;
  console.log(
    `Lighthouse ${first.lighthouseVersion}, ${formFactor} defaults: ${throttlingMethod === 'simulate' ? 'simulated' : throttlingMethod} throttling ` +
      `(RTT ${throttling.rttMs} ms, ${throttling.throughputKbps} kb/s, CPU ×${throttling.cpuSlowdownMultiplier}); ` +
      `${first.environment.hostUserAgent.replace(/^.*(HeadlessChrome\/\S+).*$/, '$1')}; ` +
      `benchmark index ${Math.round(first.environment.benchmarkIndex)}`,
  );
}

const header = ['Route', ...COLUMNS.map((c) => c.header)];
const rows: string[][] = [header];
const finals: Figures[] = [];
for (const [route, routeRuns] of runs) {
  const figures = routeRuns.map((r) => figuresOf(r.lhr));
  if (RUNS > 1)
    figures.forEach((f, i) => rows.push([`${route} (run ${i + 1})`, ...COLUMNS.map((c) => cell(c, f[c.key]))]));
  const final = Object.fromEntries(
    COLUMNS.map((c) => [c.key, median(figures.map((f) => f[c.key]))]),
  ) as unknown as Figures;
  finals.push(final);
  rows.push([RUNS > 1 ? `${route} (median)` : route, ...COLUMNS.map((c) => cell(c, final[c.key]))]);
}
rows.push(['goal', ...COLUMNS.map((c) => c.goal?.text ?? '—')]);
console.log(`\n${textTable(rows)}\n`);
if (args.markdown) console.log(`${markdownTable(rows)}\n`);

let failedRuns = 0;
for (const [route, routeRuns] of runs) {
  console.log(`${route}`);
  const byId = new Map<string, { failure: Failure; runs: number[] }>();
  routeRuns.forEach((run, i) => {
    if (run.error) {
      failedRuns++;
      console.log(`  run ${i + 1} gave no scores: ${run.error}`);
    }
    for (const error of run.retried) console.log(`  run ${i + 1} was tried again after: ${error}`);
    for (const warning of run.lhr?.runWarnings ?? []) console.log(`  Lighthouse warning (run ${i + 1}): ${warning}`);
    const offSite = run.lhr ? requestsOffSite(run.lhr, origin) : [];
    if (offSite.length) console.log(`  requests off the site (run ${i + 1}): ${offSite.join(', ')}`);
    for (const failure of run.lhr && !run.error ? describeFailures(run.lhr, origin) : []) {
      const seen = byId.get(failure.id);
      if (seen) seen.runs.push(i + 1);
      else byId.set(failure.id, { failure, runs: [i + 1] });
    }
  });
  if (byId.size === 0) console.log('  no failing audit');
  for (const { failure, runs: failedIn } of byId.values()) {
    const where = RUNS > 1 ? ` (failed in ${failedIn.length} of ${RUNS} runs; details of run ${failedIn[0]})` : '';
    console.log(`  [${failure.category}] ${failure.id}: ${failure.title}: ${failure.summary}${where}`);
    for (const item of failure.items) console.log(`      ${item}`);
  }
  // A metric can miss its goal with a passing audit (CLS 0.013 scores 1): what lies behind it.
  for (const column of COLUMNS) {
    if (!column.goal || !column.explainedBy || byId.has(column.explainedBy)) continue;
    const i = routeRuns.findIndex((run) => {
      const value = figuresOf(run.lhr)[column.key];
      return value !== null && !column.goal!.met(value);
    });
    const why = i < 0 ? null : describeAudit(routeRuns[i].lhr!, column.explainedBy, origin);
    if (!why) continue;
    const value = column.show(figuresOf(routeRuns[i].lhr)[column.key]!);
    console.log(
      `  [goal] ${column.header} ${value} misses ${column.goal.text}${RUNS > 1 ? ` in run ${i + 1}` : ''}: ` +
        `${column.explainedBy}: ${why.title}: ${why.summary}`,
    );
    for (const item of why.items) console.log(`      ${item}`);
  }
}

const goals = COLUMNS.filter((c) => c.goal);
const met = finals.reduce((sum, f) => sum + goals.filter((c) => f[c.key] !== null && c.goal!.met(f[c.key]!)).length, 0);
if (rebuilt) {
  console.log(
    '\nWarning: the web app was rebuilt while the audits ran (by another command). The site serves the ' +
      'pages it read at start: if the new build renamed their assets, they answered 404 (see errors-in-console ' +
      'above) and those figures are off. Run again when nobody is building.',
  );
}
console.log(`\nFull JSON reports: ${reportDir}`);
console.log(
  `${met} of ${finals.length * goals.length} goals met${RUNS > 1 ? ' (medians)' : ''}` +
    `${failedRuns ? `, ${failedRuns} run(s) gave no scores` : ''}; ` +
    `run time ${((performance.now() - started) / 60_000).toFixed(1)} min`,
);
if (failedRuns) process.exitCode = 1;
