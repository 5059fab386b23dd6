/**
 * Lighthouse on every public route of the built site, each beside its floor, with Lighthouse's
 * mobile defaults (moto g power emulation, simulated slow 4G and a 4× slower CPU):
 *   npm run bench:lighthouse                                # each public route and its floor once
 *   LIGHTHOUSE_RUNS=3 npm run bench:lighthouse              # each run's scores, then the medians
 *   LIGHTHOUSE_ROUTES=/,/pricing npm run bench:lighthouse   # some routes only
 *   npm run bench:lighthouse -- --markdown                  # also the table as Markdown
 *
 * A route's floor is its own prerendered page without JavaScript: the same HTML with every
 * <script> (module, inline, JSON data) and every <link rel="modulepreload"> (and preload
 * as="script") removed, styles, fonts and images kept. A small proxy started here on another local
 * port serves it: it forwards every request to the site unchanged, headers included (the CSP:
 * removing scripts only loosens it), and only rewrites the HTML pages it answers, compressed again
 * with the encoding the site chose (at its best quality: the floor is the best case). Same server,
 * same run, interleaved: route, floor, route, floor ... so that a busy moment of the machine
 * weighs on both. The figures of several runs are medians (each column on its own); the gap is
 * the route's median performance minus its floor's.
 *
 * The site runs as an operator starts it (the compiled server, NODE_ENV=production) on a fresh
 * PGlite data folder, after building what is out of date (the build stamps npm start checks).
 * Below the table: each route's failing audits (score < 1; informative, not applicable and manual
 * ones left out) with what they measured, the floor's too. The full JSON reports stay in a
 * temporary folder. Scores move from run to run, the more on a busy machine: judge a goal on a median.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
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
import { freePort } from '../scripts/free-port.mjs';
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

/** Goals of the issue: performance within 0.05 of the floor; accessibility, best practices and SEO 1.00. */
const MAX_GAP = 0.05;
const two = (n: number) => n.toFixed(2);
const gapOk = (gap: number) => gap >= -MAX_GAP;
const perfect = (n: number) => n === 1;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

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
    // KB of 1,024 bytes, as bench/bundle-size.ts counts.
    jsKb: lhr && !lhr.runtimeError ? Number(script?.transferSize ?? 0) / 1024 : null,
  };
}

function median(values: Array<number | null>): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function medians(figures: Figures[]): Figures {
  const keys = Object.keys(figuresOf(undefined)) as Array<keyof Figures>;
  return Object.fromEntries(keys.map((key) => [key, median(figures.map((f) => f[key]))])) as unknown as Figures;
}

/** A value with ✓ or ✗ when it has a goal; '—' when there is none (no scores). */
function cell(value: number | null, show: (n: number) => string, met?: (n: number) => boolean): string {
  if (value === null) return '—';
  return met ? `${show(value)} ${met(value) ? '✓' : '✗'}` : show(value);
}

const HEADER = ['Route', 'Perf', 'Floor perf', 'Gap', 'TBT', 'LCP (floor LCP)', 'A11y', 'BP', 'SEO'];
const GOALS = ['goal', '—', '—', `≥ −${MAX_GAP.toFixed(2)}`, '—', '—', '1.00', '1.00', '1.00'];

function gapOf(page: Figures, floor: Figures): number | null {
  // Rounded as shown, so that 0.93 beside 0.98 reads −0.05 and meets the goal it shows.
  return page.perf === null || floor.perf === null ? null : Math.round((page.perf - floor.perf) * 100) / 100;
}

function tableRow(label: string, page: Figures, floor: Figures): string[] {
  const lcp =
    page.lcpMs === null ? '—' : `${seconds(page.lcpMs)} (${floor.lcpMs === null ? '—' : seconds(floor.lcpMs)})`;
  return [
    label,
    cell(page.perf, two),
    cell(floor.perf, two),
    cell(gapOf(page, floor), (n) => (n < 0 ? `−${(-n).toFixed(2)}` : `+${n.toFixed(2)}`), gapOk),
    cell(page.tbtMs, (ms) => `${Math.round(ms)} ms`),
    lcp,
    cell(page.a11y, two, perfect),
    cell(page.bp, two, perfect),
    cell(page.seo, two, perfect),
  ];
}

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

// ---------------------------------------------------------------------------------------------
// The floor

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
/** <link rel="modulepreload"> and <link rel="preload" as="script">, whatever the order and quoting of the attributes. */
const SCRIPT_LINK = /<link\b(?=[^>]*\brel\s*=\s*["']?[^"'>]*\bmodulepreload\b|[^>]*\bas\s*=\s*["']?script\b)[^>]*>/gi;

/** The page without JavaScript: every script and script preload removed, the rest as it is. */
function withoutScripts(html: string): { html: string; removed: number } {
  let removed = 0;
  const stripped = html.replace(SCRIPT, () => (removed++, '')).replace(SCRIPT_LINK, () => (removed++, ''));
  if (/<script\b/i.test(stripped)) throw new Error('the floor still holds a <script> (an unclosed one?)');
  return { html: stripped, removed };
}

