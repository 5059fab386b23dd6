import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FAQ_NOSCRIPT_ID, PUBLIC_ROUTES } from '@ai4n/shared';
import { loadConfig } from '../src/config.js';
import { createAdminTestApp } from './test-app.js';

/** When the pages of the test build were built (their files' modification time). */
export const WEB_BUILT_AT = new Date('2026-01-02T03:04:05Z');
export const WEB_INLINE_SCRIPT = 'window.__reactRouterContext = {};';

/** A page as React Router builds it: title, description and card tags in the head, the FAQ's empty noscript, inline and module scripts. */
const page = (name: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>` +
  `<title>${name} | Built title</title><meta name="description" content="Built description"/>` +
  `<link rel="canonical" href="https://built.example/"/><meta property="og:title" content="Built card"/>` +
  `<meta content="Built card" name="twitter:card"/>` +
  `<link rel="icon" href="/favicon.svg" type="image/svg+xml"/></head>` +
  `<body><main>${name}</main><noscript id="${FAQ_NOSCRIPT_ID}"></noscript><script>${WEB_INLINE_SCRIPT}</script>` +
  `<script type="module">import "/assets/app-abc123.js";</script></body></html>`;

/** A built web app in a temporary folder: every public page, the SPA fallback, an asset and the favicon. */
export function createWebDist(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
    fs.utimesSync(path.join(dir, file), WEB_BUILT_AT, WEB_BUILT_AT);
  };
  for (const route of PUBLIC_ROUTES)
    write(route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`, page(route.label));
  write('prompt-gallery/for/restaurants-hospitality/index.html', page('Prompts for restaurants & hospitality'));
  write('__spa-fallback.html', page('SPA fallback'));
  write('assets/app-abc123.js', 'console.log(1);');
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The public origin the site tests run under. */
export const TEST_SITE_URL = 'https://aifornewbies.example';

/** A test app serving a fake web build (createWebDist) under TEST_SITE_URL; `close` stops both. */
export async function createSiteTestApp() {
  const web = createWebDist();
  const site = await createAdminTestApp({
    webDistDir: web.dir,
    config: loadConfig({ NODE_ENV: 'test', SITE_URL: TEST_SITE_URL }),
  });
  return {
    ...site,
    close: async () => {
      await site.app.close();
      web.remove();
    },
  };
}
