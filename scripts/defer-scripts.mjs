// @ts-check
/**
 * The prerendered pages load their scripts after the first contentful paint (decision 0021), so
 * that nothing competes with what the first paint needs. React Router's <Scripts /> writes a
 * <link rel="modulepreload"> for every module of the first view and a module script whose static
 * imports start fetching them all while the page is parsed; it has no option to hold them back.
 * The build (scripts/build.mjs) rewrites each page once:
 * - the modulepreload links go;
 * - the module script keeps its place and its code, notes the last button clicked before the code runs
 *   (apps/web/app/lib/early-clicks.ts), and waits for the first contentful paint (a
 *   frame after it, or 3 s at most: a tab opened in the background paints nothing), then adds the
 *   same modulepreload links and imports the same modules, all at once, with import().
 * The page then hydrates exactly as before. React matches a <script> by its type and src, not its
 * text, and adds the links again when it hydrates (the browser has them already). The server
 * hashes the rewritten inline script for its CSP like any other (apps/server/src/plugins/web-app.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const ROUTE_MODULES_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
/** A static import of a module, bare or as a namespace (`import * as name from` a path), not a dynamic `import()`. */
const STATIC_IMPORT = /\bimport\s+(?:\*\s+as\s+(\w+)\s+from\s+)?("[^"]+")\s*;?/g;

/** Notes the last button clicked before the app's code runs, for it to click again (apps/web/app/lib/early-clicks.ts). */
const HEAR_EARLY_CLICKS = `window.__earlyClick = undefined;
window.addEventListener("click", (event) => {
  const button = event.target instanceof Element && event.target.closest("button");
  if (button && button.type !== "submit" && window.__earlyClick !== null) window.__earlyClick = button;
}, true);`;

/** Resolves a frame after the first contentful paint. */
const AFTER_FIRST_PAINT = `await new Promise((painted) => {
  const later = () => requestAnimationFrame(() => setTimeout(painted));
  const fcp = (entries) => entries.some((entry) => entry.name === "first-contentful-paint");
  if (fcp(performance.getEntriesByType("paint"))) return later();
  const observer = new PerformanceObserver((list) => {
    if (fcp(list.getEntries())) { observer.disconnect(); later(); }
  });
  observer.observe({ type: "paint", buffered: true });
  setTimeout(painted, 3000);
});`;

/**
 * The page with its scripts held back until its first contentful paint; a page without React
 * Router's module script as it is.
 * @param {string} html
 */
export function deferScripts(html) {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const imports = [...script[1].matchAll(STATIC_IMPORT)];
  const rest = script[1].replace(STATIC_IMPORT, '').trim();
  const code = [
    HEAR_EARLY_CLICKS,
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${imports.map((match) => match[1] ?? '').join(', ')}] = await Promise.all([${imports.map((match) => `import(${match[2]})`).join(', ')}]);`,
    rest,
  ].join('\n');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ROUTE_MODULES_SCRIPT, () => `<script type="module" async="">${code}</script>`);
}

/**
 * Rewrites every page under `dir` (the client build); returns how many changed.
 * @param {string} dir
 */
export function deferScriptsIn(dir) {
  let changed = 0;
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const full = path.join(dir, file);
    const html = fs.readFileSync(full, 'utf8');
    const deferred = deferScripts(html);
    if (deferred === html) continue;
    fs.writeFileSync(full, deferred);
    changed++;
  }
  return changed;
}
