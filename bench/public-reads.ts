/**
 * Public reads at 50 connections against the site, each right after bare Fastify on the same
 * path (issue 12: ≥ 0.5 of bare req/s, p99 ≤ 50 ms, no non-2xx).
 *   npx tsx bench/public-reads.ts     # PGlite, fresh data folder with the seeded content
 */
import http from 'node:http';
import {
  BROWSER_HEADERS,
  cleanup,
  load,
  fmt,
  freshStore,
  interleavedWithBare,
  loadFigures,
  printTable,
  progress,
  ratio as ratioText,
  SECONDS,
  startBare,
  startSite,
  type Row,
  type Server,
} from './harness.js';

export const PUBLIC_READS = [
  '/api/health',
  '/api/faqs',
  '/api/lessons',
  '/api/prompts?page=1&limit=12',
  '/api/prompts?search=email&limit=12',
];
const CONNECTIONS = 50;
const MIN_RATIO = 0.5;
const MAX_P99_MS = 50;

/** `site` runs on a fresh store with the seeded content; `bare` is bench/bare-fastify.mjs. */
export async function measurePublicReads(site: Server, bare: Server, database: string): Promise<Row[]> {
  for (const path of PUBLIC_READS) {
    const check = await fetch(site.url + path, { headers: BROWSER_HEADERS });
    await check.arrayBuffer();
    if (!check.ok) throw new Error(`GET ${path}: HTTP ${check.status} before the load`);
  }
  progress(`${database}: public reads, ${CONNECTIONS} connections, ${SECONDS} s each`);
  const points = PUBLIC_READS.map((path) => ({ label: `GET ${path}`, path, connections: CONNECTIONS }));
  const results = await interleavedWithBare(site, bare, points);
  // Context for big answers: bare Fastify sending the very bytes and headers the site sent.
  const sameBytes: number[] = [];
  for (const path of PUBLIC_READS) {
    // The bytes on the wire (fetch would decompress them).
    const { headers, body: wire } = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) =>
        http
          .get(site.url + path, { headers: BROWSER_HEADERS }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject),
    );
    for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding']) delete headers[name];
    await fetch(`${bare.url}/__answer?path=${encodeURIComponent(path)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        headers: { ...headers, 'content-length': String(wire.length) },
        body: wire.toString('base64'),
      }),
    });
    sameBytes.push((await load({ url: bare.url, path, connections: CONNECTIONS, headers: BROWSER_HEADERS })).rps);
    progress(
      `  bare Fastify sending the same ${fmt(wire.length / 1024)} KB as ${path}: ${Math.round(sameBytes.at(-1)!)} req/s`,
    );
  }
  return results.map(({ site: result, bareRps }, i) => {
    const ratio = result.rps / bareRps;
    const errors = result.non2xx + result.errors;
    return {
      figure: `${points[i].label}, ${CONNECTIONS} connections`,
      database,
      value:
        result.responses > 0
          ? `${ratioText(ratio)} × bare, p99 ${fmt(result.p99)} ms (${ratioText(result.rps / sameBytes[i])} × bare sending the same bytes)`
          : 'no response',
      target: `≥ ${MIN_RATIO} × bare, p99 ≤ ${MAX_P99_MS} ms, 0 non-2xx`,
      met: ratio >= MIN_RATIO && result.p99 <= MAX_P99_MS && errors === 0,
      load: loadFigures(result, bareRps),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const [site, bare] = await Promise.all([startSite(await freshStore('pglite')), startBare()]);
    printTable(await measurePublicReads(site, bare, 'PGlite'));
  } finally {
    await cleanup();
  }
}
