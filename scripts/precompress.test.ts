import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.mjs';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string | Buffer>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
}
const read = (name: string) => fs.readFileSync(path.join(dir, name));
const exists = (name: string) => fs.existsSync(path.join(dir, name));

describe('precompressDir', () => {
  it('writes brotli 11 and gzip 9 copies of each text file, which unpack to the file', async () => {
    const script = 'export const greeting = "hello";\n'.repeat(300);
    build({ 'assets/app-1.js': script, 'assets/app-1.css': 'a{color:red}\n'.repeat(200), 'favicon.svg': '<svg/>' });
    const totals = await precompressDir(dir);

    expect(zlib.brotliDecompressSync(read('assets/app-1.js.br')).toString()).toBe(script);
    expect(zlib.gunzipSync(read('assets/app-1.js.gz')).toString()).toBe(script);
    expect(read('assets/app-1.js.br').length).toBe(
      zlib.brotliCompressSync(script, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: script.length,
        },
      }).length,
    );
    expect(read('assets/app-1.js.gz').length).toBe(zlib.gzipSync(script, { level: 9 }).length);
    expect(exists('assets/app-1.css.br') && exists('assets/app-1.css.gz')).toBe(true);
    // A copy no smaller than its file is not written: the file is sent as it is.
    expect(exists('favicon.svg.br') || exists('favicon.svg.gz')).toBe(false);
    expect(totals.files).toBe(3);
  });

  it('leaves images and the pages alone, and replaces copies left by an earlier build', async () => {
    build({
      'og/home.png': Buffer.alloc(4096),
      'index.html': '<p>page</p>'.repeat(500),
      'assets/old.js.br': 'stale',
    });
    await precompressDir(dir);
    expect(fs.readdirSync(path.join(dir, 'og'))).toEqual(['home.png']);
    expect(exists('index.html.br')).toBe(false);
    expect(exists('assets/old.js.br')).toBe(false);
  });
});
