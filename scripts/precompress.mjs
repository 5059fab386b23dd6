// @ts-check
/**
 * Precompression of the web build (npm run build): every text file of the client build gets a
 * brotli (quality 11) and a gzip (level 9) copy beside it, `file.br` and `file.gz`, which the
 * server sends as they are (apps/server/src/plugins/web-app.ts): nothing the build made is
 * compressed per request. A copy that would not be smaller than its file is not written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The files worth compressing: text (images such as png are compressed already). Not the pages:
 * the server adds their structured data and keeps them compressed (plugins/response-cache.ts).
 */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

/**
 * Every file under `dir`, relative paths.
 * @param {string} dir
 * @param {string} [base]
 * @returns {string[]}
 */
function filesUnder(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
  });
}

/**
 * The smallest brotli and gzip forms of `bytes`.
 * @param {Buffer} bytes
 */
export async function compressMax(bytes) {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/**
 * Writes `.br` and `.gz` beside each compressible file under `dir` (stale copies go first).
 * @param {string} dir
 * @returns {Promise<{ files: number, bytes: number, br: number, gz: number }>} what was compressed
 */
export async function precompressDir(dir) {
  const files = filesUnder(dir);
  for (const file of files) if (/\.(?:br|gz)$/.test(file)) fs.rmSync(path.join(dir, file));
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const full = path.join(dir, file);
        const bytes = fs.readFileSync(full);
        const { br, gz } = await compressMax(bytes);
        totals.files++;
        totals.bytes += bytes.length;
        for (const [suffix, compressed] of /** @type {const} */ ([
          ['br', br],
          ['gz', gz],
        ])) {
          if (compressed.length >= bytes.length) continue;
          fs.writeFileSync(`${full}.${suffix}`, compressed);
          totals[suffix] += compressed.length;
        }
      }),
  );
  return totals;
}
