import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '@ai4n/shared';
import { useBrowser } from './browser';

/**
 * The JavaScript budget (issue 14): the first view of every public route loads at most 100 KiB of
 * JavaScript, gzip-compressed (level 9, so the figure does not depend on the server's own
 * compression), counting every script the page loads until the network has been quiet for a
 * second. Deterministic: the same build loads the same files. Few files too: on a phone each is a
 * round trip, and the build's default split made one per icon (apps/web/chunks.ts groups them).
 */
const BUDGET_KIB = 100;
const MAX_FILES = 16;

describe('first-view JavaScript budget', () => {
  const { open } = useBrowser();

  it.each(PUBLIC_ROUTES.map((route) => route.path))(
    `%s loads at most ${BUDGET_KIB} KiB of JavaScript in at most ${MAX_FILES} files`,
    async (path) => {
      const scripts = new Map<string, Promise<number>>();
      const page = await open(path, {
        beforeGoto: async (page) => {
          page.on('response', (response) => {
            if (response.request().resourceType() !== 'script' && !response.url().endsWith('.js')) return;
            scripts.set(
              response.url(),
              response.body().then((body) => zlib.gzipSync(body, { level: 9 }).length),
            );
          });
        },
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000);
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(scripts.values());
      const kib = sizes.reduce((sum, size) => sum + size, 0) / 1024;
      expect(scripts.size).toBeGreaterThan(0);
      expect(kib, `${path}: ${kib.toFixed(1)} KiB of JavaScript in ${scripts.size} files`).toBeLessThanOrEqual(
        BUDGET_KIB,
      );
      expect(scripts.size, `${path}: ${[...scripts.keys()].join(', ')}`).toBeLessThanOrEqual(MAX_FILES);
    },
  );
});