/** A Link header without its modulepreload and script preload entries (the HTML's own are removed too). */
function linkWithoutScripts(value: string): string {
  return value
    .split(/,(?=\s*<)/)
    .filter((entry) => !/;\s*rel\s*=\s*"?[^";,]*\bmodulepreload\b|;\s*as\s*=\s*"?script\b/i.test(entry))
    .join(',')
    .trim();
}

const decode: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
  deflate: (body) => zlib.inflateSync(body),
};
const encode: Record<string, (body: Buffer) => Buffer> = {
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => zlib.gzipSync(body, { level: 9 }),
  deflate: (body) => zlib.deflateSync(body, { level: 9 }),
};

/** Headers that describe the site's bytes, not the floor's. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'last-modified']);

interface Floor {
  /** The proxy's origin: the floor of a route is this origin + the route. */
  url: string;
  /** Pages rewritten so far, and the scripts and preloads they lost. */
  pages: number;
  removed: number;
  close(): Promise<void>;
}

/**
 * The floor site: every request goes to `siteUrl` as it came (conditional headers aside on pages,
 * so that the page is always there to rewrite); answers come back unchanged, except an HTML page,
 * which loses its scripts (withoutScripts) and is compressed again with the site's encoding.
 */
async function startFloor(siteUrl: string): Promise<Floor> {
  const site = new URL(siteUrl);
  const agent = new http.Agent({ keepAlive: true });
  const floor: Floor = { url: '', pages: 0, removed: 0, close: async () => {} };
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: site.host };
    const page = request.method === 'GET' && /\btext\/html\b/.test(request.headers.accept ?? '');
    if (page) {
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const fail = (error: Error) => {
      progress(`floor proxy: ${request.method} ${request.url}: ${error.message}`);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`floor proxy: ${error.message}`);
    };
    const upstream = http.request(
      { host: site.hostname, port: site.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        const html = page && /\btext\/html\b/.test(String(answer.headers['content-type'] ?? ''));
        if (!html) {
          response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', fail);
        answer.on('end', () => {
          try {
            const encoding = String(answer.headers['content-encoding'] ?? 'identity')
              .trim()
              .toLowerCase();
            if (encoding !== 'identity' && !decode[encoding]) throw new Error(`unknown content-encoding ${encoding}`);
            const raw = Buffer.concat(chunks);
            const stripped = withoutScripts((encoding === 'identity' ? raw : decode[encoding](raw)).toString('utf8'));
            const plain = Buffer.from(stripped.html, 'utf8');
            const body = encoding === 'identity' ? plain : encode[encoding](plain);
            floor.pages++;
            floor.removed += stripped.removed;
            const out: Record<string, string | string[]> = {};
            for (const [name, value] of Object.entries(answer.headers)) {
              if (value === undefined || BODY_HEADERS.has(name)) continue;
              if (name === 'link') {
                const kept = linkWithoutScripts(String(value));
                if (kept) out[name] = kept;
              } else out[name] = value;
            }
            if (encoding !== 'identity') out['content-encoding'] = encoding;
            out['content-length'] = String(body.length);
            response.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
            response.end(body);
          } catch (error) {
            fail(error as Error);
          }
        });
      },
    );
    upstream.on('error', fail);
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  floor.url = `http://127.0.0.1:${port}`;
  floor.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      agent.destroy();
    });
  return floor;
}

// ---------------------------------------------------------------------------------------------
// The runs

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

type Side = 'page' | 'floor';
const SIDES: Side[] = ['page', 'floor'];

const started = performance.now();
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ai4n-lighthouse-'));
const runs = new Map<string, Record<Side, Run[]>>(ROUTES.map((route) => [route, { page: [], floor: [] }]));
const origins: Record<Side, string> = { page: '', floor: '' };
/** Set when the web build changed under the running site (a rebuild from another terminal). */
let rebuilt = false;
let floorStats = '';

try {
  ensureBuilt();
  const built = webBuild();
  await onFreshSite('pglite', async (site) => {
    progress(`site ready at ${site.url} in ${(site.readyMs / 1000).toFixed(1)} s`);
    const floor = await startFloor(site.url);
    origins.page = site.url;
    origins.floor = floor.url;
    progress(`floor (the same site, pages without scripts) at ${floor.url}`);
    try {
      // One plain request per route and floor first: the audits do not time the server's first answers.
      // The floor's must be a page without any script left.
      for (const route of ROUTES) {
        for (const side of SIDES) {
          const res = await fetch(origins[side] + route, { headers: { accept: 'text/html' } });
          const text = await res.text();
          if (!res.ok) progress(`warning: GET ${route} (${side}) answered ${res.status}`);
          if (side === 'floor' && /<script\b|modulepreload/i.test(text))
            throw new Error(`the floor of ${route} still holds a script`);
        }
      }
      const chrome = await launchChromium();
      try {
        for (let run = 1; run <= RUNS; run++) {
          for (const route of ROUTES) {
            for (const side of SIDES) {
              progress(
                `Lighthouse ${route}${side === 'floor' ? ' (floor)' : ''}${RUNS > 1 ? `, run ${run} of ${RUNS}` : ''}`,
              );
              const slug =
                (route === '/' ? 'home' : route.slice(1).replace(/[^\w-]+/g, '_')) + (side === 'floor' ? '-floor' : '');
              const file = path.join(reportDir, `${slug}${RUNS > 1 ? `-run${run}` : ''}.report.json`);
              runs.get(route)![side].push(await audit(origins[side] + route, chrome.port, file));
            }
          }
        }
      } finally {
        chrome.kill();
      }
      floorStats = `${floor.pages} floor pages served, ${floor.removed} scripts and preloads removed`;
    } finally {
      await floor.close();
    }
    rebuilt = webBuild() !== built;
  });
} finally {
  await cleanup();
}

