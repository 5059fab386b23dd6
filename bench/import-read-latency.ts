/**
 * Public reads while a ~45 MB import runs (issue 12: p99 ≤ 200 ms): the site in its own process on
 * a fresh store (seeded), a CSV and then a JSON import of new prompts replacing the library, while
 * CLIENTS clients each send GET /api/health and GET /api/faqs in turn, one request every
 * INTERVAL_MS. Open loop: a client does not wait for an answer before its next request, so a
 * stalled server shows in every request that arrives during the stall (a closed loop would count
 * one slow request per client), and each latency counts from when the request was due.
 *   npx tsx bench/import-read-latency.ts  # PGlite, then PostgreSQL when reachable
 *   BENCH_IMPORT_MB=n                     # another import size
 */
import { promptsToCsv } from '@ai4n/shared/csv';
import { adminAuth, benchPrompts } from './bulk-import.js';
import {
  BROWSER_HEADERS,
  fmt,
  onFreshSite,
  percentile,
  progress,
  runStandalone,
  type DbKind,
  type Row,
} from './harness.js';

const IMPORT_BYTES = Number(process.env.BENCH_IMPORT_MB ?? 45) * 1024 * 1024;
export const PATHS = ['/api/health', '/api/faqs'];
const CLIENTS = 4;
const INTERVAL_MS = 40;
const MAX_P99_MS = 200;

interface Sample {
  path: string;
  /** When the request was due (ms, performance.now()). */
  due: number;
  ms: number;
  ok: boolean;
}

/** Open-loop requests until stop() is called; stop() resolves with every sample once all are answered. */
export function sampler(url: string) {
  const samples: Sample[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];
  const send = (path: string) => {
    const due = performance.now();
    const request = fetch(url + path, { headers: BROWSER_HEADERS })
      .then(async (res) => {
        await res.arrayBuffer();
        samples.push({ path, due, ms: performance.now() - due, ok: res.ok });
      })
      .catch(() => {
        samples.push({ path, due, ms: performance.now() - due, ok: false });
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };
  for (let client = 0; client < CLIENTS; client++) {
    let turn = client;
    // The clients start spread over one interval, as independent visitors would.
    setTimeout(
      () => timers.push(setInterval(() => send(PATHS[turn++ % PATHS.length]), INTERVAL_MS)),
      (client * INTERVAL_MS) / CLIENTS,
    );
  }
  return async () => {
    for (const timer of timers) clearInterval(timer);
    while (inFlight.size > 0) await Promise.all([...inFlight]);
    return samples;
  };
}

/** The import bodies: prompts without ids (new ones), as CSV and as JSON, about IMPORT_BYTES each. */
function importBodies() {
  const perPrompt = Buffer.byteLength(promptsToCsv(benchPrompts(200), { header: false })) / 200;
  const csvPrompts = benchPrompts(Math.floor(IMPORT_BYTES / perPrompt));
  const csv = promptsToCsv(csvPrompts);
  const perItem = Buffer.byteLength(JSON.stringify({ prompts: benchPrompts(200) })) / 200;
  const json = JSON.stringify({ prompts: benchPrompts(Math.floor(IMPORT_BYTES / perItem)), replaceExisting: true });
  return [
    { format: 'CSV', path: 'import-csv?replaceExisting=true', type: 'text/csv', body: csv, prompts: csvPrompts.length },
    {
      format: 'JSON',
      path: 'import',
      type: 'application/json',
      body: json,
      prompts: Math.floor(IMPORT_BYTES / perItem),
    },
  ];
}

export function measureReadsDuringImport(kind: DbKind): Promise<Row[]> {
  return onFreshSite(kind, async (site, database) => {
    const auth = await adminAuth(site.url);
    for (const path of PATHS) {
      const res = await fetch(site.url + path, { headers: BROWSER_HEADERS });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status} before the import`);
    }
    const rows: Row[] = [];
    for (const { format, path, type, body, prompts } of importBodies()) {
      const size = `${(Buffer.byteLength(body) / 1024 / 1024).toFixed(0)} MB`;
      const stop = sampler(site.url);
      // A second of reads alone first, for comparison.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const started = performance.now();
      const res = await fetch(`${site.url}/api/prompts/bulk/${path}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': type },
        body,
      });
      const answer = await res.text();
      const ended = performance.now();
      const samples = await stop();
      if (!res.ok) throw new Error(`${format} import: HTTP ${res.status} ${answer.slice(0, 300)}`);
      progress(
        `${database}: ${size} ${format} import of ${fmt(prompts)} prompts took ${fmt((ended - started) / 1000)} s`,
      );
      for (const readPath of PATHS) {
        const of = (from: number, to: number) =>
          samples
            .filter((s) => s.path === readPath && s.due >= from && s.due < to)
            .map((s) => s.ms)
            .sort((a, b) => a - b);
        const before = of(0, started);
        const during = of(started, ended);
        const failed = samples.filter((s) => s.path === readPath && !s.ok).length;
        const p99 = percentile(during, 99);
        progress(
          `  GET ${readPath}: before p99 ${fmt(percentile(before, 99))} ms; during (${during.length} requests) p50 ${fmt(percentile(during, 50))} ms, ` +
            `p99 ${fmt(p99)} ms, max ${fmt(during.at(-1) ?? NaN)} ms, ${failed} failed`,
        );
        rows.push({
          figure: `GET ${readPath} during a ${size} ${format} import (${CLIENTS} clients, open loop)`,
          database,
          value: `p99 ${fmt(p99)} ms (max ${fmt(during.at(-1) ?? NaN)} ms, import ${fmt((ended - started) / 1000)} s)`,
          target: `p99 ≤ ${MAX_P99_MS} ms`,
          met: p99 <= MAX_P99_MS && failed === 0,
        });
      }
    }
    return rows;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await runStandalone(measureReadsDuringImport);
