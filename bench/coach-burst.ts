/**
 * A public read during a burst of adversarial coach requests (issue 27, H-1: four 8,000-character
 * prompts of spaces froze every request for seconds; a lesson read took 11.2 s). The site in its
 * own process on a fresh store; GET /api/lessons every INTERVAL_MS, open loop (each latency counts
 * from when the request was due), first alone for BASELINE_MS, then while BURST coach requests of
 * 8,000 characters (runs of spaces, digits, dots, letters, mixed) are sent CONCURRENCY at a time,
 * same run. The offline check answers them (no model keys), as it does for a paid user for free;
 * COACH_FREE_USES_PER_ADDRESS is raised so that they are analysed rather than refused, and BURST
 * stays under the coach's 20 requests a minute per visitor.
 *   npm run bench:coach-burst   # PGlite, then PostgreSQL when reachable
 */
import { performance } from 'node:perf_hooks';
import {
  BROWSER_HEADERS,
  fmt,
  freshStore,
  percentile,
  progress,
  runStandalone,
  startSite,
  type DbKind,
  type Row,
} from './harness.js';

const READ = '/api/lessons';
const INTERVAL_MS = 25;
const BASELINE_MS = 3_000;
const BURST = 20;
const CONCURRENCY = 4;
const MAX_P99_MS = 200;

/** What the old patterns backtracked on; a letter at each end so the API's trim keeps the run. */
const UNITS = [' ', '1,', '\t', 'a.', '1-', 'a\n\n', '[a]', '1 ', 'Role:  a  ', '.a'];
const adversarial = (i: number) => {
  const unit = UNITS[i % UNITS.length];
  return `a${unit.repeat(8_000)}`.slice(0, 7_999) + 'a';
};

interface Sample {
  due: number;
  ms: number;
  ok: boolean;
}

/** Open-loop reads until stop() is called; stop() resolves with every sample once all are answered. */
function reader(url: string) {
  const samples: Sample[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const timer = setInterval(() => {
    const due = performance.now();
    const request = fetch(url + READ, { headers: BROWSER_HEADERS })
      .then(async (res) => {
        await res.arrayBuffer();
        samples.push({ due, ms: performance.now() - due, ok: res.ok });
      })
      .catch(() => samples.push({ due, ms: performance.now() - due, ok: false }))
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }, INTERVAL_MS);
  return async () => {
    clearInterval(timer);
    while (inFlight.size > 0) await Promise.all([...inFlight]);
    return samples;
  };
}

async function burst(url: string): Promise<{ ms: number[]; statuses: number[] }> {
  const ms: number[] = [];
  const statuses: number[] = [];
  let sent = 0;
  const worker = async () => {
    while (sent < BURST) {
      const prompt = adversarial(sent++);
      const started = performance.now();
      const res = await fetch(`${url}/api/prompts/gemini-coach`, {
        method: 'POST',
        headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify({ prompt }),
      });
      await res.arrayBuffer();
      ms.push(performance.now() - started);
      statuses.push(res.status);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { ms: ms.sort((a, b) => a - b), statuses };
}

const summary = (sorted: number[]) =>
  `p50 ${fmt(percentile(sorted, 50))} ms, p99 ${fmt(percentile(sorted, 99))} ms, max ${fmt(sorted.at(-1) ?? NaN)} ms (${sorted.length} reads)`;

export async function measureCoachBurst(kind: DbKind): Promise<Row[]> {
  const site = await startSite(await freshStore(kind), { env: { COACH_FREE_USES_PER_ADDRESS: '1000' } });
  try {
    const database = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const warm = await fetch(site.url + READ, { headers: BROWSER_HEADERS });
    await warm.arrayBuffer();
    if (!warm.ok) throw new Error(`GET ${READ}: HTTP ${warm.status}`);
    const stop = reader(site.url);
    await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
    const started = performance.now();
    const coach = await burst(site.url);
    const ended = performance.now();
    const samples = await stop();
    const of = (from: number, to: number) =>
      samples
        .filter((s) => s.due >= from && s.due < to)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
    const alone = of(0, started);
    const during = of(started, ended);
    const failed = samples.filter((s) => !s.ok).length;
    const analysed = coach.statuses.filter((s) => s === 200).length;
    progress(`${database}: GET ${READ} alone: ${summary(alone)}`);
    progress(`${database}: GET ${READ} during the burst: ${summary(during)}, ${failed} failed`);
    progress(
      `${database}: ${BURST} coach requests of 8,000 characters, ${CONCURRENCY} at a time, in ${fmt((ended - started) / 1000)} s: ` +
        `${analysed} analysed (statuses ${[...new Set(coach.statuses)].join(', ')}), each p50 ${fmt(percentile(coach.ms, 50))} ms, max ${fmt(coach.ms.at(-1) ?? NaN)} ms`,
    );
    const p99 = percentile(during, 99);
    return [
      {
        figure: `GET ${READ} alone (open loop, every ${INTERVAL_MS} ms)`,
        database,
        value: `p50 ${fmt(percentile(alone, 50))} ms, p99 ${fmt(percentile(alone, 99))} ms`,
        target: '',
        met: null,
      },
      {
        figure: `GET ${READ} during ${BURST} adversarial 8,000-character coach requests, ${CONCURRENCY} at a time`,
        database,
        value: `p50 ${fmt(percentile(during, 50))} ms, p99 ${fmt(p99)} ms (max ${fmt(during.at(-1) ?? NaN)} ms)`,
        target: `p99 ≤ ${MAX_P99_MS} ms`,
        met: p99 <= MAX_P99_MS && failed === 0 && analysed === BURST,
      },
    ];
  } finally {
    await site.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runStandalone(measureCoachBurst);