const first = [...runs.values()].flatMap((r) => r.page).find((r) => r.lhr)?.lhr;
const cpus = os.cpus();
console.log(`npm run bench:lighthouse, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
console.log(
  `${cpus.length} × ${cpus[0]?.model.trim()}, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`,
);
if (first) {
  const { formFactor, throttlingMethod, throttling } = first.configSettings;
  console.log(
    `Lighthouse ${first.lighthouseVersion}, ${formFactor} defaults: ${throttlingMethod === 'simulate' ? 'simulated' : throttlingMethod} throttling ` +
      `(RTT ${throttling.rttMs} ms, ${throttling.throughputKbps} kb/s, CPU ×${throttling.cpuSlowdownMultiplier}); ` +
      `${first.environment.hostUserAgent.replace(/^.*(HeadlessChrome\/\S+).*$/, '$1')}; ` +
      `benchmark index ${Math.round(first.environment.benchmarkIndex)}`,
  );
}
console.log(
  `Each route beside its floor (the same prerendered page without scripts and modulepreloads, same site, same run), ` +
    `interleaved${RUNS > 1 ? `; ${RUNS} runs each, medians` : ''}.`,
);

const rows: string[][] = [HEADER];
const finals: Array<{ route: string; page: Figures; floor: Figures }> = [];
for (const [route, sides] of runs) {
  const page = sides.page.map((r) => figuresOf(r.lhr));
  const floor = sides.floor.map((r) => figuresOf(r.lhr));
  if (RUNS > 1) page.forEach((f, i) => rows.push(tableRow(`${route} (run ${i + 1})`, f, floor[i])));
  const final = { route, page: medians(page), floor: medians(floor) };
  finals.push(final);
  rows.push(tableRow(RUNS > 1 ? `${route} (median)` : route, final.page, final.floor));
}
rows.push(GOALS);
console.log(`\n${textTable(rows)}\n`);
if (args.markdown) console.log(`${markdownTable(rows)}\n`);

let failedRuns = 0;
for (const [route, sides] of runs) {
  for (const side of SIDES) {
    const routeRuns = sides[side];
    const origin = origins[side];
    console.log(side === 'floor' ? `${route} (floor)` : route);
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
    if (side === 'floor') continue;
    // A route far from its floor: what its main thread and its largest paint were busy with.
    const final = finals.find((f) => f.route === route)!;
    const gap = gapOf(final.page, final.floor);
    const i = routeRuns.findIndex((run) => run.lhr && !run.error);
    if (gap === null || gapOk(gap) || i < 0) continue;
    for (const id of ['long-tasks', 'largest-contentful-paint-element']) {
      if (byId.has(id)) continue;
      const why = describeAudit(routeRuns[i].lhr!, id, origin);
      if (!why) continue;
      console.log(`  [gap ${gap.toFixed(2)}] ${id}: ${why.title}: ${why.summary}${RUNS > 1 ? ` (run ${i + 1})` : ''}`);
      for (const item of why.items) console.log(`      ${item}`);
    }
  }
}

const checks = (f: (typeof finals)[number]) => [gapOf(f.page, f.floor), f.page.a11y, f.page.bp, f.page.seo];
const goalsMet = finals.reduce(
  (sum, f) => sum + checks(f).filter((value, k) => value !== null && (k === 0 ? gapOk(value) : perfect(value))).length,
  0,
);
if (rebuilt) {
  console.log(
    '\nWarning: the web app was rebuilt while the audits ran (by another command). The site serves the ' +
      'pages it read at start: if the new build renamed their assets, they answered 404 (see errors-in-console ' +
      'above) and those figures are off. Run again when nobody is building.',
  );
}
console.log(`\n${floorStats ? `${floorStats}. ` : ''}Full JSON reports: ${reportDir}`);
console.log(
  `${goalsMet} of ${finals.length * 4} goals met${RUNS > 1 ? ' (medians)' : ''}` +
    `${failedRuns ? `, ${failedRuns} run(s) gave no scores` : ''}; ` +
    `run time ${((performance.now() - started) / 60_000).toFixed(1)} min`,
);
if (failedRuns) process.exitCode = 1;
