import zlib from 'node:zlib';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '@ai4n/shared';
import { useBrowser } from './browser';

/**
 * The first-view budget (issue 28, decision 0021): what Chromium downloads for the scripts of each
 * public route's first view, in bytes on the wire (the compressed bodies as sent; Chromium asks
 * for brotli), counting every script the page loads until the network has been quiet for a
 * second. React, React DOM, React Router and TanStack Query are the floor; the site's own code on
 * top of them has its own budget. The build's "framework" file holds exactly those packages
 * (apps/web/chunks.ts). Few files too: on a phone each is a round trip. And each script is sent as
 * small as brotli 11 makes it (precompressed by the build, scripts/precompress.mjs).
 */
const BUDGET_KIB = 150;
const OWN_CODE_KIB = 45;
const MAX_FILES = 16;
/** Sent within 8 % of brotli 11. */
const LARGEST_RATIO = 1.08;
const FRAMEWORK_FILE = /\/assets\/framework-[\w-]+\.js$/;

interface Script {
  url: string;
  /** The compressed body as sent. */
  wire: number;
  encoding: string | undefined;
  /** The same file at brotli 11. */
  brotli11: number;
}

async function measured(request: Request): Promise<Script> {
  const response = (await request.response())!;
  const [sizes, headers, body] = await Promise.all([request.sizes(), response.allHeaders(), response.body()]);
  const brotli11 = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }).length;
  return { url: request.url(), wire: sizes.responseBodySize, encoding: headers['content-encoding'], brotli11 };
}

const kib = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.wire, 0) / 1024;

describe('first-view JavaScript budget', () => {
  const { open } = useBrowser();

  it.each(PUBLIC_ROUTES.map((route) => route.path))(
    `%s loads at most ${BUDGET_KIB} KiB of JavaScript (${OWN_CODE_KIB} KiB of the site's own) in at most ${MAX_FILES} files, as small as brotli 11 makes it`,
    async (path) => {
      const scripts: Array<Promise<Script>> = [];
      const onFinished = (request: Request) => {
        if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(measured(request));
      };
      const page = await open(path, { beforeGoto: async (page) => void page.on('requestfinished', onFinished) });
      // Scripts come after the first paint, and a section's code when it hydrates: counted until
      // the network has been quiet for a second with no new script.
      let seen;
      do {
        seen = scripts.length;
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1_000);
      } while (scripts.length !== seen);
      page.off('requestfinished', onFinished);
      const loaded = await Promise.all(scripts);
      const own = loaded.filter((script) => !FRAMEWORK_FILE.test(script.url));
      const names = loaded.map((script) => `${script.url.split('/').pop()} ${script.wire} B`).join(', ');
      const summary = `${path}: ${kib(loaded).toFixed(1)} KiB on the wire in ${loaded.length} files, own code ${kib(own).toFixed(1)} KiB (${names})`;
      console.log(summary);

      expect(loaded.length).toBeGreaterThan(0);
      expect(own.length, `${path}: the framework file is one of them`).toBe(loaded.length - 1);
      expect(kib(loaded), summary).toBeLessThanOrEqual(BUDGET_KIB);
      expect(kib(own), summary).toBeLessThanOrEqual(OWN_CODE_KIB);
      expect(loaded.length, summary).toBeLessThanOrEqual(MAX_FILES);
      for (const script of loaded) {
        expect(script.encoding, script.url).toBe('br');
        expect(script.wire, script.url).toBeLessThanOrEqual(Math.ceil(script.brotli11 * LARGEST_RATIO));
      }
    },
  );
});
